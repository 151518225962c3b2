import type { AssignmentHistoryItem } from '@dash/contracts';
import { useI18n, type MessageKey } from '../../../../lib/i18n';
import {
  nextStudentSort,
  sortStudents,
  STUDENT_SORT_COLUMNS,
  type StudentSort,
  type StudentSortColumn,
} from '../../lib/assignment-sort';
import { ScrollTable } from '../scroll-region';

type Student = AssignmentHistoryItem['students'][number];

const COLUMN_LABEL_KEYS: Record<StudentSortColumn, MessageKey> = {
  first_name: 'report.column.firstName',
  last_name: 'report.column.lastName',
  assignment_status: 'assignment.column.status',
  time_spent: 'assignment.column.timeSpent',
  lessons_passed: 'assignment.column.lessonsPassed',
};
const isNumeric = (column: StudentSortColumn) => column === 'time_spent' || column === 'lessons_passed';

interface AssignmentStudentsTableProps {
  caption: string;
  students: readonly Student[];
  sort: StudentSort;
  onSort: (sort: StudentSort) => void;
  /** With a choice box per student who may still be stopped; absent when nobody can be chosen. */
  choice?: { chosen: ReadonlySet<number>; onToggle: (userId: number) => void };
  /** Opens the student progress modal for a student (spec §2 "view progress"). */
  onViewProgress?: (student: Student) => void;
}

/** The students of one assignment (spec §2): sortable by name, status, time spent and lessons passed. */
export function AssignmentStudentsTable({
  caption,
  students,
  sort,
  onSort,
  choice,
  onViewProgress,
}: AssignmentStudentsTableProps) {
  const { t, tag, formatNumber } = useI18n();
  const rows = sortStudents(students, sort, tag);
  const nameOf = (student: Student) => `${student.first_name} ${student.last_name}`.trim();

  return (
    <ScrollTable caption={caption} className="report-table assignment-students">
      <thead>
        <tr>
          {choice && (
            <th scope="col" className="assignment-students__choice">
              <span className="visually-hidden">{t('assignment.choose')}</span>
            </th>
          )}
          {STUDENT_SORT_COLUMNS.map((column) => {
            const isSorted = sort.order === column;
            return (
              <th
                key={column}
                scope="col"
                className={isNumeric(column) ? 'numeric' : undefined}
                aria-sort={isSorted ? (sort.sort === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                <button
                  type="button"
                  className="sort-button"
                  onClick={() => onSort(nextStudentSort(sort, column))}
                >
                  {t(COLUMN_LABEL_KEYS[column])}{' '}
                  <span className="sort-button__icon" aria-hidden="true">
                    {isSorted ? (sort.sort === 'asc' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </th>
            );
          })}
          {onViewProgress && <th scope="col">{t('progress.column')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((student) => {
          const isChoosable = student.assignment_status === 'in_progress';
          return (
            <tr key={student.user_id}>
              {choice && (
                <td className="assignment-students__choice">
                  {isChoosable && (
                    <input
                      type="checkbox"
                      checked={choice.chosen.has(student.user_id)}
                      onChange={() => choice.onToggle(student.user_id)}
                      aria-label={t('assignment.chooseStudent', { name: nameOf(student) })}
                    />
                  )}
                </td>
              )}
              <th scope="row">{student.first_name || t('report.unnamed')}</th>
              <td>{student.last_name}</td>
              <td>
                <span className={`assignment-status assignment-status--${student.assignment_status}`}>
                  {t(`assignment.status.${student.assignment_status}`)}
                </span>
              </td>
              <td className="numeric">{formatNumber(student.time_spent)}</td>
              <td className="numeric">{formatNumber(student.lessons_passed)}</td>
              {onViewProgress && (
                <td>
                  <button
                    type="button"
                    className="button button--secondary assignment-students__progress"
                    aria-label={t('assignment.viewProgressOf', { name: nameOf(student) })}
                    onClick={() => onViewProgress(student)}
                  >
                    {t('assignment.viewProgress')}
                  </button>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
