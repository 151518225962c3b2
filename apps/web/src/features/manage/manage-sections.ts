/** The sections of the Manage page (spec §2 Manage) and who sees each (spec §6). */
import type { Customer } from '@dash/contracts';
import type { MessageKey } from '../../lib/i18n';

export const MANAGE_SECTIONS = [
  'teachers',
  'classrooms',
  'school',
  'district',
  'unassigned',
  'bulk',
  'banners',
] as const;
export type ManageSection = (typeof MANAGE_SECTIONS)[number];

export const SECTION_LABELS: Record<ManageSection, MessageKey> = {
  teachers: 'manage.section.teachers',
  classrooms: 'manage.section.classrooms',
  school: 'manage.section.school',
  district: 'manage.section.district',
  unassigned: 'manage.section.unassigned',
  bulk: 'manage.section.bulk',
  banners: 'manage.section.banners',
};

const DISTRICT_ADMIN_SECTIONS: readonly ManageSection[] = ['district', 'bulk', 'banners'];

/** District settings, bulk upload and banners are the district admin's; the rest every admin's. */
export function sectionsFor(customer: Pick<Customer, 'is_district_admin'>): ManageSection[] {
  return MANAGE_SECTIONS.filter(
    (section) => customer.is_district_admin || !DISTRICT_ADMIN_SECTIONS.includes(section),
  );
}

/** Sections about one school, shown under the school picker. */
export const SCHOOL_SECTIONS: readonly ManageSection[] = ['teachers', 'classrooms', 'school'];

export const isManageSection = (value: string | null): value is ManageSection =>
  (MANAGE_SECTIONS as readonly string[]).includes(value ?? '');
