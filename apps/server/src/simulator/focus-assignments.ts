/**
 * The simulated teachers' focus assignments as assignment rows, so the district's history reads like a real one:
 * a spot check when the focus lasts a week, a goal when it lasts two; about one in eight cancelled a few days in.
 * Their students' play already carries the assignment ids (student-simulator.ts).
 */
import { SPOT_LESSONS_ASSIGNED, localDay } from '@dash/contracts';
import type { Insertable } from 'kysely';
import type { AssignmentTable, StudentAssignmentTable } from '../assignments/assignments.table.js';
import { insertAssignmentHistory, teacherAccountsOfClassrooms } from './focus-assignments.repository.js';
import { withTransaction, type Db } from '../db/database.js';
import type { SimulationPlan } from './simulate-district.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fixed, evenly spread choice of about one id in eight (the top 3 bits of a multiplicative hash). */
const isOneInEight = (id: number) => Math.imul(id, 2654435761) >>> 29 === 0;

export async function recordFocusAssignments(db: Db, districtId: number, plan: SimulationPlan, now: number) {
  const today = localDay(now, plan.timeZone);
  const teacherOf = await teacherAccountsOfClassrooms(db, districtId);
  const assignments: Insertable<AssignmentTable>[] = [];
  const students: Insertable<StudentAssignmentTable>[] = [];
  for (const classroom of plan.focusAssignments()) {
    const teacher = teacherOf.get(classroom.classroomId) ?? 0;
    for (const focus of classroom.assignments.filter((a) => a.from <= today)) {
      const startedAt = Date.parse(`${focus.from}T15:00:00Z`);
      const cancelled = isOneInEight(focus.assignmentId);
      const isSpot = focus.to <= localDay(startedAt + 7 * DAY_MS, 'UTC');
      assignments.push({
        district_id: districtId,
        assignment_id: focus.assignmentId,
        classroom_id: classroom.classroomId,
        assignment_type: isSpot ? 'SPOT' : 'GOAL',
        focus_type: 'STANDARD',
        focus_id: focus.standardId,
        lessons_assigned: isSpot ? SPOT_LESSONS_ASSIGNED : null,
        start_date: focus.from,
        end_date: focus.to,
        status: cancelled ? 'CANCELLED' : 'ACTIVE',
        created_by: teacher,
        created_at: startedAt,
        cancelled_at: cancelled ? startedAt + 3 * DAY_MS : null,
      });
      for (const studentId of classroom.studentIds)
        students.push({
          district_id: districtId,
          assignment_id: focus.assignmentId,
          student_id: studentId,
          student_status: null,
          assigned_by: teacher,
          starting_percent: 0,
          lessons_passed: 0,
          time_spent_ms: 0,
          struggling: false,
          last_activity_at: null,
        });
    }
  }
  await withTransaction(db, (trx) => insertAssignmentHistory(trx, assignments, students));
  return assignments.length;
}
