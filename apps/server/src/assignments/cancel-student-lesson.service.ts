/**
 * Cancel student lesson (spec §7): a teacher, administrator or guardian stops a spot check's lessons for one
 * student, under the same policy as a cancel (assignment-access.ts), in one transaction that also writes the
 * audit entry; once nobody is left on the spot check it is cancelled (spec §4).
 */
import type { CancelStudentLessonRequest, CancelStudentLessonResponse } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import { withTransaction, type Db } from '../db/database.js';
import { badRequest, notFound } from '../http/app-error.js';
import { assertMayAssign } from './assignment-access.js';
import { moveVersions } from '../live/live-versions.repository.js';
import * as repository from './assignments.repository.js';

export async function cancelStudentLesson(
  db: Db,
  actor: Actor,
  request: CancelStudentLessonRequest,
  now = Date.now(),
): Promise<CancelStudentLessonResponse['data']> {
  const districtId = actor.districtId;
  const { assignment_id: assignmentId, user_id: studentId } = request;
  const assignment = await repository.findAssignment(db, districtId, assignmentId);
  // A missing or foreign assignment is refused like one the actor may not touch: ids reveal nothing.
  await assertMayAssign(db, actor, assignment?.classroom_id ?? null, [studentId]);
  if (!assignment) throw notFound('That assignment does not exist.');
  if (assignment.assignment_type !== 'SPOT')
    throw badRequest(
      'Only a spot check’s lessons are stopped for one student; cancel a goal from Assigned Lessons.',
    );
  if (
    assignment.lessons_assigned !== request.lessons_assigned ||
    assignment.start_date !== request.start_date
  )
    throw badRequest('This spot check has changed since it was shown; reload the page and try again.');
  const members = await repository.studentsOfAssignment(db, districtId, assignmentId);
  const member = members.find((m) => m.student_id === studentId);
  if (!member) throw badRequest('This student is not on that spot check.');
  if (member.student_status?.startsWith('COMPLETE'))
    throw badRequest('This student has already finished the spot check’s lessons.');
  const stopped = (status: 'ACTIVE' | 'CANCELLED') => ({
    assignment_id: assignmentId,
    user_id: studentId,
    student_status: 'REMOVED' as const,
    status,
  });
  if (assignment.status === 'CANCELLED' || member.student_status === 'REMOVED')
    return stopped(assignment.status);

  const nobodyLeft = members.every((m) => m.student_id === studentId || m.student_status !== null);
  await withTransaction(
    db,
    async (trx) => {
      await repository.lockStudents(trx, districtId, [studentId]);
      await repository.removeStudentsFromAssignment(trx, districtId, assignmentId, [studentId]);
      if (nobodyLeft) await repository.cancelAssignment(trx, districtId, assignmentId, now);
      await moveVersions(trx, districtId, {
        classroomIds: [assignment.classroom_id],
        studentIds: [studentId],
      });
      await recordAudit(
        trx,
        {
          districtId,
          customerId: actor.customerId,
          action: 'assignment_cancelled',
          outcome: 'success',
          target: `assignment:${assignmentId}`,
          detail: `spot check lessons stopped for student ${studentId}${nobodyLeft ? '; nobody left on it' : ''}`,
        },
        now,
      );
    },
    { districtId },
  );
  return stopped(nobodyLeft ? 'CANCELLED' : 'ACTIVE');
}
