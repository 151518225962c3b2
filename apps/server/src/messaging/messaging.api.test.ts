import type { ConversationResponse, UnreadCountResponse } from '@dash/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setIngestKey } from '../ingest/ingest-key.js';
import { login } from '../testing/test-server.js';
import { useTestServer } from '../testing/use-test-server.js';
import { postReplies, setAccountChat, setDistrictChat } from './messaging-test-support.js';

const server = useTestServer({ signIn: ['teacher', 'guardian', 'districtAdmin', 'schoolAdmin'] });
const KEY = 'messaging-test-key';

const ids = () => server.home.ids;
const studentsOf = (classroomId: number) =>
  server.home.roster.enrollments.filter((e) => e.classroom_id === classroomId).map((e) => e.student_id);

type Role = 'teacher' | 'guardian' | 'districtAdmin' | 'schoolAdmin';
const send = (path: string, body: object, role: Role = 'teacher') =>
  server.sendAs('POST', `/api/v1/messaging/messages/${path}`, body, role);

async function conversation(studentId: number, role: Role = 'teacher') {
  const response = await send('list', { student_id: studentId }, role);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ConversationResponse).data;
}

async function unread(classroomId: number) {
  const response = await send('count', { classroom_id: classroomId });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as UnreadCountResponse).data;
}

/** Re-signs a caller in after their account changed (the session's actor is read again). */
async function signInAgain(role: Role) {
  server.cookies[role] = await login(server.app, server.home.logins[role]);
}

describe('teacher → student messages (spec §7 Messaging)', () => {
  beforeAll(() => setIngestKey(server.database.db, server.home.districtId, KEY));

  it('sends a stock message to the whole classroom: one message per student, in the conversation', async () => {
    const classroom = ids().ownClassroomId;
    const response = await send('new', { classroom_id: classroom, stock_id: 'great_work' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.sent).toBe(studentsOf(classroom).length);
    const [message] = (await conversation(ids().ownStudentId)).slice(-1);
    expect(message).toMatchObject({
      from_student: false,
      to_classroom: true,
      classroom_id: classroom,
      stock_id: 'great_work',
      message_text: 'Great work! Keep it up.',
      image_url: null,
    });
    expect(message!.sender_name).toMatch(/\w+ \w+/);
  });

  it('sends free text to chosen students only', async () => {
    const [chosen, other] = studentsOf(ids().ownClassroomId);
    const response = await send('new', {
      classroom_id: ids().ownClassroomId,
      student_ids: [chosen],
      message_text: '  Nice fractions today!  ',
    });
    expect(response.json().data.sent).toBe(1);
    expect((await conversation(chosen!)).at(-1)).toMatchObject({
      message_text: 'Nice fractions today!',
      to_classroom: false,
    });
    expect((await conversation(other!)).map((m) => m.message_text)).not.toContain('Nice fractions today!');
  });

  it('refuses a message with both or neither of text and stock message, and an unknown stock message', async () => {
    const classroom_id = ids().ownClassroomId;
    for (const body of [
      { classroom_id, message_text: 'Hi', stock_id: 'great_work' },
      { classroom_id },
      { classroom_id, stock_id: 'no_such_message' },
      { classroom_id, message_text: 'x'.repeat(501) },
    ])
      expect((await send('new', body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('counts a student’s unread replies until the teacher marks them read', async () => {
    const classroom = ids().ownClassroomId;
    const student = ids().ownStudentId;
    const before = await unread(classroom);
    const { accepted } = await postReplies(server, KEY, [
      { student_id: student, message_text: 'Thank you!' },
      { student_id: student, message_text: 'I finished the lesson.' },
    ]);
    expect(accepted).toBe(2);
    const after = await unread(classroom);
    expect(after.total).toBe(before.total + 2);
    expect(after.students.find((s) => s.student_id === student)?.unread).toBe(2);
    expect(after.students.map((s) => s.student_id).sort()).toEqual(studentsOf(classroom).sort());

    const replies = (await conversation(student)).filter((m) => m.from_student);
    expect(replies.map((m) => [m.message_text, m.read_at])).toEqual([
      ['Thank you!', null],
      ['I finished the lesson.', null],
    ]);
    const marked = await send('update', { student_id: student, message_ids: [replies[0]!.id] });
    expect(marked.json().data.updated).toBe(1);
    expect((await unread(classroom)).students.find((s) => s.student_id === student)?.unread).toBe(1);
    expect((await send('update', { student_id: student })).json().data.updated).toBe(1);
    expect((await unread(classroom)).total).toBe(before.total);
    expect((await conversation(student)).filter((m) => m.from_student).every((m) => m.read_at !== null)).toBe(
      true,
    );
  });
});

describe('who may message (spec §6, policy canMessage)', () => {
  it('a teacher messages only their own students: another classroom, its student or a foreign id are refused', async () => {
    const other = ids().sameSchoolClassroomId;
    expect((await send('new', { classroom_id: other, stock_id: 'great_work' })).statusCode).toBe(403);
    expect((await send('list', { student_id: ids().sameSchoolStudentId })).statusCode).toBe(403);
    expect((await send('update', { student_id: ids().otherSchoolStudentId })).statusCode).toBe(403);
    expect((await send('count', { classroom_id: server.foreign.ids.ownClassroomId })).statusCode).toBe(403);
    // A student of another classroom named under the teacher's own classroom is not theirs to message.
    const smuggled = await send('new', {
      classroom_id: ids().ownClassroomId,
      student_ids: [ids().sameSchoolStudentId],
      stock_id: 'great_work',
    });
    expect(smuggled.statusCode).toBe(400);
  });

  it('refusals are written to the audit log', async () => {
    await send('list', { student_id: ids().otherSchoolStudentId });
    const rows = await server.database.db
      .selectFrom('audit_log')
      .select(['target', 'outcome'])
      .where('target', '=', `student:${ids().otherSchoolStudentId}`)
      .where('detail', '=', 'conversation')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.outcome === 'denied')).toBe(true);
  });

  it('guardians never message, not even their own child', async () => {
    const child = ids().ownStudentId;
    expect((await send('list', { student_id: child }, 'guardian')).statusCode).toBe(403);
    expect((await send('update', { student_id: child }, 'guardian')).statusCode).toBe(403);
    const info = await server.getAs('/n/customer_info', 'guardian');
    expect(info.json().data.policy.classroom.messages).toBe(false);
  });

  it('administrators message only with chat on their account, and only in their scope', async () => {
    const admins = ['districtAdmin', 'schoolAdmin'] as const;
    for (const role of admins)
      expect((await send('list', { student_id: ids().ownStudentId }, role)).statusCode, role).toBe(403);
    await setAccountChat(
      server,
      admins.map((role) => server.home.logins[role]),
      true,
    );
    for (const role of admins) await signInAgain(role);
    expect((await send('list', { student_id: ids().otherSchoolStudentId }, 'districtAdmin')).statusCode).toBe(
      200,
    );
    expect((await send('list', { student_id: ids().sameSchoolStudentId }, 'schoolAdmin')).statusCode).toBe(
      200,
    );
    expect((await send('list', { student_id: ids().otherSchoolStudentId }, 'schoolAdmin')).statusCode).toBe(
      403,
    );
  });

  it('nobody messages while the teacher’s account or the district has chat off', async () => {
    const teacher = server.home.logins.teacher;
    const body = { student_id: ids().ownStudentId };
    await setAccountChat(server, [teacher], false);
    await signInAgain('teacher');
    expect((await send('list', body)).statusCode).toBe(403);
    expect((await server.getAs('/n/customer_info', 'teacher')).json().data.policy.classroom.messages).toBe(
      false,
    );
    await setAccountChat(server, [teacher], true);
    await setDistrictChat(server, server.home.districtId, false);
    await signInAgain('teacher');
    expect((await send('list', body)).statusCode).toBe(403);
    await setDistrictChat(server, server.home.districtId, true);
    await signInAgain('teacher');
    expect((await send('list', body)).statusCode).toBe(200);
    expect((await server.getAs('/n/customer_info', 'teacher')).json().data.policy.classroom.messages).toBe(
      true,
    );
  });
});
