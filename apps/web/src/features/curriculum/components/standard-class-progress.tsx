import type { ProficiencyStatus } from '@dash/contracts';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useCustomer } from '../../../lib/customer';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { reportHref } from '../../../lib/report-links';
import { useClassroomStandard } from '../api/curriculum-api';
import type { CurriculumView } from '../hooks/use-curriculum-view';
import { ProgressMeter } from './curriculum-frame';

const STATUS_KEYS: Record<ProficiencyStatus, MessageKey> = {
  NOT_STARTED: 'proficiency.notStarted',
  NEEDS_ATTENTION: 'proficiency.needsAttention',
  IN_PROGRESS: 'proficiency.inProgress',
  PROFICIENT: 'proficiency.proficient',
};

/**
 * Each student of the chosen classroom on one standard (the classroom standard report): status, percent
 * complete and the day they became proficient, those needing attention first (spec §4 standard sort).
 */
export function StandardClassProgress({ view, standardId }: { view: CurriculumView; standardId: number }) {
  const { t, formatDateTime } = useI18n();
  const dayOf = (date: string) =>
    formatDateTime(new Date(`${date.slice(0, 10)}T12:00:00Z`), { dateStyle: 'short', timeZone: 'UTC' });
  const customer = useCustomer();
  const report = useClassroomStandard(view.progress, standardId);
  const classroom = view.classroom!;
  return (
    <section aria-labelledby="curriculum-class">
      <h2 id="curriculum-class" className="curriculum-section-title">
        {t('curriculum.classProgress', { classroom: classroom.name })}
      </h2>
      {report.isPending && <LoadingState />}
      {report.isError && (
        <ErrorState message={t('curriculum.progressFailed')} onRetry={() => void report.refetch()} />
      )}
      {report.data && report.data.data.students.length === 0 && (
        <EmptyState message={t('curriculum.noStudents')} />
      )}
      {report.data && report.data.data.students.length > 0 && (
        <div className="curriculum-table-wrap">
          <table className="curriculum-table">
            <thead>
              <tr>
                <th scope="col">{t('curriculum.student')}</th>
                <th scope="col">{t('curriculum.status')}</th>
                <th scope="col">{t('curriculum.complete')}</th>
                <th scope="col">{t('curriculum.proficientOn')}</th>
              </tr>
            </thead>
            <tbody>
              {report.data.data.students.map((student) => (
                <tr key={student.id}>
                  <th scope="row">
                    <Link
                      to={reportHref(customer.district_id, 'student', student.id, {
                        classroomId: classroom.id,
                      })}
                    >
                      {student.first_name} {student.last_name}
                    </Link>
                  </th>
                  <td data-label={t('curriculum.status')}>{t(STATUS_KEYS[student.proficiency_status])}</td>
                  <td data-label={t('curriculum.complete')}>
                    <ProgressMeter
                      percent={student.percent_complete}
                      label={`${student.percent_complete}%`}
                    />
                  </td>
                  <td data-label={t('curriculum.proficientOn')}>
                    {student.proficient_date ? dayOf(student.proficient_date) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
