/** Reads and writes of third-party assessments (db/migrations/005_third_party_assessments.sql). */
import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import { sameTenant } from '../db/tenant-join.js';
import type {
  StudentAssessmentScoreTable,
  ThirdPartyAssessmentTable,
  ThirdPartyAssignmentStudentTable,
} from './third-party.table.js';

export async function assessmentsOf(db: DbOrTrx, districtId: number) {
  return db
    .selectFrom('third_party_assessments')
    .select(['assessment_id', 'name', 'active'])
    .where('district_id', '=', districtId)
    .orderBy('assessment_id')
    .execute();
}

/** The students of a classroom with their grade, in name order. */
export async function classroomStudents(db: DbOrTrx, districtId: number, classroomId: number) {
  return db
    .selectFrom('enrollments as e')
    .innerJoin('students as s', sameTenant('s.student_id', 'e.student_id'))
    .select(['s.student_id', 's.first_name', 's.last_name', 's.grade_id'])
    .where('e.district_id', '=', districtId)
    .where('e.classroom_id', '=', classroomId)
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('s.student_id')
    .execute();
}

export async function scoresOf(db: DbOrTrx, districtId: number, studentIds: readonly number[]) {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom('student_assessment_scores')
    .select(['student_id', 'assessment_name', 'domain_id', 'score', 'test_date'])
    .where('district_id', '=', districtId)
    .where('student_id', 'in', studentIds)
    .orderBy('student_id')
    .orderBy('domain_id')
    .execute();
}

export async function insertAssessments(db: DbOrTrx, rows: Insertable<ThirdPartyAssessmentTable>[]) {
  await db.insertInto('third_party_assessments').values(rows).execute();
}

export async function insertScores(db: DbOrTrx, rows: Insertable<StudentAssessmentScoreTable>[]) {
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('student_assessment_scores')
      .values(rows.slice(i, i + 1000))
      .execute();
}

export async function insertAssignmentStudents(
  db: DbOrTrx,
  rows: Insertable<ThirdPartyAssignmentStudentTable>[],
) {
  await db.insertInto('third_party_assignment_students').values(rows).execute();
}
