/** Reads and writes of messages and their images (db/migrations/007_messages.sql): the only SQL of messaging. */
import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import { sameTenant } from '../db/tenant-join.js';
import type { MessageImageTable, MessageTable } from './messaging.table.js';

/** The students enrolled in a classroom, in id order. */
export async function enrolledStudents(db: DbOrTrx, districtId: number, classroomId: number) {
  const rows = await db
    .selectFrom('enrollments')
    .select('student_id')
    .where('district_id', '=', districtId)
    .where('classroom_id', '=', classroomId)
    .orderBy('student_id')
    .execute();
  return rows.map((r) => r.student_id);
}

/** Those of these students who exist in the district, with their language. */
export async function studentsOfDistrict(db: DbOrTrx, districtId: number, studentIds: readonly number[]) {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom('students')
    .select(['student_id', 'language_id'])
    .where('district_id', '=', districtId)
    .where('student_id', 'in', studentIds)
    .orderBy('student_id')
    .execute();
}

/** The district's settings document and country (messaging is on unless its options turn chat off). */
export async function districtSettingsOf(db: DbOrTrx, districtId: number) {
  return db
    .selectFrom('districts')
    .select(['options', 'country'])
    .where('district_id', '=', districtId)
    .executeTakeFirst();
}

export async function insertMessages(db: DbOrTrx, rows: Insertable<MessageTable>[]) {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('messages').values(rows).returning('message_id').execute();
  return inserted.map((r) => r.message_id);
}

export async function insertImage(db: DbOrTrx, row: Insertable<MessageImageTable>) {
  const inserted = await db
    .insertInto('message_images')
    .values(row)
    .returning('image_id')
    .executeTakeFirstOrThrow();
  return inserted.image_id;
}

/** The most recent `limit` messages of each of these students, with the educator's name, oldest first. */
export async function messagesOfStudents(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  limit: number,
) {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('messages as m')
    .leftJoin('customers as c', sameTenant('c.customer_id', 'm.sender_customer_id'))
    .select([
      'm.message_id',
      'm.student_id',
      'm.classroom_id',
      'm.from_student',
      'm.to_classroom',
      'm.message_text',
      'm.stock_id',
      'm.image_id',
      'm.created_at',
      'm.read_at',
      'c.first_name as sender_first_name',
      'c.last_name as sender_last_name',
    ])
    .where('m.district_id', '=', districtId)
    .where('m.student_id', 'in', studentIds)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.message_id', 'desc')
    .execute();
  const kept = new Map<number, number>();
  return rows
    .filter((row) => {
      const count = (kept.get(row.student_id) ?? 0) + 1;
      kept.set(row.student_id, count);
      return count <= limit;
    })
    .reverse();
}

/** The educator who wrote a message, as the conversation names them; null for a student's reply. */
export const senderNameOf = (row: { sender_first_name: string | null; sender_last_name: string | null }) =>
  row.sender_first_name === null ? null : `${row.sender_first_name} ${row.sender_last_name ?? ''}`.trim();

/** Unread replies per student, for the students that have any. */
export async function unreadRepliesOf(db: DbOrTrx, districtId: number, studentIds: readonly number[]) {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('messages')
    .select(['student_id', (eb) => eb.fn.countAll<number | string | bigint>().as('unread')])
    .where('district_id', '=', districtId)
    .where('student_id', 'in', studentIds)
    .where('from_student', '=', true)
    .where('read_at', 'is', null)
    .groupBy('student_id')
    .execute();
  return rows.map((r) => ({ student_id: r.student_id, unread: Number(r.unread) }));
}

/** Marks a student's unread replies read (those of `messageIds` when given); returns how many changed. */
export async function markRepliesRead(
  db: DbOrTrx,
  districtId: number,
  studentId: number,
  messageIds: readonly number[] | undefined,
  now: number,
) {
  let update = db
    .updateTable('messages')
    .set({ read_at: now })
    .where('district_id', '=', districtId)
    .where('student_id', '=', studentId)
    .where('from_student', '=', true)
    .where('read_at', 'is', null);
  if (messageIds) update = update.where('message_id', 'in', messageIds);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findImage(db: DbOrTrx, districtId: number, studentId: number, imageId: number) {
  return db
    .selectFrom('message_images')
    .select(['content_type', 'byte_size', 'content_base64'])
    .where('district_id', '=', districtId)
    .where('student_id', '=', studentId)
    .where('image_id', '=', imageId)
    .executeTakeFirst();
}
