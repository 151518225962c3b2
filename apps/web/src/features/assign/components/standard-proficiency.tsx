import type { ProficiencyStatus } from '@dash/contracts';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { useStandardProficiency, type ProficiencySource } from '../api/get-standard-proficiency';
import type { ChecklistStudent } from './student-checklist';

const STATUS_KEYS: Record<ProficiencyStatus, MessageKey> = {
  NOT_STARTED: 'proficiency.notStarted',
  NEEDS_ATTENTION: 'proficiency.needsAttention',
  IN_PROGRESS: 'proficiency.inProgress',
  PROFICIENT: 'proficiency.proficient',
};

/**
 * The chosen students' proficiency on one standard (spec §2 "the selected students' proficiency beside each
 * standard"): each student's status and percent complete, from the classroom's standard report.
 */
export function StandardProficiency({
  source,
  standardId,
  code,
  students,
}: {
  source: ProficiencySource;
  standardId: number;
  code: string;
  students: readonly ChecklistStudent[];
}) {
  const { t } = useI18n();
  const report = useStandardProficiency(source, standardId);
  if (students.length === 0) return null;
  if (report.isPending) return <span className="assign-proficiency muted">{t('common.loading')}</span>;
  if (report.isError)
    return <span className="assign-proficiency muted">{t('assign.proficiency.unknown')}</span>;
  const byId = new Map(report.data.data.students.map((row) => [row.id, row]));
  return (
    <ul className="assign-proficiency" aria-label={t('assign.proficiency.label', { code })}>
      {students.map((student) => {
        const row = byId.get(student.id);
        const status = row?.proficiency_status ?? 'NOT_STARTED';
        return (
          <li
            key={student.id}
            className={`assign-proficiency__student assign-proficiency--${status.toLowerCase()}`}
          >
            {t('assign.proficiency.student', {
              name: student.name,
              status: t(STATUS_KEYS[status]),
              percent: row?.percent_complete ?? 0,
            })}
          </li>
        );
      })}
    </ul>
  );
}
