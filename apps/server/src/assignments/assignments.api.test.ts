import type { CreateAssignmentRequest } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { useTestServer } from '../testing/use-test-server.js';

const CALLERS = ['districtAdmin', 'teacher', 'guardian'] as const;
const server = useTestServer({ signIn: CALLERS });

const DAY_MS = 24 * 60 * 60 * 1000;
/** Tomorrow in UTC: never before today in the fixture district's (American) time zone. */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const standards = getCatalogue().standards;

const studentsOf = (classroomId: number) =>
  server.home.roster.enrollments.filter((e) => e.classroom_id === classroomId).map((e) => e.student_id);

function spotOn(standardId: number, userIds: number[], classroomId = server.home.ids.ownClassroomId) {
  return {
    classroom_id: classroomId,
    focus_id: standardId,
    focus_type: 'STANDARD',
    assignment_type: 'SPOT',
    start_date: day(1),
    end_date: day(7),
    user_ids: userIds,
  } satisfies CreateAssignmentRequest;
}

const send = (
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  role: (typeof CALLERS)[number] = 'teacher',
) => server.sendAs(method, url, payload, role);

async function activeFocusIds(studentId: number) {
  const response = await server.getAs(`/m/assignments/students?user_ids=${studentId}`, 'teacher');
  expect(response.statusCode).toBe(200);
  return response.json().data[0].assignments.map((a: { focus_id: number }) => a.focus_id);
}

describe('assigning focus lessons (spec §4, §5, §7)', () => {
  it('assigns a standard to three students of the teacher’s classroom, a spot check of 2 lessons', async () => {
    const [a, b, c] = studentsOf(server.home.ids.ownClassroomId);
    const focus = standards[0]!.standard_id;
    const response = await send('POST', '/m/assignments', spotOn(focus, [a!, b!, c!]));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ user_ids: [a, b, c], lessons_assigned: 2, focus_id: focus });
    for (const student of [a!, b!, c!]) expect(await activeFocusIds(student)).toEqual([focus]);

    const again = await send(
      'POST',
      '/m/assignments',
      spotOn(focus, [c!, studentsOf(server.home.ids.ownClassroomId)[3]!]),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().apiError.fields[0].path).toBe('DUPLICATE_ASSIGNMENT');
    expect(await activeFocusIds(studentsOf(server.home.ids.ownClassroomId)[3]!)).toEqual([]);
  });

  it('leaves exactly 2 active assignments when 20 requests for one student arrive at once', async () => {
    const student = studentsOf(server.home.ids.ownClassroomId)[5]!;
    const focuses = standards.slice(10, 30).map((s) => s.standard_id);
    const responses = await Promise.all(
      focuses.map((focus) => send('POST', '/m/assignments', spotOn(focus, [student]))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 400)).toHaveLength(18);
    expect(await activeFocusIds(student)).toHaveLength(2);
  });

  it('refuses dates outside the kind’s duration, a start before today and a focus the curriculum lacks', async () => {
    const student = studentsOf(server.home.ids.ownClassroomId)[6]!;
    const focus = standards[1]!.standard_id;
    const threeWeeks = await send('POST', '/m/assignments', {
      ...spotOn(focus, [student]),
      end_date: day(21),
    });
    expect(threeWeeks.json().apiError.message).toContain('1 to 2 weeks');
    const goalOfOneWeek = await send('POST', '/m/assignments', {
      ...spotOn(focus, [student]),
      assignment_type: 'GOAL',
    });
    expect(goalOfOneWeek.json().apiError.message).toContain('2 to 10 weeks');
    const past = await send('POST', '/m/assignments', { ...spotOn(focus, [student]), start_date: day(-3) });
    expect(past.json().apiError.message).toContain('before today');
    const unknown = await send('POST', '/m/assignments', spotOn(999_999, [student]));
    expect(unknown.json().apiError.message).toContain('999999');
    for (const response of [threeWeeks, goalOfOneWeek, past, unknown]) expect(response.statusCode).toBe(400);
    expect(await activeFocusIds(student)).toEqual([]);
  });

  it('refuses a classroom the teacher does not teach, students of another classroom, and a guardian for a child not theirs', async () => {
    const { sameSchoolClassroomId, ownClassroomId, ownStudentId } = server.home.ids;
    const focus = standards[2]!.standard_id;
    const foreignClass = await send(
      'POST',
      '/m/assignments',
      spotOn(focus, studentsOf(sameSchoolClassroomId).slice(0, 1), sameSchoolClassroomId),
    );
    expect(foreignClass.statusCode).toBe(403);
    const mixed = await send(
      'POST',
      '/m/assignments',
      spotOn(focus, [studentsOf(sameSchoolClassroomId)[0]!], ownClassroomId),
    );
    expect(mixed.statusCode).toBe(403);
    const notTheirChild = studentsOf(ownClassroomId).find((id) => id !== ownStudentId)!;
    const guardianForOther = await send('POST', '/m/assignments', spotOn(focus, [notTheirChild]), 'guardian');
    expect(guardianForOther.statusCode).toBe(403);
    const guardianForChild = await send('POST', '/m/assignments', spotOn(focus, [ownStudentId]), 'guardian');
    expect(guardianForChild.statusCode).toBe(200);
    const admin = await send(
      'POST',
      '/m/assignments',
      spotOn(focus, studentsOf(sameSchoolClassroomId).slice(0, 1), sameSchoolClassroomId),
      'districtAdmin',
    );
    expect(admin.statusCode).toBe(200);
    const peek = await server.getAs(
      `/m/assignments/students?user_ids=${studentsOf(sameSchoolClassroomId)[0]}`,
      'teacher',
    );
    expect(peek.statusCode).toBe(403);
  });

  it('cancels for chosen students, then for the whole classroom', async () => {
    const [a, b] = studentsOf(server.home.ids.ownClassroomId).slice(7, 9);
    const focus = standards[3]!.standard_id;
    const created = await send('POST', '/m/assignments', spotOn(focus, [a!, b!]));
    expect(created.json().apiError).toBeUndefined();
    const id = created.json().data.assignment_id;
    const one = await send('PUT', `/m/assignments/${id}`, { user_ids: [a], status: 'CANCELLED' });
    expect(one.json().data).toEqual({ assignment_id: id, status: 'ACTIVE' });
    expect(await activeFocusIds(a!)).toEqual([]);
    expect(await activeFocusIds(b!)).toEqual([focus]);
    const whole = await send('PUT', `/m/assignments/${id}`, {
      classroom_id: server.home.ids.ownClassroomId,
      status: 'CANCELLED',
    });
    expect(whole.json().data).toEqual({ assignment_id: id, status: 'CANCELLED' });
    expect(await activeFocusIds(b!)).toEqual([]);
    const neither = await send('PUT', `/m/assignments/${id}`, { status: 'CANCELLED' });
    expect(neither.statusCode).toBe(400);
  });
});
