import { localDay, type AssignmentHistoryItem } from '@dash/contracts';
import { useId, useState } from 'react';
import { EmptyState } from '../../../../components/ui/query-state';
import { useOptionSelect } from '../../../../components/ui/use-option-select';
import { useI18n, type MessageKey } from '../../../../lib/i18n';
import { useCancelAssignment, type CancelTarget } from '../../api/cancel-assignment';
import { useAssignmentHistory, type AssignmentTypeFilter } from '../../api/get-assignment-history';
import { reportUrl } from '../../api/get-report';
import { groupByDueBucket, type DueBucket } from '../../lib/assignment-buckets';
import type { PaneProps } from '../../lib/report-panes';
import { PaneFrame, PaneStatus } from '../pane-frame';
import { AssignmentItem, type CancelScope } from './assignment-item';
import { CancelAssignmentDialog, type CancelRequest } from './cancel-assignment-dialog';
import { StudentProgressModal, type ProgressRequest } from './student-progress-modal';
import './assignments.css';

const FILTER_KEYS: Record<AssignmentTypeFilter, MessageKey> = {
  all: 'assignment.filter.all',
  spot: 'assignment.type.spot',
  goal: 'assignment.type.goal',
  third_party: 'assignment.type.third_party',
};

type PendingCancel = CancelRequest & { assignmentId: number; target: CancelTarget };

/**
 * A classroom's Assigned Lessons or a student's Assignment History (spec §2): a type filter, the assignments
 * newest due date first in their date buckets (§9), each a collapsible item; a confirmed cancel (§4); the
 * CSV export; more pages while the server names a next one.
 */
export function AssignmentsPane({ view, location, customer, title }: PaneProps<'assignments'>) {
  const { t, locale } = useI18n();
  const bucketId = useId();
  const [type, typeSelect] = useOptionSelect(t('assignment.column.type'), FILTER_KEYS, 'all');
  const [pending, setPending] = useState<PendingCancel | null>(null);
  const [done, setDone] = useState('');
  const [progressOf, setProgressOf] = useState<ProgressRequest | null>(null);
  const history = useAssignmentHistory(view.endpoint, { type });
  const cancel = useCancelAssignment();
  const today = localDay(Date.now(), customer.district_time_zone);
  const mayCancel = customer.policy[location.state]?.assign === true;
  const cancelScope: CancelScope | null = !mayCancel
    ? null
    : view.of === 'classroom'
      ? { of: 'classroom', classroomId: view.ownerId }
      : { of: 'student', studentId: view.ownerId };

  const askToCancel = (item: AssignmentHistoryItem, target: CancelTarget, studentNames: string[] | null) => {
    cancel.reset();
    setDone('');
    setPending({
      assignmentId: item.assignment_id,
      target,
      focus: `${item.focus_code} ${item.focus_description}`,
      studentNames,
    });
  };
  const confirm = () => {
    if (!pending) return;
    cancel.mutate(pending, {
      onSuccess: () => {
        setDone(
          pending.studentNames === null
            ? t('assignment.cancel.doneClassroom', { focus: pending.focus })
            : t('assignment.cancel.doneStudents', {
                focus: pending.focus,
                count: pending.studentNames.length,
              }),
        );
        setPending(null);
      },
    });
  };

  const assignments = history.data?.pages.flatMap((page) => page.data.assignments) ?? [];
  return (
    <PaneFrame
      title={title}
      timeZone={customer.district_time_zone}
      exportHref={reportUrl(view.endpoint, { type, format: 'csv', locale })}
    >
      <div className="assignments">
        <div className="assignments__filter">{typeSelect}</div>
        <p className="assignments__done" role="status">
          {done}
        </p>
        {!history.isSuccess ? (
          <PaneStatus query={history} />
        ) : assignments.length === 0 ? (
          <EmptyState message={t(type === 'all' ? 'assignment.empty' : 'assignment.emptyOfType')} />
        ) : (
          groupByDueBucket(assignments, today).map((group) => (
            <section
              key={group.key}
              className="assignments__bucket"
              aria-labelledby={`${bucketId}-${group.key}`}
            >
              <h3 id={`${bucketId}-${group.key}`} className="assignments__bucket-title">
                <BucketLabel bucket={group.bucket} />
              </h3>
              <ul className="assignments__list">
                {group.items.map((item) => (
                  <AssignmentItem
                    key={item.assignment_id}
                    item={item}
                    cancelScope={cancelScope}
                    isOneStudent={view.of === 'student'}
                    onCancel={askToCancel}
                    onViewProgress={(item, student) =>
                      setProgressOf({
                        districtId: location.districtId,
                        studentId: student.user_id,
                        assignmentId: item.assignment_id,
                        studentName: `${student.first_name} ${student.last_name}`.trim(),
                      })
                    }
                  />
                ))}
              </ul>
            </section>
          ))
        )}
        {history.hasNextPage && (
          <button
            type="button"
            className="button button--secondary assignments__more"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? t('report.loading') : t('assignment.more')}
          </button>
        )}
      </div>
      <CancelAssignmentDialog
        request={pending}
        isCancelling={cancel.isPending}
        error={cancel.error}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
      {progressOf && <StudentProgressModal request={progressOf} onClose={() => setProgressOf(null)} />}
    </PaneFrame>
  );
}

/** A date bucket's title: this week, weeks ago, a month, or after this week. */
function BucketLabel({ bucket }: { bucket: DueBucket }) {
  const { t, formatDateTime } = useI18n();
  switch (bucket.kind) {
    case 'later':
      return t('assignment.bucket.later');
    case 'thisWeek':
      return t('assignment.bucket.thisWeek');
    case 'weeksAgo':
      return t('assignment.bucket.weeksAgo', { count: bucket.weeks });
    case 'month': {
      const month = formatDateTime(new Date(`${bucket.month}-15T12:00:00Z`), {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      return t('assignment.bucket.month', { month });
    }
  }
}
