import type { AssignmentHistoryItem } from '@dash/contracts';
import { useId, useState } from 'react';
import { assignmentTypeKey } from '../../../../lib/assignment-type-label';
import { useI18n } from '../../../../lib/i18n';
import type { CancelTarget } from '../../api/cancel-assignment';
import { DEFAULT_STUDENT_SORT, type StudentSort } from '../../lib/assignment-sort';
import { FactList, type Fact } from './fact-list';
import { AssignmentStudentsTable } from './assignment-students-table';

/** Who may cancel from an item: on a classroom, the classroom or chosen students; on a student, that student. */
export type CancelScope = { of: 'classroom'; classroomId: number } | { of: 'student'; studentId: number };

interface AssignmentItemProps {
  item: AssignmentHistoryItem;
  /** Null when the customer may not cancel (spec §6 `assign`). */
  cancelScope: CancelScope | null;
  /** A student's history: the item is that student's alone, so no student count. */
  isOneStudent: boolean;
  onCancel: (item: AssignmentHistoryItem, target: CancelTarget, studentNames: string[] | null) => void;
  onViewProgress: (item: AssignmentHistoryItem, student: AssignmentHistoryItem['students'][number]) => void;
}

/**
 * One assignment, collapsible (spec §2): its focus and whole description, type, dates, duration, latest flag
 * and totals; opened, its students' table and the cancel actions.
 */
export function AssignmentItem({
  item,
  cancelScope,
  isOneStudent,
  onCancel,
  onViewProgress,
}: AssignmentItemProps) {
  const { t, formatDateTime, formatNumber } = useI18n();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [sort, setSort] = useState<StudentSort>(DEFAULT_STUDENT_SORT);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const day = (date: string) =>
    formatDateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const focus = `${item.focus_code} ${item.focus_description}`;
  const inProgress = item.students.filter((s) => s.assignment_status === 'in_progress');
  const canCancel = cancelScope !== null && item.status === 'ACTIVE' && inProgress.length > 0;
  const isChoosing = canCancel && cancelScope.of === 'classroom';
  const chosenStudents = inProgress.filter((s) => chosen.has(s.user_id));
  const nameOf = (s: (typeof item.students)[number]) => `${s.first_name} ${s.last_name}`.trim();

  const toggle = (userId: number) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });

  const facts: Fact[] = [
    [t('assignment.column.type'), t(assignmentTypeKey(item.assignment_type))],
    [t('assignment.column.startDate'), day(item.start_date)],
    [t('assignment.column.dueDate'), day(item.due_date)],
    [t('assignment.duration'), t('assignment.weeks', { count: item.duration_weeks })],
    [t('assignment.column.lessonsPassed'), formatNumber(item.lessons_passed)],
    [t('assignment.column.timeSpent'), formatNumber(item.total_time)],
  ];

  return (
    <li className="assignment-item" data-assignment-id={item.assignment_id}>
      <h4 className="assignment-item__heading">
        <button
          type="button"
          className="assignment-item__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span className="assignment-item__chevron" aria-hidden="true">
            {isOpen ? '▾' : '▸'}
          </span>
          <span className="assignment-item__title">
            <span className="assignment-item__focus">{item.focus_code}</span>{' '}
            <span className="assignment-item__description">{item.focus_description}</span>
          </span>
        </button>
      </h4>
      <p className="assignment-item__badges">
        {item.latest && (
          <span className="assignment-badge assignment-badge--latest">{t('assignment.latest')}</span>
        )}
        {item.status === 'CANCELLED' && (
          <span className="assignment-badge assignment-badge--cancelled">{t('assignment.cancelled')}</span>
        )}
        {!isOneStudent && (
          <span className="assignment-badge">
            {t('assignment.studentCount', { count: item.students.length })}
          </span>
        )}
      </p>
      <FactList className="assignment-item__facts" facts={facts} />
      <div id={panelId} className="assignment-item__panel" hidden={!isOpen}>
        {isOpen && (
          <AssignmentStudentsTable
            caption={t('assignment.studentsOf', { focus })}
            students={item.students}
            sort={sort}
            onSort={setSort}
            choice={isChoosing ? { chosen, onToggle: toggle } : undefined}
            onViewProgress={(student) => onViewProgress(item, student)}
          />
        )}
        {canCancel && (
          <div className="assignment-item__actions">
            {cancelScope.of === 'classroom' ? (
              <>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={chosenStudents.length === 0}
                  onClick={() =>
                    onCancel(
                      item,
                      { userIds: chosenStudents.map((s) => s.user_id) },
                      chosenStudents.map(nameOf),
                    )
                  }
                >
                  {chosenStudents.length === 0
                    ? t('assignment.cancelChosenNone')
                    : t('assignment.cancelChosen', { count: chosenStudents.length })}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => onCancel(item, { classroomId: cancelScope.classroomId }, null)}
                >
                  {t('assignment.cancelClassroom')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onCancel(item, { userIds: [cancelScope.studentId] }, inProgress.map(nameOf))}
              >
                {t('assignment.cancelStudent')}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
