/** Message keys for the bulk upload's outcomes, record kinds and refusal reasons (contracts' enums). */
import type { BulkKind, BulkOutcome, BulkRefusal } from '@dash/contracts';
import type { MessageKey } from '../../../lib/i18n';

export const OUTCOME_KEYS: Record<BulkOutcome, MessageKey> = {
  create: 'manage.bulkUpload.outcome.create',
  update: 'manage.bulkUpload.outcome.update',
  unchanged: 'manage.bulkUpload.outcome.unchanged',
  refused: 'manage.bulkUpload.outcome.refused',
};

export const KIND_KEYS: Record<BulkKind, MessageKey> = {
  school: 'manage.bulkUpload.kind.school',
  teacher: 'manage.bulkUpload.kind.teacher',
  classroom: 'manage.bulkUpload.kind.classroom',
  student: 'manage.bulkUpload.kind.student',
  enrollment: 'manage.bulkUpload.kind.enrollment',
};

export const REFUSAL_KEYS: Record<BulkRefusal, MessageKey> = {
  missing_field: 'manage.bulkUpload.reason.missingField',
  unknown_record_type: 'manage.bulkUpload.reason.unknownRecordType',
  unknown_grade: 'manage.bulkUpload.reason.unknownGrade',
  unknown_school: 'manage.bulkUpload.reason.unknownSchool',
  unknown_teacher: 'manage.bulkUpload.reason.unknownTeacher',
  unknown_classroom: 'manage.bulkUpload.reason.unknownClassroom',
  unknown_student: 'manage.bulkUpload.reason.unknownStudent',
  duplicate_source_id: 'manage.bulkUpload.reason.duplicateSourceId',
  username_taken: 'manage.bulkUpload.reason.usernameTaken',
  too_long: 'manage.bulkUpload.reason.tooLong',
  other_district: 'manage.bulkUpload.reason.otherDistrict',
};
