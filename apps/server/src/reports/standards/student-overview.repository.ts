/** What a student overview reads besides usage and standards: the student's current learning alert. */
import type { DbOrTrx } from '../../db/database.js';
import { placeOf } from '../../db/write-counts.js';
import { cachedRows } from '../shared/report-cache.js';

/** The learning alert a student shows (lowest ordinal), if any: the usage alert is decided when read. */
export async function findStudentAlert(db: DbOrTrx, districtId: number, studentId: number) {
  const query = db
    .selectFrom('student_learning')
    .select(['alert_type', 'alert_ordinal'])
    .where('district_id', '=', districtId)
    .where('student_id', '=', studentId);
  const [row] = await cachedRows(
    db,
    districtId,
    `alert ${districtId} ${studentId}`,
    () => query.compile(),
    placeOf({ studentId }),
  );
  return row ? { ...row } : undefined;
}
