import { addDays, type AssignmentHistoryItem } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { assignAsTeacher } from '../testing/assign-as-teacher.js';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['teacher', 'guardian'] });
const CANCEL = '/m/assignments/cancel_student_lesson';
const today = () => new Date().toISOString().slice(0, 10);

/** The teacher's own student and another student of the same classroom. */
const students = () => {
  const { ownClassroomId, ownStudentId } = server.home.ids;
  const other = server.home.roster.enrollments.find(
    (e) => e.classroom_id === ownClassroomId && e.student_id !== ownStudentId,
  )!.student_id;
  return [ownStudentId, other] as const;
};

async function create(code: string, type: 'SPOT' | 'GOAL', userIds: readonly number[]) {
  // Earlier tests' assignments end, so each test starts with room for two.
  await server.database.db.updateTable('assignments').set({ status: 'CANCELLED' }).execute();
  return assignAsTeacher(server, {
    code,
    type,
    start: today(),
    end: addDays(today(), type === 'SPOT' ? 6 : 13),
    studentIds: userIds,
  });
}

async function historyItem(studentId: number, assignmentId: number): Promise<AssignmentHistoryItem> {
  const response = await server.getAs(
    `/r/districts/${server.home.districtId}/students/${studentId}/assignments`,
    'teacher',
  );
  return response
    .json()
    .data.assignments.find((a: AssignmentHistoryItem) => a.assignment_id === assignmentId);
}

const body = (assignmentId: number, userId: number, overrides: object = {}) => ({
  assignment_id: assignmentId,
  user_id: userId,
  lessons_assigned: 2,
  start_date: today(),
  ...overrides,
});

describe('cancel student lesson (spec §7)', () => {
  it('stops a spot check for one student, audited, and cancels it once nobody is left', async () => {
    const [mine, other] = students();
    const assignmentId = await create('3.NF.A.1', 'SPOT', [mine, other]);

    const first = await server.sendAs('POST', CANCEL, body(assignmentId, mine), 'teacher');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      assignment_id: assignmentId,
      user_id: mine,
      student_status: 'REMOVED',
      status: 'ACTIVE',
    });
    expect((await historyItem(mine, assignmentId)).students[0]!.assignment_status).toBe('stopped');
    expect((await historyItem(other, assignmentId)).students[0]!.assignment_status).toBe('in_progress');
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'target', 'customer_id'])
      .where('action', '=', 'assignment_cancelled')
      .where('target', '=', `assignment:${assignmentId}`)
      .execute();
    const teacher = await server.database.db
      .selectFrom('customers')
      .select('customer_id')
      .where('username', '=', server.home.logins.teacher)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual([
      {
        action: 'assignment_cancelled',
        outcome: 'success',
        target: `assignment:${assignmentId}`,
        customer_id: teacher.customer_id,
      },
    ]);

    // A repeat answers alike and writes nothing more.
    const repeat = await server.sendAs('POST', CANCEL, body(assignmentId, mine), 'teacher');
    expect(repeat.json().data.status).toBe('ACTIVE');
    const last = await server.sendAs('POST', CANCEL, body(assignmentId, other), 'teacher');
    expect(last.json().data.status).toBe('CANCELLED');
    expect((await historyItem(other, assignmentId)).status).toBe('CANCELLED');
  });

  it('lets a guardian stop their child’s spot check', async () => {
    const [mine] = students();
    const assignmentId = await create('3.NF.A.2', 'SPOT', [mine]);
    const response = await server.sendAs('POST', CANCEL, body(assignmentId, mine), 'guardian');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('CANCELLED');
  });

  it('refuses a goal, a spot check other than the one shown, and a student who is not on it', async () => {
    const [mine, other] = students();
    const goalId = await create('3.NF.A.3', 'GOAL', [mine]);
    const goal = await server.sendAs('POST', CANCEL, body(goalId, mine), 'teacher');
    expect(goal.statusCode).toBe(400);
    expect(goal.json().apiError.message).toMatch(/spot check/);

    const spotId = await create('3.OA.A.1', 'SPOT', [mine]);
    for (const changed of [{ start_date: addDays(today(), 1) }, { lessons_assigned: 3 }]) {
      const response = await server.sendAs('POST', CANCEL, body(spotId, mine, changed), 'teacher');
      expect(response.statusCode, JSON.stringify(changed)).toBe(400);
    }
    const notOn = await server.sendAs('POST', CANCEL, body(spotId, other), 'teacher');
    expect(notOn.statusCode).toBe(400);
    expect((await historyItem(mine, spotId)).students[0]!.assignment_status).toBe('in_progress');
  });

  it('refuses an assignment that does not exist like one the caller may not touch', async () => {
    const [mine] = students();
    const response = await server.sendAs('POST', CANCEL, body(2_000_000_000, mine), 'teacher');
    expect(response.statusCode).toBe(403);
  });
});
