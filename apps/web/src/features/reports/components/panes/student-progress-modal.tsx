import type { StudentAssignmentHistory, StudentAssignmentProgress } from '@dash/contracts';
import { useRef } from 'react';
import { ProgressChart } from '../../../../components/charts';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { ErrorState, LoadingState } from '../../../../components/ui/query-state';
import { assignmentTypeKey } from '../../../../lib/assignment-type-label';
import { useI18n } from '../../../../lib/i18n';
import { useStudentAssignmentProgress } from '../../api/get-student-assignment-progress';
import { FactList } from './fact-list';
import './student-progress-modal.css';

export interface ProgressRequest {
  districtId: number;
  studentId: number;
  assignmentId: number;
  studentName: string;
}

/**
 * The student progress modal (spec §2 Modals): the assignment's focus, the student's status, starting and current
 * percent, the percent by week as a 420 px chart with a table view, and the lesson plays grouped by week.
 */
export function StudentProgressModal({
  request,
  onClose,
}: {
  request: ProgressRequest;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const closeRef = useRef<HTMLButtonElement>(null);
  const progress = useStudentAssignmentProgress(request);
  return (
    <ModalDialog
      isOpen
      title={t('progress.title', { name: request.studentName })}
      onCancel={onClose}
      initialFocusRef={closeRef}
      className="student-progress"
    >
      <button
        ref={closeRef}
        type="button"
        className="button button--secondary student-progress__close"
        onClick={onClose}
      >
        {t('progress.close')}
      </button>
      {progress.isPending ? (
        <LoadingState />
      ) : progress.isError ? (
        <ErrorState onRetry={() => void progress.refetch()} />
      ) : (
        <ProgressBody data={progress.data} />
      )}
    </ModalDialog>
  );
}

function ProgressBody({ data }: { data: StudentAssignmentProgress }) {
  const { t, tag } = useI18n();
  const { assignment, student } = data;
  const percent = (value: number) => new Intl.NumberFormat(tag, { style: 'percent' }).format(value / 100);
  const weeks = [...new Set(data.student_assignment_histories.map((h) => h.week))];
  return (
    <div className="student-progress__body">
      <p className="student-progress__focus">
        <span className="assignment-item__focus">{assignment.focus_code}</span> {assignment.focus_description}
      </p>
      <FactList
        className="student-progress__facts"
        facts={[
          [t('assignment.column.type'), t(assignmentTypeKey(assignment.assignment_type))],
          [
            t('assignment.column.status'),
            <span className={`assignment-status assignment-status--${student.assignment_status}`}>
              {t(`assignment.status.${student.assignment_status}`)}
            </span>,
          ],
          [
            t('progress.startToCurrent'),
            `${percent(student.starting_percent)} → ${percent(student.current_percent)}`,
          ],
        ]}
      />
      <ProgressChart
        title={t('progress.chartTitle', { focus: assignment.focus_code })}
        weeks={data.proficiency_on_date_list.map((p) => ({ week: p.week, percent: p.percent_complete }))}
      />
      <h3 className="student-progress__plays-title">{t('progress.plays')}</h3>
      {weeks.length === 0 ? (
        <p>{t('progress.noPlays')}</p>
      ) : (
        weeks.map((week) => (
          <WeekPlays
            key={week}
            week={week}
            plays={data.student_assignment_histories.filter((h) => h.week === week)}
          />
        ))
      )}
    </div>
  );
}

function WeekPlays({ week, plays }: { week: number; plays: StudentAssignmentHistory[] }) {
  const { t, formatNumber } = useI18n();
  const resultOf = (play: StudentAssignmentHistory) =>
    play.was_lesson_passed === null ? 'paused' : play.was_lesson_passed ? 'passed' : 'failed';
  const title = t('chart.progress.week', { week });
  return (
    <section className="student-progress__week" aria-label={title}>
      <h4>{title}</h4>
      <table className="report-table student-progress__table">
        <caption className="visually-hidden">{t('progress.playsOfWeek', { week })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('progress.column.lesson')}</th>
            <th scope="col">{t('progress.column.result')}</th>
            <th scope="col" className="numeric">
              {t('progress.column.minutes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {plays.map((play) => (
            <tr key={`${play.played_at}-${play.lesson_slot_id}-${resultOf(play)}`}>
              <th scope="row">{play.lesson_name}</th>
              <td>
                <span className={`play-result play-result--${resultOf(play)}`}>
                  {t(`progress.result.${resultOf(play)}`)}
                </span>
                {play.was_struggling && (
                  <span className="play-result__struggling">{t('progress.struggling')}</span>
                )}
              </td>
              <td className="numeric">{formatNumber(play.time_spent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
