/** The only SQL of the alerts reports: students' active alerts as ingest keeps them (learning/student-alerts.ts). */
import type { DbOrTrx } from '../../db/database.js';
import { sameTenant } from '../../db/tenant-join.js';
import { placeOf } from '../../db/write-counts.js';
import { cachedRowCopies } from '../shared/report-cache.js';
import type { StudentAlertTable } from '../../learning/learning.table.js';

/** One active alert of one student, with the student's name. */
export type AlertRow = Omit<StudentAlertTable, 'district_id' | 'alert_key'> & {
  first_name: string;
  last_name: string;
};

/** Whose alerts: the students enrolled in a classroom, or one student. */
export type AlertOwners = { classroomId: number } | { studentId: number };

/**
 * Every active alert of the owners' students (all of them: the lowest ordinal a student has is chosen over all,
 * before any window), by student name, then the earliest raised. Reused like report rows (shared/report-cache.ts).
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
