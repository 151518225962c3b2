/**
 * The authorization matrix's entries for classroom and student management (security/route-matrix.ts merges
 * them): whoever may open a classroom or student reads and edits its settings, roster and passwords (spec §6:
 * a teacher their classrooms', a school admin their schools', a district admin the district's); a guardian
 * never, not even for their own child. Writes send the object's id, provision_uid and type (spec §5).
 */
import type { MatrixEntry } from '../security/matrix-entry.js';

type Body = Extract<MatrixEntry, { scope: 'object' }>['body'];

const classroomCell = (body?: Body): MatrixEntry => ({ scope: 'object', kind: 'classroom', body });
const studentCell = (body?: Body): MatrixEntry => ({
  scope: 'object',
  kind: 'student',
  body,
  except: { guardian: { own: 'refuse' } },
});

/** The fixture's classrooms hold "classroom-{id}", its students "student-{id}" (demo/roster-generator.ts). */
const classroom = (id: number) => ({ id, provision_uid: `classroom-${id}`, type: 'classroom' });
const student = (id: number) => ({ id, provision_uid: `student-${id}`, type: 'student' });

export const MANAGE_CLASSROOM_MATRIX: Record<string, MatrixEntry> = {
  'GET /m/classroom/:classroomId/settings': classroomCell(),
  'POST /m/classroom/:classroomId/settings': classroomCell(({ objects }) => classroom(objects.classroom)),
  'GET /m/classroom/:classroomId/authentication_type': classroomCell(),
  'POST /m/classroom/:classroomId/authentication_type': classroomCell(({ objects }) => ({
    ...classroom(objects.classroom),
    authentication_type: 2,
  })),
  'GET /m/classroom/:classroomId/engagement_restrictions': classroomCell(),
  'POST /m/classroom/:classroomId/engagement_restrictions': classroomCell(({ objects }) => ({
    ...classroom(objects.classroom),
    engagement_restrictions: ['arcade_restricted'],
  })),
  'GET /m/classroom/:classroomId/primary_graduation': classroomCell(),
  'POST /m/classroom/:classroomId/primary_graduation': classroomCell(({ objects }) => ({
    ...classroom(objects.classroom),
    primary_graduation: true,
  })),
  'POST /m/classroom/:classroomId/graduate': classroomCell(({ objects }) => ({
    ...classroom(objects.classroom),
    student_ids: [objects.student],
  })),
  // Moving a student to the classroom they are in changes nothing, so every allowed cell answers alike.
  'POST /m/classroom/:classroomId/move_students': classroomCell(({ objects }) => ({
    ...classroom(objects.classroom),
    student_ids: [objects.student],
    to_classroom_id: objects.classroom,
  })),
  'GET /m/classroom/:classroomId/roster': classroomCell(),
  'GET /m/magneto/classroom/:classroomId/roster': classroomCell(),
  'GET /m/classroom/:classroomId/students_info_with_passwords': classroomCell(),
  'GET /m/student/:studentId/settings': studentCell(),
  'POST /m/student/:studentId/settings': studentCell(({ objects }) => student(objects.student)),
  'POST /m/student/:studentId/student_password': studentCell(({ objects }) => ({
    ...student(objects.student),
    picture_password: 3,
  })),
};
