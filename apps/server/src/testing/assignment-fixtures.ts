/** Assignments the security suites act on: one per matrix relation, with fixed ids, and a reset between writes. */
import type { Db } from '../db/database.js';
import type { Relation } from '../security/access-matrix.js';
import { idsFor } from '../security/matrix-targets.js';
import { MATRIX_ASSIGNMENT_IDS, type TestServer } from './test-server.js';

const MATRIX_IDS = Object.values(MATRIX_ASSIGNMENT_IDS);

/** A spot check on the relation's classroom and student, id MATRIX_ASSIGNMENT_IDS[relation], starting today. */
export async function seedMatrixAssignments(server: TestServer) {
  const today = new Date().toISOString().slice(0, 10);
  const inAWeek = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  for (const relation of Object.keys(MATRIX_ASSIGNMENT_IDS) as Relation[]) {
    const ids = idsFor(server, relation);
    const assignmentId = MATRIX_ASSIGNMENT_IDS[relation];
    await server.database.db
      .insertInto('assignments')
      .values({
        district_id: ids.districtId,
        assignment_id: assignmentId,
        classroom_id: ids.classroom,
        assignment_type: 'SPOT',
        focus_type: 'STANDARD',
        focus_id: 1,
        lessons_assigned: 2,
        start_date: today,
        end_date: inAWeek,
        status: 'ACTIVE',
        created_by: 0,
        created_at: Date.now(),
        cancelled_at: null,
      })
      .execute();
    await server.database.db
      .insertInto('student_assignments')
      .values({
        district_id: ids.districtId,
        assignment_id: assignmentId,
        student_id: ids.student,
        student_status: null,
        assigned_by: 0,
        starting_percent: 0,
        lessons_passed: 0,
        time_spent_ms: 0,
        struggling: false,
        last_activity_at: null,
      })
      .execute();
  }
}

/** Deletes the assignments that requests created, keeping the seeded ones, so each write starts alike. */
export async function clearCreatedAssignments(db: Db) {
  await db.deleteFrom('student_assignments').where('assignment_id', 'not in', MATRIX_IDS).execute();
  await db.deleteFrom('assignments').where('assignment_id', 'not in', MATRIX_IDS).execute();
}
