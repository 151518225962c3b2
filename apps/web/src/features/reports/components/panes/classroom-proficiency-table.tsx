import type { Customer } from '@dash/contracts';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { Link } from 'react-router';
import { gradeName, useI18n } from '../../../../lib/i18n';
import { saveAssignStudent } from '../../../../lib/saved-assign-context';
import { useClassroomProficiency } from '../../api/get-classroom-proficiency';
import { nextSort } from '../../lib/columns';
import type { ReportLocation } from '../../lib/report-location';
import { childHref } from '../../lib/report-url';
import { standardsParam } from '../../lib/standards-grid';
import { PaneStatus } from '../pane-frame';
import { ScrollTable } from '../scroll-region';
import { GradeWindowArrows, scrollColumnIntoView, useGradeWindow } from './grade-window-arrows';
import { ProgressBarCell } from './progress-bar-cell';
import {
  centerIndexOf,
  levelOrder,
  NAME_ORDER,
  sortStudents,
  type TableSort,
} from './proficiency-table-model';
import { StudentProficienciesPopover, type PopoverTarget } from './student-proficiencies-popover';
import './proficiency-tables.css';

/** A header that sorts its column (spec §4 "Table sort"): a new column ascending, the same one toggles. */
function SortHeader({
  label,
  order,
  sort,
  onSort,
  cellRef,
}: {
  label: string;
  order: string;
  sort: TableSort | null;
  onSort: (order: string) => void;
  cellRef?: Ref<HTMLTableCellElement>;
}) {
  const isSorted = sort?.order === order;
  return (
    <th
      ref={cellRef}
      scope="col"
      aria-sort={isSorted ? (sort.sort === 'asc' ? 'ascending' : 'descending') : undefined}
      className={order === NAME_ORDER ? undefined : 'proficiency-table__grade'}
    >
      <button type="button" className="sort-button" onClick={() => onSort(order)}>
        {label}{' '}
        <span className="sort-button__icon" aria-hidden="true">
          {isSorted ? (sort.sort === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * The classroom's grade proficiency table on its Overview (spec §2): students × a window of grade columns
 * centred on the classroom's grade, each cell a progress bar. A student's name opens their report (and becomes
 * the saved assignment context); a cell opens the student proficiencies popover where the policy shows the
 * student's standards.
 */
export function ClassroomProficiencyTable({
  location,
  customer,
}: {
  location: ReportLocation;
  customer: Customer;
}) {
  const { t, locale, tag } = useI18n();
  const { districtId, itemId: classroomId, context } = location;
  const report = useClassroomProficiency(
    `/r/districts/${districtId}/classrooms/${classroomId}/standards/proficiency`,
    {},
  );
  const [sort, setSort] = useState<TableSort | null>(null);
  const [popover, setPopover] = useState<PopoverTarget | null>(null);
  const closePopover = useCallback(() => setPopover(null), []);
  const data = report.data?.data;
  const levels = data?.levels ?? [];
  const center = centerIndexOf(levels, data?.classroom.grade ?? null);
  const gradeWindow = useGradeWindow(
    levels.length,
    center,
    customer.magneto_district_options.navigation_2020 !== false,
  );
  // On a narrow screen the classroom's grade column starts in view.
  const centerHeader = useRef<HTMLTableCellElement>(null);
  useLayoutEffect(() => scrollColumnIntoView(centerHeader.current), [report.isSuccess]);
  const compare = useMemo(() => new Intl.Collator(tag, { sensitivity: 'base' }).compare, [tag]);
  const students = useMemo(() => sortStudents(data?.students ?? [], sort, compare), [data, sort, compare]);

  const inClassroom = { teacherId: context.teacherId, schoolId: context.schoolId, classroomId };
  const studentHref = (studentId: number, extra: Record<string, string> = {}) =>
    childHref(location, 'student', studentId, inClassroom, extra);
  const canOpenStandards = customer.policy.student?.standards === true;
  const { start, end } = gradeWindow.window;
  const shown = levels.slice(start, end);

  return (
    <section className="report-pane proficiency-table-section" aria-labelledby="classroom-proficiency-title">
      <div className="proficiency-table__header">
        <h2 id="classroom-proficiency-title" className="report-pane__title">
          {t('proficiencyTable.classroomTitle')}
        </h2>
        {report.isSuccess && levels.length > 0 && (
          <GradeWindowArrows window={gradeWindow.window} onShift={gradeWindow.shift} />
        )}
      </div>
      {!report.isSuccess ? (
        <PaneStatus query={report} />
      ) : students.length === 0 || levels.length === 0 ? (
        <p className="muted">{t('proficiencyTable.noStudents')}</p>
      ) : (
        <ScrollTable caption={t('proficiencyTable.classroomCaption')} className="proficiency-table">
          <thead>
            <tr>
              <SortHeader
                label={t('proficiencyTable.name')}
                order={NAME_ORDER}
                sort={sort}
                onSort={(order) => setSort(nextSort(sort ?? { order: '', sort: 'asc' }, order))}
              />
              {shown.map((level) => (
                <SortHeader
                  key={level.id}
                  cellRef={level.id === levels[center]?.id ? centerHeader : undefined}
                  label={gradeName({ t, locale }, level.grade)}
                  order={levelOrder(level.id)}
                  sort={sort}
                  onSort={(order) => setSort(nextSort(sort ?? { order: '', sort: 'asc' }, order))}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {students.map((student) => {
              const name = `${student.first_name} ${student.last_name}`.trim();
              return (
                <tr key={student.id}>
                  <th scope="row">
                    <Link
                      to={studentHref(student.id)}
                      onClick={() => saveAssignStudent({ districtId, classroomId, studentId: student.id })}
                    >
                      {name || t('report.unnamed')}
                    </Link>
                  </th>
                  {shown.map((level) => {
                    const cell = student.cells.find((c) => c.level_id === level.id);
                    if (!cell) return <td key={level.id} />;
                    const grade = gradeName({ t, locale }, level.grade);
                    const isOpen = popover?.studentId === student.id && popover.levelId === level.id;
                    return (
                      <td key={level.id} className="proficiency-table__cell">
                        {canOpenStandards ? (
                          <button
                            type="button"
                            className="proficiency-table__open"
                            aria-haspopup="dialog"
                            aria-expanded={isOpen}
                            aria-label={t('proficiencyTable.cellLabel', {
                              student: name,
                              grade,
                              percent: cell.percent_complete,
                            })}
                            onClick={(event) =>
                              setPopover(
                                isOpen
                                  ? null
                                  : {
                                      studentId: student.id,
                                      studentName: name,
                                      levelId: level.id,
                                      grade: level.grade,
                                      anchor: event.currentTarget,
                                    },
                              )
                            }
                          >
                            <ProgressBarCell percent={cell.percent_complete} />
                          </button>
                        ) : (
                          <ProgressBarCell percent={cell.percent_complete} />
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
      {popover && (
        <StudentProficienciesPopover
          key={`${popover.studentId}-${popover.levelId}`}
          target={popover}
          districtId={districtId}
          standardsHref={studentHref(popover.studentId, {
            pane: 'standards',
            standards: standardsParam({ levelId: popover.levelId }),
          })}
          onClose={closePopover}
        />
      )}
    </section>
  );
}
