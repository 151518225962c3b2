import type { Customer } from '@dash/contracts';

export type Page =
  'home' | 'reports' | 'missingRoster' | 'resources' | 'manage' | 'teacherSettings' | 'districtReport';

type AccessCustomer = Pick<Customer, 'role' | 'isAdmin' | 'classroom_ids'>;

/**
 * Who may open each landing page (spec §2, §6). Pages a customer may not open send them to their
 * default URL; the server still filters every list to what the caller may see.
 */
export function canViewPage(customer: AccessCustomer, page: Page): boolean {
  const isGuardian = customer.role === 'guardian';
  switch (page) {
    case 'home':
      return !isGuardian && customer.classroom_ids.length > 0;
    case 'reports':
    case 'manage':
      return customer.isAdmin;
    case 'teacherSettings':
      return !isGuardian && !customer.isAdmin;
    case 'missingRoster':
    case 'resources':
    case 'districtReport':
      return !isGuardian;
  }
}

/** A guardian sees only their own page; admins may open any guardian page in their district. */
export function canViewGuardianPage(customer: Pick<Customer, 'id' | 'isAdmin'>, customerId: number): boolean {
  return customer.id === customerId || customer.isAdmin;
}
