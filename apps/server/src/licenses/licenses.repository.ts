/**
 * The only SQL of licence reports: licence groups and who they license, counted live from the roster
 * (schools → classrooms → enrollments), and who logged in during a licence period, from student_day (the
 * per-student day ingest keeps: a row exists only for a day the student played).
 */
import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../db/database.js';
import type { LicenseGroupTable } from './licenses.table.js';
import { sameTenant } from '../db/tenant-join.js';

/** The district's licence groups; for a school, only those covering it, by start day. */
export function licenseGroupsOf(db: Db, districtId: number, schoolId: number | null) {
  let query = db
    .selectFrom('license_groups as lg')
    .selectAll('lg')
    .where('lg.district_id', '=', districtId)
    .orderBy('lg.start_date')
    .orderBy('lg.license_group_id');
  if (schoolId !== null)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('license_group_schools as lgs')
          .select('lgs.school_id')
          .whereRef('lgs.district_id', '=', 'lg.district_id')
          .whereRef('lgs.license_group_id', '=', 'lg.license_group_id')
          .where('lgs.school_id', '=', schoolId),
      ),
    );
  return query.execute();
}

/** Per group and covered school: the school's name, its distinct licensed students and their enrollments. */
export function groupSchoolCounts(db: Db, districtId: number, groupIds: readonly number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('license_group_schools as lgs')
    .innerJoin('schools as s', sameTenant('s.school_id', 'lgs.school_id'))
    .leftJoin('classrooms as c', sameTenant('c.school_id', 'lgs.school_id'))
    .leftJoin('enrollments as e', sameTenant('e.classroom_id', 'c.classroom_id'))
    .select((eb) => [
      'lgs.license_group_id',
      'lgs.school_id',
      's.name',
      eb.fn.count<number>('e.student_id').distinct().as('students'),
      eb.fn.count<number>('e.student_id').as('memberships'),
    ])
    .where('lgs.district_id', '=', districtId)
    .where('lgs.license_group_id', 'in', groupIds)
    .groupBy(['lgs.license_group_id', 'lgs.school_id', 's.name'])
    .orderBy('s.name')
    .execute();
}

/** The enrollments of the students the groups license (one row per group, school and student). */
function licensedEnrollments(db: Db, districtId: number, groupIds: readonly number[]) {
  return db
    .selectFrom('license_group_schools as lgs')
    .innerJoin('classrooms as c', sameTenant('c.school_id', 'lgs.school_id'))
    .innerJoin('enrollments as e', sameTenant('e.classroom_id', 'c.classroom_id'))
    .where('lgs.district_id', '=', districtId)
    .where('lgs.license_group_id', 'in', groupIds);
}

/** Per group: distinct students it licenses across all its schools. */
export function groupStudentCounts(db: Db, districtId: number, groupIds: readonly number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return licensedEnrollments(db, districtId, groupIds)
    .select((eb) => ['lgs.license_group_id', eb.fn.count<number>('e.student_id').distinct().as('students')])
    .groupBy('lgs.license_group_id')
    .execute();
}

/** Distinct students licensed by any of the groups (only those of `schoolId` when given). */
export async function licensedStudentCount(
  db: Db,
  districtId: number,
  groupIds: readonly number[],
  schoolId: number | null,
): Promise<number> {
  if (groupIds.length === 0) return 0;
  let query = licensedEnrollments(db, districtId, groupIds).select((eb) =>
    eb.fn.count<number>('e.student_id').distinct().as('students'),
  );
  if (schoolId !== null) query = query.where('lgs.school_id', '=', schoolId);
  const row = await query.executeTakeFirst();
  return Number(row?.students ?? 0);
}

/** A school's classrooms with their teacher and how many students each enrolls. */
export function schoolClassroomCounts(db: Db, districtId: number, schoolId: number) {
  return db
    .selectFrom('classrooms as c')
    .leftJoin('teachers as t', sameTenant('t.teacher_id', 'c.teacher_id'))
    .leftJoin('enrollments as e', sameTenant('e.classroom_id', 'c.classroom_id'))
    .select((eb) => [
      'c.classroom_id',
      'c.name',
      't.first_name',
      't.last_name',
      eb.fn.count<number>('e.student_id').as('students'),
    ])
    .where('c.district_id', '=', districtId)
    .where('c.school_id', '=', schoolId)
    .groupBy(['c.classroom_id', 'c.name', 't.first_name', 't.last_name'])
    .orderBy('c.name')
    .execute();
}

/** Licensed enrollments joined to the days their students played within each group's licence period. */
function loggedInDays(db: Db, districtId: number, groupIds: readonly number[]) {
  return licensedEnrollments(db, districtId, groupIds)
    .innerJoin('license_groups as lg', (join) =>
      join
        .onRef('lg.district_id', '=', 'lgs.district_id')
        .onRef('lg.license_group_id', '=', 'lgs.license_group_id'),
    )
    .innerJoin('student_day as sd', sameTenant('sd.student_id', 'e.student_id'))
    .where(sql<boolean>`sd.local_date BETWEEN lg.start_date AND lg.end_date`);
}

/** Per group: distinct licensed students who played on a day of its licence period. */
export function loggedInByGroup(db: Db, districtId: number, groupIds: readonly number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return loggedInDays(db, districtId, groupIds)
    .select((eb) => ['lgs.license_group_id', eb.fn.count<number>('e.student_id').distinct().as('students')])
    .groupBy('lgs.license_group_id')
    .execute();
}

/** Distinct licensed students who played during any of the groups' periods (only `schoolId`'s when given). */
export async function loggedInCount(
  db: Db,
  districtId: number,
  groupIds: readonly number[],
  schoolId: number | null,
): Promise<number> {
  if (groupIds.length === 0) return 0;
  let query = loggedInDays(db, districtId, groupIds).select((eb) =>
    eb.fn.count<number>('e.student_id').distinct().as('students'),
  );
  if (schoolId !== null) query = query.where('lgs.school_id', '=', schoolId);
  const row = await query.executeTakeFirst();
  return Number(row?.students ?? 0);
}

/** Writes licence groups with the schools each covers (the demo district's, tests'). */
export async function insertLicenseGroups(
  db: DbOrTrx,
  groups: readonly (LicenseGroupTable & { school_ids: readonly number[] })[],
) {
  if (groups.length === 0) return;
  await db
    .insertInto('license_groups')
    .values(groups.map(({ school_ids: _schools, ...group }) => group))
    .execute();
  const covered = groups.flatMap((g) =>
    g.school_ids.map((schoolId) => ({
      district_id: g.district_id,
      license_group_id: g.license_group_id,
      school_id: schoolId,
    })),
  );
  if (covered.length > 0) await db.insertInto('license_group_schools').values(covered).execute();
}
