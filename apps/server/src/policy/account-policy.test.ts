import { DISTRICT_OPTION_DEFAULTS, FEATURE_FLAG_DEFAULTS } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../accounts/actor.js';
import {
  canChooseSchoolAdminMode,
  canManageApiKey,
  canUseManagePage,
  settingsEditBlockReason,
} from './account-policy.js';

function actor(overrides: Partial<Actor> = {}): Actor {
  return {
    customerId: 1,
    districtId: 7,
    sessionId: 's',
    kind: 'school_admin',
    role: 'schoolAdmin',
    username: 'u',
    firstName: 'A',
    lastName: 'B',
    emailAddress: null,
    schoolAdminMode: 1,
    teacherId: null,
    schoolIds: [10, 11],
    classroomIds: [],
    studentIds: [],
    tags: new Set(),
    preferences: { hide_ftue: false },
    editLocked: false,
    assignFocusEnabled: false,
    growthAsPercentage: false,
    chatEnabled: false,
    isConsumerGuardian: false,
    trialDaysRemaining: null,
    provisionUid: 'customer-1',
    valid: true,
    district: {
      id: 7,
      name: 'D',
      timeZone: 'UTC',
      country: 'US',
      academicStandard: 'ccss',
      provisionUid: 'district-7',
      options: { ...DISTRICT_OPTION_DEFAULTS },
      featureFlags: { ...FEATURE_FLAG_DEFAULTS },
      activeAssessments: [],
    },
    ...overrides,
  };
}

describe('settings saves (spec §5 provision ids and edit_locked; §6 settings_update)', () => {
  it('are blocked for an edit-locked account, with settings updates off, or for an object without a provision id', () => {
    const object = { provision_uid: 'teacher-5' };
    expect(settingsEditBlockReason(actor(), object)).toBeNull();
    expect(settingsEditBlockReason(actor({ editLocked: true }), object)).toBe('edit_locked');
    const off = actor();
    off.district.featureFlags.settings_update = false;
    expect(settingsEditBlockReason(off, object)).toBe('settings_update_off');
    expect(settingsEditBlockReason(actor(), { provision_uid: null })).toBe('no_provision');
    expect(settingsEditBlockReason(actor({ provisionUid: null }), object)).toBe('no_provision');
  });
});

describe('Manage, the API key and the school-admin mode (spec §2, §4, §6)', () => {
  it('opens Manage to administrators only and the API key to district admins only', () => {
    expect(canUseManagePage(actor())).toBe(true);
    expect(canUseManagePage(actor({ kind: 'district_admin', role: 'districtAdmin' }))).toBe(true);
    expect(canUseManagePage(actor({ kind: 'teacher', role: 'teacher' }))).toBe(false);
    expect(canUseManagePage(actor({ kind: 'guardian', role: 'guardian' }))).toBe(false);
    expect(canManageApiKey(actor({ kind: 'district_admin', role: 'districtAdmin' }))).toBe(true);
    expect(canManageApiKey(actor())).toBe(false);
    expect(canManageApiKey(actor({ kind: 'teacher', role: 'teacher' }))).toBe(false);
  });

  it('lets a school admin choose one of their schools, and the classrooms mode only when they teach', () => {
    expect(canChooseSchoolAdminMode(actor(), 1, 11)).toBe(true);
    expect(canChooseSchoolAdminMode(actor(), 1, null)).toBe(true);
    expect(canChooseSchoolAdminMode(actor(), 1, 12)).toBe(false);
    expect(canChooseSchoolAdminMode(actor(), 2, 10)).toBe(false);
    expect(canChooseSchoolAdminMode(actor({ teacherId: 50 }), 2, 10)).toBe(true);
    expect(canChooseSchoolAdminMode(actor({ kind: 'teacher', role: 'teacher' }), 1, null)).toBe(false);
    expect(canChooseSchoolAdminMode(actor({ kind: 'district_admin', role: 'districtAdmin' }), 1, null)).toBe(
      false,
    );
  });
});
