/**
 * A student's data export for an administrator (their records: profile, classrooms, assignments and messages
 * with their images' type and size). Every export is written to the audit log.
 */
import { type StockMessageId, type StudentDataExport } from '@dash/contracts';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../accounts/actor.js';
import { refuseAudited } from '../assignments/assignment-access.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Db } from '../db/database.js';
import { canExportStudentData } from '../policy/messaging-policy.js';
import { loadTargetFacts } from '../roster/target-facts.js';
import { messagesOfStudents, senderNameOf } from './messaging.repository.js';
import {
  assignmentsOfStudent,
  classroomsOfStudent,
  exportedStudent,
  imagesOfStudent,
} from './student-data-export.repository.js';

/** Every message of a student: retention (retention.ts) bounds how many there are. */
const ALL_MESSAGES = Number.MAX_SAFE_INTEGER;

export async function exportStudentData(
  db: Db,
  actor: Actor,
  studentId: number,
  request: FastifyRequest,
  now = Date.now(),
): Promise<StudentDataExport['data']> {
  if (!(await canExportStudentData(actor, studentId, (t) => loadTargetFacts(db, t))))
    await refuseAudited(db, actor, {
      target: `student:${studentId}`,
      detail: 'student data export',
      message: 'You cannot export this student’s data.',
    });
  const districtId = actor.districtId;
  const [student, classrooms, assignments, messages, images] = await Promise.all([
    exportedStudent(db, districtId, studentId),
    classroomsOfStudent(db, districtId, studentId),
    assignmentsOfStudent(db, districtId, studentId),
    messagesOfStudents(db, districtId, [studentId], ALL_MESSAGES),
    imagesOfStudent(db, districtId, studentId),
  ]);
  const imageOf = new Map(images.map((i) => [i.image_id, i]));
  await recordAudit(db, {
    districtId,
    customerId: actor.customerId,
    action: 'export',
    outcome: 'success',
    target: `student:${studentId}`,
    ip: request.ip,
    detail: `student data export (${messages.length} messages)`,
  });
  return {
    exported_at: now,
    student: {
      id: student!.student_id,
      first_name: student!.first_name,
      last_name: student!.last_name,
      username: student!.username,
      grade_id: student!.grade_id,
      language_id: student!.language_id,
      created_at: student!.created_at,
    },
    classrooms: classrooms.map((c) => ({ id: c.classroom_id, name: c.name })),
    assignments,
    messages: messages.map((m) => {
      const image = m.image_id === null ? undefined : imageOf.get(m.image_id);
      return {
        id: m.message_id,
        student_id: m.student_id,
        from_student: m.from_student,
        to_classroom: m.to_classroom,
        classroom_id: m.classroom_id,
        sender_name: senderNameOf(m),
        message_text: m.message_text,
        stock_id: m.stock_id as StockMessageId | null,
        created_at: m.created_at,
        read_at: m.read_at,
        image: image
          ? { id: image.image_id, content_type: image.content_type, byte_size: image.byte_size }
          : null,
      };
    }),
  };
}
