/** The only SQL of professional development: one educator's progress rows, and marking a lesson. */
import { sql, type Selectable } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import type { PdProgressTable } from './pd.table.js';

export type PdProgressRow = Selectable<PdProgressTable>;

/** The educator's progress on every lesson they have opened or marked. */
export function findProgress(db: DbOrTrx, districtId: number, customerId: number): Promise<PdProgressRow[]> {
  return db
    .selectFrom('pd_progress')
    .selectAll()
    .where('district_id', '=', districtId)
    .where('customer_id', '=', customerId)
    .orderBy('lesson_key')
    .execute();
}

/** Started now unless started before; completed now too when `complete` (a first completion is kept). */
export async function markProgress(
  db: DbOrTrx,
  key: { districtId: number; customerId: number; lessonKey: string },
  complete: boolean,
  now: number,
): Promise<void> {
  await db
    .insertInto('pd_progress')
    .values({
      district_id: key.districtId,
      customer_id: key.customerId,
      lesson_key: key.lessonKey,
      started_at: now,
      completed_at: complete ? now : null,
    })
    .onConflict((oc) =>
      complete
        ? oc
            .columns(['district_id', 'customer_id', 'lesson_key'])
            .doUpdateSet({ completed_at: sql<number>`COALESCE(pd_progress.completed_at, ${now})` })
        : oc.columns(['district_id', 'customer_id', 'lesson_key']).doNothing(),
    )
    .execute();
}

export function findOneProgress(
  db: DbOrTrx,
  key: { districtId: number; customerId: number; lessonKey: string },
): Promise<PdProgressRow | undefined> {
  return db
    .selectFrom('pd_progress')
    .selectAll()
    .where('district_id', '=', key.districtId)
    .where('customer_id', '=', key.customerId)
    .where('lesson_key', '=', key.lessonKey)
    .executeTakeFirst();
}
