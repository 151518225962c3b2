import type { Customer } from '@dash/contracts';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { displayName, useNavList, type NavListKind, type NavListRow } from '../api/get-nav-list';
import type { ReportLocation } from '../lib/report-location';
import { childHref, withQuery } from '../lib/report-url';
import './nav-pane.css';

/** Schools are offered in a drop-down above this many (spec §2). */
const SCHOOL_DROPDOWN_FROM = 11;

type NavRow = NavListRow<NavListKind>;

interface NavSection {
  titleKey: MessageKey;
  kind: NavListKind;
  params: Record<string, number | undefined>;
  href: (row: NavRow) => string;
  isCurrent: (row: NavRow) => boolean;
}

/** The children listed beside a report (spec §2 navigation pane, section titles). */
function sectionOf(location: ReportLocation, customer: Customer, search: string): NavSection | null {
  const { state, itemId, context } = location;
  const never = () => false;
  switch (state) {
    case 'district':
      return {
        titleKey: 'navPane.schools',
        kind: 'schools',
        params: {},
        href: (row) => childHref(location, 'school', row.id, {}),
        isCurrent: never,
      };
    case 'grade':
      return context.schoolId === undefined
        ? {
            titleKey: 'navPane.schools',
            kind: 'schools',
            params: {},
            href: (row) => childHref(location, 'school', row.id, { gradeId: itemId }),
            isCurrent: never,
          }
        : {
            titleKey: 'navPane.teachers',
            kind: 'teachers',
            params: { school_id: context.schoolId, grade_id: itemId },
            href: (row) => childHref(location, 'teacher', row.id, { schoolId: context.schoolId }),
            isCurrent: never,
          };
    case 'school':
      return {
        titleKey: 'navPane.teachers',
        kind: 'teachers',
        params: { school_id: itemId, grade_id: context.gradeId },
        href: (row) => childHref(location, 'teacher', row.id, { schoolId: itemId }),
        isCurrent: never,
      };
    case 'teacher':
      return {
        titleKey: customer.teacher_id === itemId ? 'navPane.myClassrooms' : 'navPane.classrooms',
        kind: 'classrooms',
        params: { teacher_id: itemId },
        href: (row) =>
          childHref(location, 'classroom', row.id, {
            teacherId: itemId,
            schoolId: 'school_id' in row ? row.school_id : context.schoolId,
          }),
        isCurrent: never,
      };
    case 'classroom':
      return {
        titleKey: 'navPane.students',
        kind: 'students',
        params: { classroom_id: itemId },
        href: (row) =>
          childHref(location, 'student', row.id, {
            teacherId: context.teacherId,
            schoolId: context.schoolId,
            classroomId: itemId,
          }),
        isCurrent: never,
      };
    case 'student':
      if (context.classroomId === undefined) return null;
      return {
        titleKey: 'navPane.students',
        kind: 'students',
        params: { classroom_id: context.classroomId },
        // Siblings: same context, same breadcrumbs as the current student.
        href: (row) => withQuery(`/district/${location.districtId}/student/${row.id}`, search, {}),
        isCurrent: (row) => row.id === itemId,
      };
    case 'guardian':
      return {
        titleKey: 'navPane.children',
        kind: 'students',
        params: {},
        href: (row) =>
          withQuery(`/district/${location.districtId}/guardian/${itemId}`, search, {
            studentId: String(row.id),
          }),
        isCurrent: (row) => row.id === context.studentId,
      };
  }
}

/** Navigation pane: the report's children with a name filter; many schools become a drop-down. */
export function NavPane({
  location,
  customer,
  currentStudentId,
}: {
  location: ReportLocation;
  customer: Customer;
  currentStudentId?: number;
}) {
  const { search } = useLocation();
  const section = sectionOf(location, customer, search);
  if (!section) return null;
  return <NavSectionList section={section} location={location} currentStudentId={currentStudentId} />;
}

function NavSectionList({
  section,
  location,
  currentStudentId,
}: {
  section: NavSection;
  location: ReportLocation;
  currentStudentId?: number;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [filter, setFilter] = useState('');
  const headingId = useId();
  const list = useNavList(location.districtId, section.kind, section.params);
  const rows = list.data ?? [];
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle ? rows.filter((row) => displayName(row).toLocaleLowerCase().includes(needle)) : rows;
  const isCurrent = (row: NavRow) =>
    section.isCurrent(row) || (location.state === 'guardian' && row.id === currentStudentId);

  return (
    <nav className="nav-pane" aria-labelledby={headingId}>
      <h2 id={headingId} className="nav-pane__title">
        {t(section.titleKey)}
        {list.isSuccess && <span className="nav-pane__count"> ({rows.length})</span>}
      </h2>
      {list.isPending && <p className="muted">{t('common.loading')}</p>}
      {list.isError && (
        <p className="form-error" role="alert">
          {t('navPane.error')}
        </p>
      )}
      {list.isSuccess && rows.length === 0 && <p className="muted">{t('navPane.empty')}</p>}
      {section.kind === 'schools' && rows.length >= SCHOOL_DROPDOWN_FROM ? (
        <select
          className="nav-pane__select"
          aria-label={t('navPane.chooseSchool')}
          defaultValue=""
          onChange={(event) => {
            const row = rows.find((entry) => String(entry.id) === event.target.value);
            if (row) void navigate(section.href(row));
          }}
        >
          <option value="" disabled>
            {t('navPane.chooseSchool')}
          </option>
          {rows.map((row) => (
            <option key={row.id} value={row.id}>
              {displayName(row)}
            </option>
          ))}
        </select>
      ) : (
        rows.length > 0 && (
          <>
            <input
              type="search"
              className="nav-pane__filter"
              aria-label={t('navPane.filter')}
              placeholder={t('navPane.filter')}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
            <ul className="nav-pane__list">
              {shown.map((row) => (
                <li key={row.id}>
                  <Link to={section.href(row)} aria-current={isCurrent(row) ? 'page' : undefined}>
                    {displayName(row)}
                  </Link>
                </li>
              ))}
            </ul>
            {shown.length === 0 && <p className="muted">{t('navPane.noMatch')}</p>}
          </>
        )
      )}
    </nav>
  );
}
