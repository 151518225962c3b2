/**
 * The math product's side of messaging, authenticated by the district's ingest key: it reads students'
 * messages and posts their replies, text or an image (message-image.ts checks each). A reply is refused per
 * record, like an ingest record: the valid ones are written together, the others come back with a reason.
 */
import {
  CONVERSATION_MAX,
  type Locale,
  type ProductRepliesRequest,
  type ProductRepliesResponse,
  type StockMessageId,
  stockMessageText,
} from '@dash/contracts';
import { readDistrictOptions } from '../accounts/district-settings.js';
import { withTransaction, type Db } from '../db/database.js';
import { forbidden } from '../http/app-error.js';
import { checkImage } from './message-image.js';
import {
  districtSettingsOf,
  insertImage,
  insertMessages,
  messagesOfStudents,
  studentsOfDistrict,
} from './messaging.repository.js';

/** The LCID of Spanish (United States) students play in; anyone else reads English. */
const SPANISH_LANGUAGE_ID = 21514;

async function assertChatEnabled(db: Db, districtId: number) {
  const district = await districtSettingsOf(db, districtId);
  if (!district || !readDistrictOptions(district.options).chat_enabled)
    throw forbidden('Messaging is turned off for this district.');
  return district;
}

const localeOf = (languageId: number, country: string): Locale =>
  languageId === SPANISH_LANGUAGE_ID ? 'es-mx' : country === 'GB' ? 'en-gb' : 'en-us';

export async function productMessagesOf(db: Db, districtId: number, studentIds: readonly number[]) {
  const district = await assertChatEnabled(db, districtId);
  const students = await studentsOfDistrict(db, districtId, studentIds);
  const rows = await messagesOfStudents(
    db,
    districtId,
    students.map((s) => s.student_id),
    CONVERSATION_MAX,
  );
  return students.map((student) => {
    const locale = localeOf(student.language_id, district.country);
    return {
      student_id: student.student_id,
      messages: rows
        .filter((row) => row.student_id === student.student_id)
        .map((row) => ({
          id: row.message_id,
          from_student: row.from_student,
          message_text: row.stock_id
            ? stockMessageText(row.stock_id as StockMessageId, locale)
            : row.message_text,
          stock_id: row.stock_id as StockMessageId | null,
          has_image: row.image_id !== null,
          created_at: row.created_at,
        })),
    };
  });
}

type Rejection = ProductRepliesResponse['data']['rejected'][number];

export async function postReplies(
  db: Db,
  districtId: number,
  replies: ProductRepliesRequest['replies'],
  now = Date.now(),
): Promise<ProductRepliesResponse['data']> {
  await assertChatEnabled(db, districtId);
  const known = new Set(
    (
      await studentsOfDistrict(
        db,
        districtId,
        replies.map((r) => r.student_id),
      )
    ).map((s) => s.student_id),
  );
  const rejected: Rejection[] = [];
  const valid: { studentId: number; text: string | null; image: ReturnType<typeof checkImage> | null }[] = [];
  replies.forEach((reply, index) => {
    const reject = (reason: Rejection['reason']) =>
      rejected.push({ index, student_id: reply.student_id, reason });
    const text = reply.message_text?.trim() || null;
    if (!known.has(reply.student_id)) return reject('unknown_student');
    if (text === null && !reply.image) return reject('empty_reply');
    const image = reply.image ? checkImage(reply.image) : null;
    if (image && !image.ok) return reject(image.reason);
    valid.push({ studentId: reply.student_id, text, image });
  });
  const messageIds = await withTransaction(db, async (trx) => {
    const ids: number[] = [];
    for (const reply of valid) {
      const imageId =
        reply.image?.ok === true
          ? await insertImage(trx, {
              district_id: districtId,
              student_id: reply.studentId,
              content_type: reply.image.contentType,
              byte_size: reply.image.bytes.length,
              content_base64: reply.image.bytes.toString('base64'),
              created_at: now,
            })
          : null;
      const [id] = await insertMessages(trx, [
        {
          district_id: districtId,
          student_id: reply.studentId,
          classroom_id: null,
          from_student: true,
          to_classroom: false,
          sender_customer_id: null,
          message_text: reply.text,
          stock_id: null,
          image_id: imageId,
          created_at: now,
          read_at: null,
        },
      ]);
      ids.push(id!);
    }
    return ids;
  });
  return { accepted: messageIds.length, message_ids: messageIds, rejected };
}
