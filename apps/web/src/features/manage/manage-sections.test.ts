import { describe, expect, it } from 'vitest';
import { sectionsFor } from './manage-sections';

describe('Manage sections by role (spec §6)', () => {
  it('gives the district admin the district’s settings, bulk upload and banners; other admins the school ones', () => {
    expect(sectionsFor({ is_district_admin: true })).toEqual([
      'teachers',
      'classrooms',
      'school',
      'district',
      'unassigned',
      'bulk',
      'banners',
    ]);
    expect(sectionsFor({ is_district_admin: false })).toEqual([
      'teachers',
      'classrooms',
      'school',
      'unassigned',
    ]);
  });
});
