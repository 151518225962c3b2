/**
 * The only SQL of the live versions (classroom_versions, student_versions): moved by ingest and by assignment
 * writes inside their transactions, read by the changes endpoints and their watcher.
 */
import type { DbOrTrx } from '../db/database.js';

const CHUNK = 1000;

/** What a live page follows: a classroom's reports or one student's. */
export type LiveKind = 'classroom' | 'student';

/** The tables whose writes move a live version (the watcher's write tracker reads them). */
export const LIVE_VERSION_TABLES = ['classroom_versions', 'student_versions'] as const;

const ascending = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/** The classrooms and students of one district whose versions a write moves. */
export interface VersionMoves {
  classroomIds: Iterable<number>;
  studentIds: Iterable<number>;
}

/**
 * Moves the versions of some classrooms and students of one district by one (a first move makes it 1). Ids go
 * in ascending order, classrooms first, so two transactions moving the same rows lock them in the same order.
 */
export async function moveVersions(trx: DbOrTrx, districtId: number, changed: VersionMoves): Promise<void> {
  const classroomIds = ascending(changed.classroomIds);
  const studentIds = ascending(changed.studentIds);
  for (let i = 0; i < classroomIds.length; i += CHUNK)
    await trx
      .insertInto('classroom_versions')
      .values(
        classroomIds
          .slice(i, i + CHUNK)
          .map((classroomId) => ({ district_id: districtId, classroom_id: classroomId, version: 1 })),
      )
      .onConflict((oc) =>
        oc
          .columns(['district_id', 'classroom_id'])
          .doUpdateSet((eb) => ({ version: eb('classroom_versions.version', '+', 1) })),
      )
      .execute();
  for (let i = 0; i < studentIds.length; i += CHUNK)
    await trx
      .insertInto('student_versions')
      .values(
        studentIds
          .slice(i, i + CHUNK)
          .map((studentId) => ({ district_id: districtId, student_id: studentId, version: 1 })),
      )
      .onConflict((oc) =>
        oc
          .columns(['district_id', 'student_id'])
          .doUpdateSet((eb) => ({ version: eb('student_versions.version', '+', 1) })),
      )
      .execute();
}

/** The versions of some classrooms or students of one district (one no write touched yet is absent: 0). */
export async function readVersions(
  db: DbOrTrx,
  districtId: number,
  kind: LiveKind,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (kind === 'classroom') {
    const rows = await db
      .selectFrom('classroom_versions')
      .select(['classroom_id as id', 'version'])
      .where('district_id', '=', districtId)
      .where('classroom_id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, Number(row.version)]));
  }
  const rows = await db
    .selectFrom('student_versions')
    .select(['student_id as id', 'version'])
    .where('district_id', '=', districtId)
    .where('student_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.version)]));
}
