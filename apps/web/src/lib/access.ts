import type { Customer } from '@dash/contracts';

/** Who a page is for (spec §2, §6): staff is everyone but guardians; teachers are staff who are not admins. */
export type Audience = 'everyone' | 'staff' | 'admins' | 'teachers';

export type Page = 'home' | 'reports' | 'missingRoster' | 'districtReport';

type AccessCustomer = Pick<Customer, 'role' | 'isAdmin' | 'classroom_ids'>;

export function isInAudience(customer: AccessCustomer, audience: Audience): boolean {
  const isStaff = customer.role !== 'guardian';
  switch (audience) {
    case 'everyone':
      return true;
    case 'staff':
      return isStaff;
    case 'admins':
      return customer.isAdmin;
    case 'teachers':
      return isStaff && !customer.isAdmin;
  }
}

/**
 * Who may open each landing page (spec §2 default landing: home with classrooms, reports for admins,
 * missingroster for a teacher without classrooms, spec §5 "noclassrooms"). Pages a customer may not open
 * send them to their default URL; the server still filters every list to what the caller may see.
 */
export function canViewPage(customer: AccessCustomer, page: Page): boolean {
  const hasClassrooms = customer.classroom_ids.length > 0;
  switch (page) {
    case 'home':
      return isInAudience(customer, 'staff') && hasClassrooms;
    case 'reports':
      return isInAudience(customer, 'admins');
    case 'missingRoster':
      return isInAudience(customer, 'teachers') && !hasClassrooms;
    case 'districtReport':
      return isInAudience(customer, 'staff');
  }
}

/** A guardian sees only their own page; admins may open any guardian page in their district. */
export function canViewGuardianPage(customer: Pick<Customer, 'id' | 'isAdmin'>, customerId: number): boolean {
  return customer.id === customerId || customer.isAdmin;
}
