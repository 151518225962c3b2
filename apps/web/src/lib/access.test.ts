import { describe, expect, it } from 'vitest';
import { canViewGuardianPage, canViewPage } from './access';

const teacher = { role: 'teacher' as const, isAdmin: false, classroom_ids: [1] };
const rosterless = { role: 'teacher' as const, isAdmin: false, classroom_ids: [] };
const admin = { role: 'districtAdmin' as const, isAdmin: true, classroom_ids: [] };
const guardian = { role: 'guardian' as const, isAdmin: false, classroom_ids: [] };

describe('canViewPage', () => {
  it('opens home only to customers with classrooms', () => {
    expect(canViewPage(teacher, 'home')).toBe(true);
    expect(canViewPage(rosterless, 'home')).toBe(false);
    expect(canViewPage(guardian, 'home')).toBe(false);
  });

  it('opens reports and manage only to admins', () => {
    expect(canViewPage(admin, 'reports')).toBe(true);
    expect(canViewPage(teacher, 'reports')).toBe(false);
    expect(canViewPage(teacher, 'manage')).toBe(false);
    expect(canViewPage(teacher, 'teacherSettings')).toBe(true);
  });

  it('keeps guardians out of staff pages', () => {
    for (const page of ['missingRoster', 'resources', 'districtReport', 'teacherSettings'] as const) {
      expect(canViewPage(guardian, page)).toBe(false);
    }
  });
});

describe('canViewGuardianPage', () => {
  it('lets a guardian see only their own page', () => {
    expect(canViewGuardianPage({ id: 9, isAdmin: false }, 9)).toBe(true);
    expect(canViewGuardianPage({ id: 9, isAdmin: false }, 10)).toBe(false);
    expect(canViewGuardianPage({ id: 1, isAdmin: true }, 10)).toBe(true);
  });
});
