import {
  assignmentKindOf,
  isActiveForStudent,
  localDay,
  type AssignmentHistoryItem,
  type Customer,
} from '@dash/contracts';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { assignmentTypeKey } from '../../../../lib/assignment-type-label';
import { useI18n } from '../../../../lib/i18n';
import { useAssignmentHistory } from '../../api/get-assignment-history';
import type { ReportLocation } from '../../lib/report-location';
import { paneHref } from '../../lib/report-url';
import { paneLabelKeyOf } from '../report-tabs';
import { FactList } from './fact-list';
import { StudentProgressModal, type ProgressRequest } from './student-progress-modal';
import './student-assigned-lessons.css';

type Student = AssignmentHistoryItem['students'][number];

/** The student's assignments that are active today (spec §4): ACTIVE, the student still on it, not past its end. */
export function activeAssignmentsOf(
  items: readonly AssignmentHistoryItem[],
  studentId: number,
  today: string,
) {
  return items.flatMap((item) => {
    const student = item.students.find((s) => s.user_id === studentId);
    return student && isActiveForStudent(item.status, student.student_status) && item.end_date >= today
      ? [{ item, student }]
      : [];
  });
}

/**
 * Assigned lessons on the student overview (spec §2): the student's active assignments with their focus, type,
 * due date and progress, each opening the student progress modal, and a link to the Assignment History tab.
 * Shown where the policy opens that tab to the caller (teachers, admins, guardians).
 */
export function StudentAssignedLessons({
  location,
  customer,
  student,
}: {
  location: ReportLocation;
  customer: Customer;
  student: { id: number; first_name: string; last_name: string };
}) {
  const { t, formatDateTime, formatNumber } = useI18n();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const [progressOf, setProgressOf] = useState<ProgressRequest | null>(null);
  const history = useAssignmentHistory(
    `/r/districts/${location.districtId}/students/${student.id}/assignments`,
    {
      type: 'all',
    },
  );
  const today = localDay(Date.now(), customer.district_time_zone);
  const studentName = `${student.first_name} ${student.last_name}`.trim();
  const day = (date: string) =>
    formatDateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const active = activeAssignmentsOf(history.data?.pages[0]?.data.assignments ?? [], student.id, today);

  const progressText = (item: AssignmentHistoryItem, row: Student) =>
    assignmentKindOf(item.assignment_type) === 'spot'
      ? t('overview.assigned.lessonsProgress', {
          passed: formatNumber(row.lessons_passed),
          assigned: formatNumber(item.lessons_assigned ?? 0),
        })
      : t('overview.assigned.percentProgress', {
          start: formatNumber(row.starting_percent),
          current: formatNumber(row.current_percent),
        });

  return (
    <section className="assigned-lessons" aria-labelledby={titleId}>
      <div className="assigned-lessons__header">
        <h3 id={titleId}>{t('overview.assigned.title')}</h3>
        <Link to={paneHref(pathname, search, 'assignments')}>
          {t('overview.assigned.seeAll', { tab: t(paneLabelKeyOf(location.state, 'assignments')) })}
        </Link>
      </div>
      {history.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : history.isError ? (
        <p className="muted">{t('overview.assigned.failed')}</p>
      ) : active.length === 0 ? (
        <p className="muted">{t('overview.assigned.none')}</p>
      ) : (
        <ul className="assigned-lessons__list">
          {active.map(({ item, student: row }) => (
            <li key={item.assignment_id} className="assigned-lesson" data-assignment-id={item.assignment_id}>
              <h4 className="assigned-lesson__focus">
                <span className="assigned-lesson__code">{item.focus_code}</span> {item.focus_description}
              </h4>
              <FactList
                className="assigned-lesson__facts"
                facts={[
                  [t('assignment.column.type'), t(assignmentTypeKey(item.assignment_type))],
                  [t('assignment.column.dueDate'), day(item.due_date)],
                  [t('progress.column'), progressText(item, row)],
                ]}
              />
              <button
                type="button"
                className="button button--secondary assigned-lesson__progress"
                aria-label={t('overview.assigned.viewProgressOf', { focus: item.focus_code })}
                onClick={() =>
                  setProgressOf({
                    districtId: location.districtId,
                    studentId: student.id,
                    assignmentId: item.assignment_id,
                    studentName,
                  })
                }
              >
                {t('assignment.viewProgress')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {progressOf && <StudentProgressModal request={progressOf} onClose={() => setProgressOf(null)} />}
    </section>
  );
}
