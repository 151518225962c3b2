import type { DbOrTrx } from '../db/database.js';

/**
 * Of these students, those of the district, each with its grade id; others are left out (a request naming a
 * student of another district learns nothing from the answer).
 */
export async function gradesOfDistrictStudents(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
): Promise<Map<number, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('students')
    .select(['student_id', 'grade_id'])
    .where('district_id', '=', districtId)
    .where('student_id', 'in', studentIds)
    .execute();
  return new Map(rows.map((row) => [row.student_id, row.grade_id]));
}
