import { isLowLicenseActivity, type LicenseGroup } from '@dash/contracts';
import { useId, useState } from 'react';
import { useI18n, type MessageKey } from '../../../../lib/i18n';
import { FactList, type Fact } from './fact-list';

const TYPE_KEYS: Record<string, MessageKey> = {
  SEAT: 'licenses.type.seat',
  SITE: 'licenses.type.site',
  none: 'licenses.type.none',
};

interface LicenseGroupItemProps {
  group: LicenseGroup;
  /** Students who logged in during its period; null when hidden or not loaded (spec §6, §8). */
  loggedIn: number | null;
  /** A school's details list its classrooms with their educator (spec §6); a district's, its schools. */
  isSchool: boolean;
}

/**
 * One licence group, collapsed at first (spec §2): its name, type, period, licensed students and logins; opened,
 * its seats and duplicates and the schools (district) or classrooms with their educator (school) it licenses.
 */
export function LicenseGroupItem({ group, loggedIn, isSchool }: LicenseGroupItemProps) {
  const { t, formatDateTime, formatNumber } = useI18n();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const day = (date: string) =>
    formatDateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const count = (value: number | null) => (value === null ? '–' : formatNumber(value));
  const isLow = group.is_active && loggedIn !== null && isLowLicenseActivity(loggedIn, group);
  const licensed = group.licensesAllottedCount ?? group.usersLicensedCount;

  const facts: Fact[] = [
    [t('licenses.fact.type'), t(TYPE_KEYS[group.licenseType ?? 'none']!)],
    [
      t('licenses.fact.period'),
      t('licenses.period', { from: day(group.start_date), to: day(group.end_date) }),
    ],
    [t('licenses.fact.seats'), count(group.licensesAllottedCount)],
    [t('licenses.fact.available'), count(group.licensesAvailableCount)],
    [t('licenses.fact.unused'), count(group.licensesUnusedCount)],
    [t('licenses.fact.students'), formatNumber(group.usersLicensedCount)],
    ...(isSchool
      ? ([
          [t('licenses.fact.schoolStudents'), count(group.schoolUsersLicensedCount)],
          [t('licenses.fact.otherSchools'), count(group.otherSchoolStudentCount)],
        ] as Fact[])
      : []),
    [t('licenses.fact.duplicateClassrooms'), formatNumber(group.duplicateStudentsAcrossClassrooms)],
    [t('licenses.fact.duplicateSchools'), formatNumber(group.duplicateStudentsAcrossSchools)],
  ];

  return (
    <li className={`license-group${isLow ? ' license-group--low' : ''}`} data-license-group-id={group.id}>
      <h3 className="license-group__heading">
        <button
          type="button"
          className="license-group__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span className="license-group__chevron" aria-hidden="true">
            {isOpen ? '▾' : '▸'}
          </span>
          <span className="license-group__name">{group.description}</span>
        </button>
      </h3>
      <p className="license-group__line">
        <span className="license-badge">{t(TYPE_KEYS[group.licenseType ?? 'none']!)}</span>
        {!group.is_active && (
          <span className="license-badge license-badge--off">{t('licenses.inactive')}</span>
        )}
        {isLow && <span className="license-badge license-badge--low">{t('licenses.lowBadge')}</span>}
        <span>
          {group.licensesAllottedCount === null
            ? t('licenses.students', { count: group.usersLicensedCount })
            : t('licenses.studentsOfSeats', {
                count: group.usersLicensedCount,
                seats: formatNumber(group.licensesAllottedCount),
              })}
        </span>
        {loggedIn !== null && (
          <span>
            {t('licenses.loggedInOf', {
              count: loggedIn,
              percent: licensed > 0 ? formatNumber(Math.round((100 * loggedIn) / licensed)) : '–',
            })}
          </span>
        )}
      </p>
      <div id={panelId} hidden={!isOpen} className="license-group__panel">
        <FactList className="license-group__facts" facts={facts} />
        {isSchool ? <ClassroomTable group={group} /> : <SchoolTable group={group} />}
      </div>
    </li>
  );
}

/** A district's details: each school the group covers with its licensed students and their enrollments. */
function SchoolTable({ group }: { group: LicenseGroup }) {
  const { t, formatNumber } = useI18n();
  return (
    <div
      className="table-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('licenses.schoolsOf', { name: group.description })}
    >
      <table className="report-table license-table">
        <caption className="visually-hidden">{t('licenses.schoolsOf', { name: group.description })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('licenses.column.school')}</th>
            <th scope="col" className="numeric">
              {t('licenses.column.students')}
            </th>
            <th scope="col" className="numeric">
              {t('licenses.column.enrollments')}
            </th>
          </tr>
        </thead>
        <tbody>
          {group.schools.map((school) => (
            <tr key={school.id}>
              <th scope="row">{school.name}</th>
              <td className="numeric">{formatNumber(school.usersLicensedCount)}</td>
              <td className="numeric">{formatNumber(school.userMembershipsLicensedCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A school's details: its classrooms, each with its educator (spec §6) and students. */
function ClassroomTable({ group }: { group: LicenseGroup }) {
  const { t, formatNumber } = useI18n();
  return (
    <div
      className="table-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('licenses.classroomsOf', { name: group.description })}
    >
      <table className="report-table license-table">
        <caption className="visually-hidden">
          {t('licenses.classroomsOf', { name: group.description })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('licenses.column.classroom')}</th>
            <th scope="col">{t('licenses.column.educator')}</th>
            <th scope="col" className="numeric">
              {t('licenses.column.students')}
            </th>
          </tr>
        </thead>
        <tbody>
          {group.classrooms.map((classroom) => (
            <tr key={classroom.id}>
              <th scope="row">{classroom.name}</th>
              <td>{classroom.educator ?? '–'}</td>
              <td className="numeric">{formatNumber(classroom.usersLicensedCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
