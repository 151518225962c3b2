import type { Customer } from '@dash/contracts';
import type { MessageKey } from '../../../lib/i18n';

export interface NavItem {
  id: 'children' | 'home' | 'reports' | 'resources' | 'pd' | 'manage' | 'settings';
  labelKey: MessageKey;
  to: string;
}

type NavCustomer = Pick<Customer, 'role' | 'isAdmin' | 'classroom_ids' | 'default_url'>;

/**
 * Header links by role (spec §2 Layout): Home for customers with classrooms, Reports and Manage for
 * admins, Settings for teachers, Resources and the PD link for everyone but guardians, who only get their own
 * page (spec §6: no PD links).
 */
export function navItemsFor(customer: NavCustomer): NavItem[] {
  if (customer.role === 'guardian') {
    return [{ id: 'children', labelKey: 'nav.myChildren', to: customer.default_url }];
  }
  const items: NavItem[] = [];
  if (customer.classroom_ids.length > 0) items.push({ id: 'home', labelKey: 'nav.home', to: '/home' });
  if (customer.isAdmin) items.push({ id: 'reports', labelKey: 'nav.reports', to: '/reports' });
  items.push({ id: 'resources', labelKey: 'nav.resources', to: '/dbl-resources' });
  items.push({ id: 'pd', labelKey: 'nav.professionalDevelopment', to: '/myflexpd' });
  items.push(
    customer.isAdmin
      ? { id: 'manage', labelKey: 'nav.manage', to: '/settings' }
      : { id: 'settings', labelKey: 'nav.settings', to: '/teacher-settings' },
  );
  return items;
}
