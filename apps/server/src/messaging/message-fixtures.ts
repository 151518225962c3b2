/**
 * What the security suites need to reach messaging: educators with chat on (the fixture's admins have it off,
 * as the demo's do) and an image (MATRIX_IMAGE_ID) for every student, so a read the policy allows finds one.
 */
import type { Db } from '../db/database.js';

export const MATRIX_IMAGE_ID = 1;

/** The smallest PNG: a 1×1 transparent pixel. */
export const PIXEL_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export async function prepareMessagingCells(db: Db): Promise<void> {
  await db
    .updateTable('customers')
    .set({ chat_enabled: true })
    .where('account_kind', '!=', 'guardian')
    .where('chat_enabled', '=', false)
    .execute();
  const students = await db
    .selectFrom('students as s')
    .select(['s.district_id', 's.student_id'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('message_images as i')
            .select('i.image_id')
            .whereRef('i.district_id', '=', 's.district_id')
            .whereRef('i.student_id', '=', 's.student_id')
            .where('i.image_id', '=', MATRIX_IMAGE_ID),
        ),
      ),
    )
    .execute();
  if (students.length === 0) return;
  await db
    .insertInto('message_images')
    .values(
      students.map((s) => ({
        district_id: s.district_id,
        student_id: s.student_id,
        image_id: MATRIX_IMAGE_ID,
        content_type: 'image/png',
        byte_size: Buffer.from(PIXEL_PNG_BASE64, 'base64').length,
        content_base64: PIXEL_PNG_BASE64,
        created_at: Date.now(),
      })),
    )
    .execute();
}
