import type { StudentDataExport } from '@dash/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setIngestKey } from '../ingest/ingest-key.js';
import { useTestServer } from '../testing/use-test-server.js';
import { PIXEL_PNG_BASE64 } from './message-fixtures.js';
import { postReplies } from './messaging-test-support.js';
import { insertMessages } from './messaging.repository.js';
import {
  DEFAULT_MESSAGE_RETENTION_DAYS,
  purgeExpiredMessages,
  setMessageRetentionDays,
} from './retention.js';

const server = useTestServer({ signIn: ['teacher', 'districtAdmin', 'schoolAdmin', 'guardian'] });
const KEY = 'retention-test-key';
const DAY_MS = 24 * 60 * 60 * 1000;
const PIXEL_BYTES = Buffer.from(PIXEL_PNG_BASE64, 'base64').length;

/** A reply of `studentId` written `daysAgo` days before now, with the text naming its age. */
async function replyFrom(districtId: number, studentId: number, daysAgo: number) {
  const [id] = await insertMessages(server.database.db, [
    {
      district_id: districtId,
      student_id: studentId,
      classroom_id: null,
      from_student: true,
      to_classroom: false,
      sender_customer_id: null,
      message_text: `${daysAgo} days old`,
      stock_id: null,
      image_id: null,
      created_at: Date.now() - daysAgo * DAY_MS,
      read_at: null,
    },
  ]);
  return id!;
}

const textsOf = async (districtId: number, studentId: number) =>
  (
    await server.database.db
      .selectFrom('messages')
      .select('message_text')
      .where('district_id', '=', districtId)
      .where('student_id', '=', studentId)
      .orderBy('message_id')
      .execute()
  ).map((r) => r.message_text);

describe('message retention (students’ records, per district)', () => {
  it('keeps messages the district’s retention days and deletes older ones with their images', async () => {
    const home = server.home;
    const foreign = server.foreign;
    expect(DEFAULT_MESSAGE_RETENTION_DAYS).toBe(365);
    await setMessageRetentionDays(server.database.db, home.districtId, 30);
    await replyFrom(home.districtId, home.ids.ownStudentId, 40);
    await replyFrom(home.districtId, home.ids.ownStudentId, 20);
    await replyFrom(foreign.districtId, foreign.ids.ownStudentId, 40);
    await replyFrom(foreign.districtId, foreign.ids.ownStudentId, 400);
    await server.database.db
      .insertInto('message_images')
      .values({
        district_id: home.districtId,
        student_id: home.ids.ownStudentId,
        content_type: 'image/png',
        byte_size: PIXEL_BYTES,
        content_base64: PIXEL_PNG_BASE64,
        created_at: Date.now() - 31 * DAY_MS,
      })
      .execute();

    const purged = await purgeExpiredMessages(server.database.db);

    expect(purged).toEqual({ messages: 2, images: 1 });
    expect(await textsOf(home.districtId, home.ids.ownStudentId)).toEqual(['20 days old']);
    // The other district keeps the default year.
    expect(await textsOf(foreign.districtId, foreign.ids.ownStudentId)).toEqual(['40 days old']);
    expect(await purgeExpiredMessages(server.database.db)).toEqual({ messages: 0, images: 0 });
  });
});

describe('a student’s data export (GET /m/student/{id}/data-export)', () => {
  beforeAll(() => setIngestKey(server.database.db, server.home.districtId, KEY));

  it('gives an administrator the student’s records with their messages and images, and audits it', async () => {
    const studentId = server.home.ids.ownStudentId;
    const { message_ids } = await postReplies(server, KEY, [
      { student_id: studentId, message_text: 'Here is my drawing', image: { data_base64: PIXEL_PNG_BASE64 } },
    ]);
    const response = await server.getAs(`/m/student/${studentId}/data-export`, 'districtAdmin');
    expect(response.statusCode, response.body).toBe(200);
    const data = (response.json() as StudentDataExport).data;
    expect(data.student.id).toBe(studentId);
    expect(data.classrooms.map((c) => c.id)).toContain(server.home.ids.ownClassroomId);
    const exported = data.messages.find((m) => m.id === message_ids[0]);
    expect(exported).toMatchObject({
      from_student: true,
      message_text: 'Here is my drawing',
      image: { content_type: 'image/png', byte_size: PIXEL_BYTES },
    });
    expect(data.messages.map((m) => m.message_text)).toContain('20 days old');
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'outcome'])
      .where('target', '=', `student:${studentId}`)
      .where('action', '=', 'export')
      .execute();
    expect(audit).toEqual([{ action: 'export', outcome: 'success' }]);
  });

  it('refuses teachers, guardians and administrators outside the student’s school', async () => {
    const own = `/m/student/${server.home.ids.ownStudentId}/data-export`;
    expect((await server.getAs(own, 'teacher')).statusCode).toBe(403);
    expect((await server.getAs(own, 'guardian')).statusCode).toBe(403);
    expect((await server.getAs(own, 'schoolAdmin')).statusCode).toBe(200);
    const otherSchool = `/m/student/${server.home.ids.otherSchoolStudentId}/data-export`;
    expect((await server.getAs(otherSchool, 'schoolAdmin')).statusCode).toBe(403);
    const foreign = `/m/student/${server.foreign.ids.ownStudentId}/data-export`;
    expect((await server.getAs(foreign, 'districtAdmin')).statusCode).toBe(403);
  });
});
