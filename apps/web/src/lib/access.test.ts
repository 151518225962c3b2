import { describe, expect, it } from 'vitest';
import { canViewGuardianPage, canViewPage, isInAudience, type Audience, type Page } from './access';

const customers = {
  teacher: { role: 'teacher' as const, isAdmin: false, classroom_ids: [1, 2] },
  rosterless: { role: 'teacher' as const, isAdmin: false, classroom_ids: [] },
  districtAdmin: { role: 'districtAdmin' as const, isAdmin: true, classroom_ids: [] },
  teachingAdmin: { role: 'schoolAdmin' as const, isAdmin: true, classroom_ids: [3] },
  guardian: { role: 'guardian' as const, isAdmin: false, classroom_ids: [] },
};
type Who = keyof typeof customers;

/** The customers a check lets through, in the order of `customers`. */
const whoPasses = (check: (customer: (typeof customers)[Who]) => boolean) =>
  Object.entries(customers)
    .filter(([, customer]) => check(customer))
    .map(([who]) => who);

/** Who may open each page (spec §2 default landing, spec §5 noclassrooms); nobody else may. */
const PAGE_AUDIENCES: Record<Page, Who[]> = {
  home: ['teacher', 'teachingAdmin'],
  reports: ['districtAdmin', 'teachingAdmin'],
  missingRoster: ['rosterless'],
  districtReport: ['teacher', 'rosterless', 'districtAdmin', 'teachingAdmin'],
};

/** Who is in each audience: staff is everyone but guardians; teachers are staff who are not admins. */
const AUDIENCES: Record<Audience, Who[]> = {
  everyone: ['teacher', 'rosterless', 'districtAdmin', 'teachingAdmin', 'guardian'],
  staff: ['teacher', 'rosterless', 'districtAdmin', 'teachingAdmin'],
  admins: ['districtAdmin', 'teachingAdmin'],
  teachers: ['teacher', 'rosterless'],
};

describe('canViewPage', () => {
  it.each(Object.entries(PAGE_AUDIENCES) as [Page, Who[]][])('opens %s only to %j', (page, audience) => {
    expect(whoPasses((customer) => canViewPage(customer, page))).toEqual(audience);
  });
});

describe('isInAudience', () => {
  it.each(Object.entries(AUDIENCES) as [Audience, Who[]][])('counts in %s only %j', (audience, members) => {
    expect(whoPasses((customer) => isInAudience(customer, audience))).toEqual(members);
  });
});

describe('canViewGuardianPage', () => {
  it('lets a guardian see only their own page', () => {
    expect(canViewGuardianPage({ id: 9, isAdmin: false }, 9)).toBe(true);
    expect(canViewGuardianPage({ id: 9, isAdmin: false }, 10)).toBe(false);
    expect(canViewGuardianPage({ id: 1, isAdmin: true }, 10)).toBe(true);
  });
});
