/** Focus assignments an API test makes through POST /m/assignments, as the home district's teacher. */
import { expect } from 'vitest';
import { standardOf } from './learning-fixture.js';
import type { SharedTestServer } from './use-test-server.js';

export interface StandardAssignment {
  /** The focus standard's code, e.g. '3.NF.A.1'. */
  code: string;
  type: 'GOAL' | 'SPOT';
  start: string;
  end: string;
  studentIds: readonly number[];
}

/** Assigns a standard focus to students of the teacher's own classroom; fails the test unless it is created. */
export async function assignAsTeacher(
  server: SharedTestServer<'teacher'>,
  assignment: StandardAssignment,
): Promise<number> {
  const created = await server.sendAs(
    'POST',
    '/m/assignments',
    {
      classroom_id: server.home.ids.ownClassroomId,
      focus_type: 'STANDARD',
      focus_id: standardOf(assignment.code).standard_id,
      assignment_type: assignment.type,
      start_date: assignment.start,
      end_date: assignment.end,
      user_ids: assignment.studentIds,
    },
    'teacher',
  );
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data.assignment_id as number;
}
