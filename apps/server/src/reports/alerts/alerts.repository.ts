/**
 * The only SQL of the alerts reports: students' active learning alerts as ingest keeps them
 * (learning/student-alerts.ts), and students' session time over the days the usage alert weighs.
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import { sameTenant } from '../../db/tenant-join.js';
import { placeOf } from '../../db/write-counts.js';
import { cachedRowCopies, cachedRows } from '../shared/report-cache.js';
import type { StudentAlertTable } from '../../learning/learning.table.js';
import { date } from '../lists/member-sql.js';

/** One active alert of one student, with the student's name. */
export type AlertRow = Omit<StudentAlertTable, 'district_id' | 'alert_key'> & {
  first_name: string;
  last_name: string;
};

/** Whose alerts: the students enrolled in a classroom, or one student. */
export type AlertOwners = { classroomId: number } | { studentId: number };

/**
 * Every active alert of the owners' students (all of them: the callers choose the period), by student name, then
 * the earliest raised. Reused like report rows (shared/report-cache.ts).
 */
export async function findActiveAlerts(
  db: DbOrTrx,
  districtId: number,
  owners: AlertOwners,
): Promise<AlertRow[]> {
  let query = db
    .selectFrom('student_alerts as a')
    .innerJoin('students as st', sameTenant('st.student_id', 'a.student_id'))
    .select([
      'a.student_id',
      'st.first_name',
      'st.last_name',
      'a.alert_type',
      'a.category',
      'a.learning_kind',
      'a.ordinal',
      'a.lesson_group_id',
      'a.standard_id',
      'a.raised_at',
      'a.raised_date',
    ])
    .where('a.district_id', '=', districtId);
  query =
    'classroomId' in owners
      ? query
          .innerJoin('enrollments as e', sameTenant('e.student_id', 'a.student_id'))
          .where('e.classroom_id', '=', owners.classroomId)
      : query.where('a.student_id', '=', owners.studentId);
  const ordered = query
    .orderBy('st.first_name')
    .orderBy('st.last_name')
    .orderBy('a.student_id')
    .orderBy('a.raised_at')
    .orderBy('a.alert_key');
  return cachedRowCopies(
    db,
    districtId,
    `alerts ${JSON.stringify(owners)}`,
    () => ordered.compile(),
    placeOf(owners),
  );
}

/** One of the owners' students with their session time over some days (0 when they did not play). */
export interface SessionTimeRow {
  student_id: number;
  first_name: string;
  last_name: string;
  session_ms: number;
}

/**
 * Every one of the owners' students (those enrolled in the classroom, or the one student) with their session time
 * over `from`..`to`, by student name. Reused like report rows (shared/report-cache.ts).
 */
export async function findSessionTimes(
  db: DbOrTrx,
  districtId: number,
  owners: AlertOwners,
  days: { from: string; to: string },
): Promise<SessionTimeRow[]> {
  const owned =
    'classroomId' in owners
      ? sql`st.student_id in (select e.student_id from enrollments e
          where e.district_id = ${districtId} and e.classroom_id = ${owners.classroomId})`
      : sql`st.student_id = ${owners.studentId}`;
  const query = sql<SessionTimeRow>`
    select st.student_id, st.first_name, st.last_name, cast(coalesce(sum(d.session_ms), 0) as bigint) as session_ms
    from students st
    left join student_day d on d.district_id = st.district_id and d.student_id = st.student_id
      and d.local_date between ${date(days.from)} and ${date(days.to)}
    where st.district_id = ${districtId} and ${owned}
    group by st.student_id, st.first_name, st.last_name
    order by st.first_name, st.last_name, st.student_id`;
  const rows = await cachedRows(
    db,
    districtId,
    `session times ${JSON.stringify({ owners, days })}`,
    () => query.compile(db),
    placeOf(owners),
  );
  return rows.map((row) => ({
    ...row,
    student_id: Number(row.student_id),
    session_ms: Number(row.session_ms),
  }));
}
