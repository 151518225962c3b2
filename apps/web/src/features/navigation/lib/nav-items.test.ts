import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items';

const ids = (customer: Parameters<typeof navItemsFor>[0]) => navItemsFor(customer).map((item) => item.id);

describe('navItemsFor', () => {
  it('gives a teacher with classrooms Home, Resources, the PD link and teacher Settings', () => {
    const items = navItemsFor({ role: 'teacher', isAdmin: false, classroom_ids: [1], default_url: '/home' });
    expect(items.map((item) => item.id)).toEqual(['home', 'resources', 'pd', 'settings']);
    expect(items.find((item) => item.id === 'pd')?.to).toBe('/myflexpd');
    expect(items.find((item) => item.id === 'settings')?.to).toBe('/teacher-settings');
  });

  it('gives an admin without classrooms Reports, Resources and Manage', () => {
    expect(ids({ role: 'districtAdmin', isAdmin: true, classroom_ids: [], default_url: '/reports' })).toEqual(
      ['reports', 'resources', 'pd', 'manage'],
    );
  });

  it('gives a school admin who teaches both Home and Reports', () => {
    expect(ids({ role: 'schoolAdmin', isAdmin: true, classroom_ids: [4], default_url: '/home' })).toEqual([
      'home',
      'reports',
      'resources',
      'pd',
      'manage',
    ]);
  });

  it('gives a guardian only their own page', () => {
    const items = navItemsFor({
      role: 'guardian',
      isAdmin: false,
      classroom_ids: [],
      default_url: '/district/1/guardian/9',
    });
    expect(items).toEqual([{ id: 'children', labelKey: 'nav.myChildren', to: '/district/1/guardian/9' }]);
  });
});
