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
import { ownersStudentIds, type StudentOwners } from '../shared/lesson-group-states.js';

/** One active alert of one student, with the student's name. */
export type AlertRow = Omit<StudentAlertTable, 'district_id' | 'alert_key'> & {
  first_name: string;
  last_name: string;
};

/**
 * Every active alert of the owners' students (all of them: the callers choose the period), by student name, then
 * the earliest raised. Reused like report rows (shared/report-cache.ts).
 */
export async function findActiveAlerts(
  db: DbOrTrx,
  districtId: number,
  owners: StudentOwners,
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

/** One of the owners' students with their session time on each day they played. */
export interface StudentSessionDays {
  student_id: number;
  first_name: string;
  last_name: string;
  sessionMsByDay: Map<string, number>;
}

/**
 * The ids of the owners' students: those enrolled in the classroom, or the one student. Their day rows are then read
 * by a list of ids; DuckDB read a classroom's days at preset l in 10–16 ms so, 56–83 ms with the enrollments as a
 * subquery.
 */
async function ownedStudentIds(db: DbOrTrx, districtId: number, owners: StudentOwners): Promise<number[]> {
  const ids = ownersStudentIds(db, districtId, owners);
  if (Array.isArray(ids)) return ids;
  const rows = await cachedRows(
    db,
    districtId,
    `enrolled ${JSON.stringify(owners)}`,
    () => ids.compile(),
    placeOf(owners),
  );
  return rows.map((row) => Number(row.student_id));
}

/**
 * Every one of the owners' students (those enrolled in the classroom, or the one student) with their session time
 * on each day of `from`..`to` they played, by student name. Reused like report rows (shared/report-cache.ts).
 */
export async function findSessionDays(
  db: DbOrTrx,
  districtId: number,
  owners: StudentOwners,
  days: { from: string; to: string },
): Promise<StudentSessionDays[]> {
  const studentIds = await ownedStudentIds(db, districtId, owners);
  if (studentIds.length === 0) return [];
  const query = sql<{
    student_id: number;
    first_name: string;
    last_name: string;
    local_date: string | null;
    session_ms: number | null;
  }>`
    select st.student_id, st.first_name, st.last_name, cast(d.local_date as text) as local_date, d.session_ms
    from students st
    left join student_day d on d.district_id = st.district_id and d.student_id = st.student_id
      and d.local_date between ${date(days.from)} and ${date(days.to)}
    where st.district_id = ${districtId} and st.student_id in (${sql.join(studentIds)})
    order by st.first_name, st.last_name, st.student_id`;
  const rows = await cachedRows(
    db,
    districtId,
    `session days ${JSON.stringify({ owners, days, studentIds })}`,
    () => query.compile(db),
    placeOf(owners),
  );
  const students = new Map<number, StudentSessionDays>();
  for (const row of rows) {
    const id = Number(row.student_id);
    let student = students.get(id);
    if (!student) {
      student = {
        student_id: id,
        first_name: row.first_name,
        last_name: row.last_name,
        sessionMsByDay: new Map(),
      };
      students.set(id, student);
    }
    if (row.local_date !== null) student.sessionMsByDay.set(row.local_date, Number(row.session_ms));
  }
  return [...students.values()];
}
