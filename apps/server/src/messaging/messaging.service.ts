/**
 * The dashboard's side of messaging (spec §7 Messaging): a teacher writes to chosen students of a classroom or
 * to all of them, reads a student's conversation with their replies, counts unread replies and marks them read.
 * Every call asks the policy module first (messaging-access.ts).
 */
import {
  CONVERSATION_MAX,
  type Message,
  type NewMessageRequest,
  type StockMessageId,
  stockMessageText,
} from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/app-error.js';
import { assertMayMessage } from './messaging-access.js';
import {
  enrolledStudents,
  insertMessages,
  markRepliesRead,
  messagesOfStudents,
  senderNameOf,
  unreadRepliesOf,
} from './messaging.repository.js';

/** The dashboard's address of a reply's image (spec §7 GET /api/v1/messaging/users/{studentId}/files/{imageId}). */
export const imageUrlOf = (studentId: number, imageId: number) =>
  `/api/v1/messaging/users/${studentId}/files/${imageId}`;

export async function sendMessage(db: Db, actor: Actor, body: NewMessageRequest, now = Date.now()) {
  await assertMayMessage(db, actor, { type: 'classroom', id: body.classroom_id }, 'new message');
  const enrolled = await enrolledStudents(db, actor.districtId, body.classroom_id);
  const chosen = body.student_ids ? [...new Set(body.student_ids)] : enrolled;
  if (chosen.some((id) => !enrolled.includes(id)))
    throw badRequest('student_ids must name students of the classroom.');
  if (chosen.length === 0) throw badRequest('The classroom has no students to message.');
  // A stock message is kept with its English text so exports read without the catalogue.
  const text = body.stock_id ? stockMessageText(body.stock_id, 'en-us') : body.message_text!;
  const ids = await insertMessages(
    db,
    chosen.map((studentId) => ({
      district_id: actor.districtId,
      student_id: studentId,
      classroom_id: body.classroom_id,
      from_student: false,
      to_classroom: body.student_ids === undefined,
      sender_customer_id: actor.customerId,
      message_text: text,
      stock_id: body.stock_id ?? null,
      image_id: null,
      created_at: now,
      read_at: null,
    })),
  );
  return { sent: ids.length };
}

export async function conversationOf(db: Db, actor: Actor, studentId: number): Promise<Message[]> {
  await assertMayMessage(db, actor, { type: 'student', id: studentId }, 'conversation');
  const rows = await messagesOfStudents(db, actor.districtId, [studentId], CONVERSATION_MAX);
  return rows.map((row) => ({
    id: row.message_id,
    student_id: row.student_id,
    from_student: row.from_student,
    to_classroom: row.to_classroom,
    classroom_id: row.classroom_id,
    sender_name: senderNameOf(row),
    message_text: row.message_text,
    stock_id: row.stock_id as StockMessageId | null,
    image_url: row.image_id === null ? null : imageUrlOf(row.student_id, row.image_id),
    created_at: row.created_at,
    read_at: row.read_at,
  }));
}

/** Unread replies of each student of the classroom (every student listed, 0 when none). */
export async function unreadCountsOf(db: Db, actor: Actor, classroomId: number) {
  await assertMayMessage(db, actor, { type: 'classroom', id: classroomId }, 'unread count');
  const students = await enrolledStudents(db, actor.districtId, classroomId);
  const unread = new Map(
    (await unreadRepliesOf(db, actor.districtId, students)).map((r) => [r.student_id, r.unread]),
  );
  const counts = students.map((id) => ({ student_id: id, unread: unread.get(id) ?? 0 }));
  return { total: counts.reduce((sum, c) => sum + c.unread, 0), students: counts };
}

export async function markRead(
  db: Db,
  actor: Actor,
  body: { student_id: number; message_ids?: number[] },
  now = Date.now(),
) {
  await assertMayMessage(db, actor, { type: 'student', id: body.student_id }, 'mark replies read');
  return { updated: await markRepliesRead(db, actor.districtId, body.student_id, body.message_ids, now) };
}
