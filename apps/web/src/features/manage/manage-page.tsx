import type { Customer } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RequirePage } from '../../app/routes/require-page';
import { PageHeading } from '../../components/ui/page-heading';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/query-state';
import { isInAudience } from '../../lib/access';
import { useCustomer } from '../../lib/customer';
import { useI18n } from '../../lib/i18n';
import { getNavListQueryOptions } from '../../lib/navigation-list';
import { BannerScheduleSection } from './banners/banner-schedule-section';
import { BulkUploadPanel } from './bulk-upload/bulk-upload-panel';
import {
  isManageSection,
  SCHOOL_SECTIONS,
  SECTION_LABELS,
  sectionsFor,
  type ManageSection,
} from './manage-sections';
import { ClassroomsSection, TeachersSection } from './school-sections';
import { DistrictSettingsSection, SchoolSettingsSection } from './settings-forms';
import { UnassignedSection } from './unassigned-section';
import './manage.css';

/**
 * Manage (/settings, spec §2, §6: administrators only): pick a school, then its teachers (teacher_list,
 * teacher_profile), classrooms (each with its management panel) or settings; the district's settings and bulk
 * upload for district admins; students and teachers in no classroom. Where the page is lives in the query
 * (section, schoolId, teacherId, classroomId), so a link or the back button returns to it.
 */
export function ManagePage() {
  const customer = useCustomer();
  const { t } = useI18n();
  return (
    <RequirePage isAllowed={isInAudience(customer, 'admins')}>
      <PageHeading title={t('nav.manage')} lead={t('manage.lead')} />
      <ManageWorkspace customer={customer} />
    </RequirePage>
  );
}

function ManageWorkspace({ customer }: { customer: Customer }) {
  const { t } = useI18n();
  const schoolPickerId = useId();
  const [search, setSearch] = useSearchParams();
  const idOf = (key: string) => (search.get(key) ? Number(search.get(key)) : null);
  const schools = useQuery(getNavListQueryOptions(customer.district_id, 'schools'));
  // A link to a classroom alone (the report's edit cog) opens it in its own school.
  const linkedClassroomId = search.get('schoolId') ? null : idOf('classroomId');
  const linkedClassroom = useQuery({
    ...getNavListQueryOptions(customer.district_id, 'classrooms', { classroom_id: linkedClassroomId ?? 0 }),
    enabled: linkedClassroomId !== null,
  });
  const sections = sectionsFor(customer);
  const asked = search.get('section');
  const section: ManageSection =
    isManageSection(asked) && sections.includes(asked)
      ? asked
      : linkedClassroomId !== null
        ? 'classrooms'
        : 'teachers';
  if (schools.isPending || (linkedClassroomId !== null && linkedClassroom.isPending)) return <LoadingState />;
  if (schools.isError) return <ErrorState onRetry={() => void schools.refetch()} />;

  const askedSchool = idOf('schoolId') ?? linkedClassroom.data?.[0]?.school_id;
  const school = schools.data.find((s) => s.id === askedSchool) ?? schools.data[0];
  const go = (next: Record<string, string | number | undefined>) => {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries({ section, schoolId: school?.id, ...next }))
      if (value !== undefined) params[key] = String(value);
    setSearch(params);
  };

  return (
    <div className="manage">
      <nav className="manage__nav" aria-label={t('manage.sections')}>
        {SCHOOL_SECTIONS.includes(section) && school && (
          <div className="field">
            <label className="field__label" htmlFor={schoolPickerId}>
              {t('manage.school.pick')}
            </label>
            <select
              id={schoolPickerId}
              className="field__input"
              value={school.id}
              onChange={(event) => go({ schoolId: Number(event.target.value) })}
            >
              {schools.data.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <ul className="manage__sections">
          {sections.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="manage__section-button"
                aria-current={name === section ? 'page' : undefined}
                onClick={() => go({ section: name })}
              >
                {t(SECTION_LABELS[name])}
              </button>
            </li>
          ))}
          {customer.is_district_admin && (
            <li>
              <Link className="manage__section-button" to="/api-key">
                {t('apiKey.title')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <div className="manage__main">
        <h2 className="manage__title">
          {t(SECTION_LABELS[section])}
          {SCHOOL_SECTIONS.includes(section) && school ? ` · ${school.name}` : ''}
        </h2>
        {SCHOOL_SECTIONS.includes(section) && !school ? (
          <EmptyState message={t('manage.school.none')} />
        ) : (
          <Section section={section} customer={customer} schoolId={school?.id ?? 0} idOf={idOf} go={go} />
        )}
      </div>
    </div>
  );
}

function Section({
  section,
  customer,
  schoolId,
  idOf,
  go,
}: {
  section: ManageSection;
  customer: Customer;
  schoolId: number;
  idOf: (key: string) => number | null;
  go: (next: Record<string, string | number | undefined>) => void;
}) {
  const districtId = customer.district_id;
  switch (section) {
    case 'teachers':
      return (
        <TeachersSection
          key={schoolId}
          schoolId={schoolId}
          districtId={districtId}
          selectedId={idOf('teacherId')}
          onSelect={(teacherId) => go({ teacherId })}
        />
      );
    case 'classrooms':
      return (
        <ClassroomsSection
          key={schoolId}
          schoolId={schoolId}
          districtId={districtId}
          selectedId={idOf('classroomId')}
          onSelect={(classroomId) => go({ classroomId })}
        />
      );
    case 'school':
      return <SchoolSettingsSection key={schoolId} schoolId={schoolId} />;
    case 'district':
      return <DistrictSettingsSection districtId={districtId} />;
    case 'unassigned':
      return <UnassignedSection />;
    case 'bulk':
      return <BulkUploadPanel districtId={districtId} />;
    case 'banners':
      return <BannerScheduleSection districtId={districtId} />;
  }
}
