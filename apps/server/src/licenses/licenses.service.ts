/**
 * Licence reports (spec §2 License report, §3 License group, §5 seats): a district's or a school's licence
 * groups with the students they license and the seats left, and the students who logged in during each
 * licence period (spec §3 Unique user counts). Everything is counted live from the roster and student_day.
 */
import {
  SCHOOL_SUBTOTAL_ID,
  hasSeatCount,
  localDay,
  type LicenseGroup,
  type LicenseReport,
  type UniqueUserCount,
} from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import type { Db } from '../db/database.js';
import type { LicenseGroupTable } from './licenses.table.js';
import {
  groupSchoolCounts,
  groupStudentCounts,
  licenseGroupsOf,
  licensedStudentCount,
  loggedInByGroup,
  loggedInCount,
  schoolClassroomCounts,
} from './licenses.repository.js';

/** What a licence report is about: the whole district, or one school of it. */
export type LicenseScope = { districtId: number; schoolId: number | null };

const isActiveOn = (group: LicenseGroupTable, today: string) =>
  group.start_date <= today && today <= group.end_date;

function byGroup<R extends { license_group_id: number }>(rows: readonly R[]): Map<number, R[]> {
  const groups = new Map<number, R[]>();
  for (const row of rows)
    groups.set(row.license_group_id, [...(groups.get(row.license_group_id) ?? []), row]);
  return groups;
}

/** Seats of a group (spec §5): unused may go below 0; available only where seats count, never below 0. */
function seatsOf(group: LicenseGroupTable, usersLicensed: number) {
  if (group.seats === null)
    return { licensesAllottedCount: null, licensesUnusedCount: null, licensesAvailableCount: null };
  const unused = group.seats - usersLicensed;
  return {
    licensesAllottedCount: group.seats,
    licensesUnusedCount: unused,
    licensesAvailableCount: hasSeatCount(group.license_type) ? Math.max(unused, 0) : null,
  };
}

/** The licence report of a district or of one of its schools (the caller's access is checked by the route). */
export async function getLicenseReport(
  db: Db,
  actor: Actor,
  scope: LicenseScope,
  now = Date.now(),
): Promise<LicenseReport> {
  const { districtId, schoolId } = scope;
  const today = localDay(now, actor.district.timeZone);
  const groups = await licenseGroupsOf(db, districtId, schoolId);
  const ids = groups.map((g) => g.license_group_id);
  const activeIds = groups.filter((g) => isActiveOn(g, today)).map((g) => g.license_group_id);
  const [schoolRows, studentRows, summaryUsers, classroomRows] = await Promise.all([
    groupSchoolCounts(db, districtId, ids),
    groupStudentCounts(db, districtId, ids),
    licensedStudentCount(db, districtId, activeIds, schoolId),
    schoolId === null ? Promise.resolve([]) : schoolClassroomCounts(db, districtId, schoolId),
  ]);
  const schoolsOf = byGroup(schoolRows);
  const studentsOf = new Map(studentRows.map((r) => [r.license_group_id, Number(r.students)]));
  const classrooms = classroomRows.map((c) => ({
    id: c.classroom_id,
    name: c.name,
    educator: c.first_name === null ? null : `${c.first_name} ${c.last_name ?? ''}`.trim(),
    usersLicensedCount: Number(c.students),
  }));

  // Current groups first (spec §2 summary reads them), then the rest, each by start day (the query's order).
  const ordered = [...groups].sort((a, b) => Number(isActiveOn(b, today)) - Number(isActiveOn(a, today)));
  const reportGroups = ordered.map((group): LicenseGroup => {
    const schools = (schoolsOf.get(group.license_group_id) ?? []).map((s) => ({
      id: s.school_id,
      name: s.name,
      usersLicensedCount: Number(s.students),
      userMembershipsLicensedCount: Number(s.memberships),
    }));
    const usersLicensed = studentsOf.get(group.license_group_id) ?? 0;
    const sum = (key: 'usersLicensedCount' | 'userMembershipsLicensedCount') =>
      schools.reduce((total, s) => total + s[key], 0);
    const own = schoolId === null ? null : (schools.find((s) => s.id === schoolId) ?? null);
    return {
      id: group.license_group_id,
      description: group.description,
      licenseType: group.license_type,
      start_date: group.start_date,
      end_date: group.end_date,
      is_active: isActiveOn(group, today),
      ...seatsOf(group, usersLicensed),
      usersLicensedCount: usersLicensed,
      schoolUsersLicensedCount: own?.usersLicensedCount ?? null,
      schoolUserMembershipsLicensedCount: own?.userMembershipsLicensedCount ?? null,
      otherSchoolStudentCount: own === null ? null : usersLicensed - own.usersLicensedCount,
      duplicateStudentsAcrossClassrooms: sum('userMembershipsLicensedCount') - sum('usersLicensedCount'),
      duplicateStudentsAcrossSchools: sum('usersLicensedCount') - usersLicensed,
      schools: schoolId === null ? schools : schools.filter((s) => s.id === schoolId),
      classrooms: schoolId === null ? [] : classrooms,
    };
  });

  const counted = reportGroups.filter((g) => g.is_active && g.licensesAvailableCount !== null);
  return {
    data: {
      summary: {
        seatsAllottedCount: counted.reduce((total, g) => total + (g.licensesAllottedCount ?? 0), 0),
        seatsAvailableCount: counted.reduce((total, g) => total + (g.licensesAvailableCount ?? 0), 0),
        usersLicensedCount: summaryUsers,
      },
      groups: reportGroups,
    },
  };
}

/**
 * Students who logged in (played on a day) during each licence period: per group over all its schools, the total
 * over the active groups and, for a school, its own subtotal under -1 (spec §3 Unique user counts).
 */
export async function getUniqueUserCount(
  db: Db,
  actor: Actor,
  scope: LicenseScope,
  now = Date.now(),
): Promise<UniqueUserCount> {
  const { districtId, schoolId } = scope;
  const today = localDay(now, actor.district.timeZone);
  const groups = await licenseGroupsOf(db, districtId, schoolId);
  const ids = groups.map((g) => g.license_group_id);
  const activeIds = groups.filter((g) => isActiveOn(g, today)).map((g) => g.license_group_id);
  const [perGroup, totalCount, schoolCount] = await Promise.all([
    loggedInByGroup(db, districtId, ids),
    loggedInCount(db, districtId, activeIds, null),
    schoolId === null ? Promise.resolve(null) : loggedInCount(db, districtId, activeIds, schoolId),
  ]);
  const subGroups: Record<string, number> = Object.fromEntries(ids.map((id) => [String(id), 0]));
  for (const row of perGroup) subGroups[String(row.license_group_id)] = Number(row.students);
  if (schoolCount !== null) subGroups[String(SCHOOL_SUBTOTAL_ID)] = schoolCount;
  return { data: { totalCount, subGroups } };
}
