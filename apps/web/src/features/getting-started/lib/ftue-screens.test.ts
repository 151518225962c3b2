import type { Customer } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import enUs from '../../../i18n/locales/en-us.json';
import { FTUE_SCREENS, ftueScreensFor } from './ftue-screens';

type TourCustomer = Pick<Customer, 'role' | 'isAdmin' | 'policy'>;
const customer = (role: Customer['role'], hasMessaging = true): TourCustomer => ({
  role,
  isAdmin: role === 'districtAdmin' || role === 'schoolAdmin',
  policy: { classroom: { show: role !== 'guardian', messages: hasMessaging } },
});
const idsFor = (c: TourCustomer) => ftueScreensFor(c).map((screen) => screen.id);

describe('the tour’s screens by role (spec §6 FTUE roles)', () => {
  it('gives a teacher all five, in order', () => {
    expect(idsFor(customer('teacher'))).toEqual([
      'hierarchy',
      'welcomeHome',
      'assign',
      'loginCards',
      'messaging',
    ]);
  });

  it('takes Welcome Home and one other screen from administrators: three screens', () => {
    for (const role of ['districtAdmin', 'schoolAdmin'] as const) {
      expect(idsFor(customer(role)), role).toEqual(['hierarchy', 'assign', 'loginCards']);
      expect(idsFor(customer(role, false)), role).toHaveLength(3);
    }
  });

  it('leaves the messaging screen out when chat is off for the account or district', () => {
    expect(idsFor(customer('teacher', false))).toEqual(['hierarchy', 'welcomeHome', 'assign', 'loginCards']);
    expect(idsFor({ role: 'teacher', isAdmin: false, policy: {} })).not.toContain('messaging');
  });

  it('never gives guardians a tour', () => {
    expect(idsFor(customer('guardian'))).toEqual([]);
  });

  it('has words for every screen in the catalogue', () => {
    const catalogue = enUs as Record<string, string>;
    for (const screen of FTUE_SCREENS) {
      for (const key of [screen.titleKey, screen.bodyKey, ...screen.pointKeys])
        expect(catalogue[key]?.length ?? 0, key).toBeGreaterThan(10);
    }
  });
});
