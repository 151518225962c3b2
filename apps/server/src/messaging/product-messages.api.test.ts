import { MESSAGE_IMAGE_MAX_BYTES, type ConversationResponse } from '@dash/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setIngestKey } from '../ingest/ingest-key.js';
import { useTestServer } from '../testing/use-test-server.js';
import { PIXEL_PNG_BASE64 } from './message-fixtures.js';
import { postReplies, productHeaders, setDistrictChat } from './messaging-test-support.js';

const server = useTestServer({ signIn: ['teacher'] });
const KEY = 'product-messages-test-key';
const PNG = Buffer.from(PIXEL_PNG_BASE64, 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const student = () => server.home.ids.ownStudentId;

async function productRead(studentIds: number[]) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/v1/messaging/product/messages?student_ids=${studentIds.join(',')}`,
    headers: { authorization: `Bearer ${KEY}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { student_id: number; messages: Record<string, unknown>[] }[];
}

async function teacherConversation(studentId: number) {
  const response = await server.sendAs(
    'POST',
    '/api/v1/messaging/messages/list',
    { student_id: studentId },
    'teacher',
  );
  return (response.json() as ConversationResponse).data;
}

const imageReply = (bytes: Buffer, content_type?: string) => ({
  student_id: student(),
  image: { data_base64: bytes.toString('base64'), ...(content_type ? { content_type } : {}) },
});

describe('the math product reads messages and posts replies with the district key', () => {
  beforeAll(async () => {
    await setIngestKey(server.database.db, server.home.districtId, KEY);
    await setIngestKey(server.database.db, server.foreign.districtId, `${KEY}-foreign`);
  });

  it('reads a student’s messages, a stock message in the student’s language', async () => {
    await server.database.db
      .updateTable('students')
      .set({ language_id: 21514 })
      .where('district_id', '=', server.home.districtId)
      .where('student_id', '=', student())
      .execute();
    const sent = await server.sendAs(
      'POST',
      '/api/v1/messaging/messages/new',
      { classroom_id: server.home.ids.ownClassroomId, student_ids: [student()], stock_id: 'goal_reached' },
      'teacher',
    );
    expect(sent.statusCode).toBe(200);
    const [entry, ...others] = await productRead([student(), server.foreign.ids.ownStudentId]);
    expect(others).toEqual([]);
    expect(entry!.student_id).toBe(student());
    expect(entry!.messages.at(-1)).toMatchObject({
      from_student: false,
      stock_id: 'goal_reached',
      message_text: 'Alcanzaste tu meta. ¡Bien hecho!',
      has_image: false,
    });
  });

  it('posts a text reply and refuses one for another district’s student', async () => {
    const result = await postReplies(server, KEY, [
      { student_id: student(), message_text: 'Gracias maestra' },
      { student_id: server.foreign.ids.ownStudentId, message_text: 'Not yours' },
      { student_id: student(), message_text: '   ' },
    ]);
    expect(result.accepted).toBe(1);
    expect(result.rejected).toEqual([
      { index: 1, student_id: server.foreign.ids.ownStudentId, reason: 'unknown_student' },
      { index: 2, student_id: student(), reason: 'empty_reply' },
    ]);
    expect((await teacherConversation(student())).at(-1)).toMatchObject({
      id: result.message_ids[0],
      from_student: true,
      message_text: 'Gracias maestra',
    });
  });

  it('stores an image reply and serves it with its type, nosniff and a file name', async () => {
    const result = await postReplies(server, KEY, [imageReply(PNG, 'image/png'), imageReply(GIF)]);
    expect(result).toMatchObject({ accepted: 2, rejected: [] });
    const replies = (await teacherConversation(student())).slice(-2);
    const expected = [
      { type: 'image/png', bytes: PNG, ext: 'png' },
      { type: 'image/gif', bytes: GIF, ext: 'gif' },
    ];
    for (const [index, reply] of replies.entries()) {
      expect(reply.image_url).toMatch(/^\/api\/v1\/messaging\/users\/\d+\/files\/\d+$/);
      const image = await server.getAs(reply.image_url!, 'teacher');
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(expected[index]!.type);
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['content-disposition']).toMatch(
        new RegExp(`^inline; filename="message-image-\\d+\\.${expected[index]!.ext}"$`),
      );
      expect(image.rawPayload.equals(expected[index]!.bytes)).toBe(true);
    }
    // Another student's path does not reach the image.
    const other = replies[0]!.image_url!.replace(
      `/users/${student()}/`,
      `/users/${server.home.ids.sameSchoolStudentId}/`,
    );
    expect((await server.getAs(other, 'teacher')).statusCode).toBe(403);
    const missing = replies[0]!.image_url!.replace(/\/files\/\d+$/, '/files/999999');
    expect((await server.getAs(missing, 'teacher')).statusCode).toBe(404);
  });

  it('refuses images by their bytes: other types, a false claim, bad base64 and too large', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!DOCTYPE html><html></html>');
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(MESSAGE_IMAGE_MAX_BYTES + 1 - PNG.length)]);
    const justFits = Buffer.concat([PNG, Buffer.alloc(MESSAGE_IMAGE_MAX_BYTES - PNG.length)]);
    const result = await postReplies(server, KEY, [
      imageReply(svg, 'image/png'),
      imageReply(html),
      imageReply(PNG, 'image/jpeg'),
      { student_id: student(), image: { data_base64: 'not base64!' } },
      imageReply(tooLarge, 'image/png'),
      imageReply(justFits, 'image/png'),
    ]);
    expect(result.rejected.map((r) => [r.index, r.reason])).toEqual([
      [0, 'image_type_not_allowed'],
      [1, 'image_type_not_allowed'],
      [2, 'image_type_mismatch'],
      [3, 'image_not_base64'],
      [4, 'image_too_large'],
    ]);
    expect(result.accepted).toBe(1);
  });

  it('refuses a body above its limit whole, a missing key and a district with chat off', async () => {
    const huge = await server.app.inject({
      method: 'POST',
      url: '/api/v1/messaging/product/replies',
      headers: productHeaders(KEY),
      payload: { replies: [{ student_id: student(), image: { data_base64: 'A'.repeat(5 * 1024 * 1024) } }] },
    });
    expect(huge.statusCode).toBe(413);
    const anonymous = await server.app.inject({
      method: 'GET',
      url: `/api/v1/messaging/product/messages?student_ids=${student()}`,
    });
    expect(anonymous.statusCode).toBe(401);
    await setDistrictChat(server, server.home.districtId, false);
    const off = await server.app.inject({
      method: 'POST',
      url: '/api/v1/messaging/product/replies',
      headers: productHeaders(KEY),
      payload: { replies: [{ student_id: student(), message_text: 'Hello?' }] },
    });
    expect(off.statusCode).toBe(403);
    await setDistrictChat(server, server.home.districtId, true);
  });
});
