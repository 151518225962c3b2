import { describe, expect, it } from 'vitest';
import { canViewGuardianPage, canViewPage, isInAudience } from './access';

const teacher = { role: 'teacher' as const, isAdmin: false, classroom_ids: [1, 2] };
const rosterless = { role: 'teacher' as const, isAdmin: false, classroom_ids: [] };
const districtAdmin = { role: 'districtAdmin' as const, isAdmin: true, classroom_ids: [] };
const teachingAdmin = { role: 'schoolAdmin' as const, isAdmin: true, classroom_ids: [3] };
const guardian = { role: 'guardian' as const, isAdmin: false, classroom_ids: [] };

describe('canViewPage', () => {
  it('opens home only to staff with classrooms', () => {
    expect(canViewPage(teacher, 'home')).toBe(true);
    expect(canViewPage(teachingAdmin, 'home')).toBe(true);
    expect(canViewPage(rosterless, 'home')).toBe(false);
    expect(canViewPage(districtAdmin, 'home')).toBe(false);
    expect(canViewPage(guardian, 'home')).toBe(false);
  });

  it('opens reports only to admins', () => {
    expect(canViewPage(districtAdmin, 'reports')).toBe(true);
    expect(canViewPage(teacher, 'reports')).toBe(false);
  });

  it('opens missingroster only to a teacher without classrooms (spec §5 noclassrooms)', () => {
    expect(canViewPage(rosterless, 'missingRoster')).toBe(true);
    expect(canViewPage(teacher, 'missingRoster')).toBe(false);
    expect(canViewPage(districtAdmin, 'missingRoster')).toBe(false);
    expect(canViewPage(teachingAdmin, 'missingRoster')).toBe(false);
    expect(canViewPage(guardian, 'missingRoster')).toBe(false);
  });

  it('keeps guardians out of the report hierarchy pages of staff', () => {
    expect(canViewPage(guardian, 'districtReport')).toBe(false);
    expect(canViewPage(teacher, 'districtReport')).toBe(true);
  });
});

describe('isInAudience', () => {
  it('tells staff, admins and teachers apart', () => {
    expect([teacher, districtAdmin, guardian].map((c) => isInAudience(c, 'everyone'))).toEqual([
      true,
      true,
      true,
    ]);
    expect([teacher, districtAdmin, guardian].map((c) => isInAudience(c, 'staff'))).toEqual([
      true,
      true,
      false,
    ]);
    expect([teacher, districtAdmin, guardian].map((c) => isInAudience(c, 'admins'))).toEqual([
      false,
      true,
      false,
    ]);
    expect([teacher, districtAdmin, guardian].map((c) => isInAudience(c, 'teachers'))).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('canViewGuardianPage', () => {
  it('lets a guardian see only their own page', () => {
    expect(canViewGuardianPage({ id: 9, isAdmin: false }, 9)).toBe(true);
    expect(canViewGuardianPage({ id: 9, isAdmin: false }, 10)).toBe(false);
    expect(canViewGuardianPage({ id: 1, isAdmin: true }, 10)).toBe(true);
  });
});
