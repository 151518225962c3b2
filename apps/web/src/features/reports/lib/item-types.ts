import type { ReportState } from '@dash/contracts';
import type { MessageKey } from '../../../lib/i18n';

/** What an item of each state is called ("School", "Classroom"…), for info lines and breadcrumbs. */
export const ITEM_TYPE_KEYS: Record<ReportState, MessageKey> = {
  district: 'item.district',
  grade: 'item.grade',
  school: 'item.school',
  teacher: 'item.teacher',
  classroom: 'item.classroom',
  student: 'item.student',
  guardian: 'item.guardian',
};
