/** The only SQL of the live classroom versions: moved by ingest, read by the changes endpoint and its watcher. */
import type { DbOrTrx } from '../db/database.js';

const CHUNK = 1000;

/**
 * Moves the version of every classroom the students are enrolled in, inside the ingest transaction (which holds
 * the district's row lock, so two processes never move one classroom at once).
 */
export async function moveClassroomVersions(
  trx: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
): Promise<void> {
  const classroomIds = new Set<number>();
  for (let i = 0; i < studentIds.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('enrollments')
      .select('classroom_id')
      .distinct()
      .where('district_id', '=', districtId)
      .where('student_id', 'in', studentIds.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) classroomIds.add(row.classroom_id);
  }
  if (classroomIds.size === 0) return;
  await trx
    .insertInto('classroom_versions')
    .values(
      [...classroomIds].map((classroomId) => ({
        district_id: districtId,
        classroom_id: classroomId,
        version: 1,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['district_id', 'classroom_id'])
        .doUpdateSet((eb) => ({ version: eb('classroom_versions.version', '+', 1) })),
    )
    .execute();
}

/** The versions of some classrooms of one district (a classroom no ingest touched yet is absent: version 0). */
export async function readClassroomVersions(
  db: DbOrTrx,
  districtId: number,
  classroomIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('classroom_versions')
    .select(['classroom_id', 'version'])
    .where('district_id', '=', districtId)
    .where('classroom_id', 'in', classroomIds)
    .execute();
  return new Map(rows.map((row) => [row.classroom_id, Number(row.version)]));
}
