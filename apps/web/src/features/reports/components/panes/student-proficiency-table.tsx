import type { Customer } from '@dash/contracts';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { domainName, gradeName, useI18n } from '../../../../lib/i18n';
import { useStudentProficiency } from '../../api/get-student-proficiency';
import { PaneStatus } from '../pane-frame';
import { ScrollTable } from '../scroll-region';
import { GradeWindowArrows, scrollColumnIntoView, useGradeWindow } from './grade-window-arrows';
import { GrowthLegend, ProgressBarCell } from './progress-bar-cell';
import { centerIndexOf } from './proficiency-table-model';
import { LevelSelect } from './standard-status';
import './proficiency-tables.css';

/**
 * The student overview's proficiency table (spec §2 "proficiency table by grade and domain with grade chooser",
 * §3 "Proficiency table"): rows the domains by ordinal, columns a window of grades centred on the student's
 * grade with previous/next arrows, each cell the domain's percent complete as a progress bar (empty where the
 * grade has no such domain), and the whole grade's figure at the foot. The grade chooser centres the window on
 * a grade and brings its column into view (the way to reach a grade on a phone).
 */
export function StudentProficiencyTable({
  districtId,
  studentId,
  customer,
}: {
  districtId: number;
  studentId: number;
  customer: Customer;
}) {
  const { t, tOr, locale } = useI18n();
  const idPrefix = useId();
  const report = useStudentProficiency(
    `/r/districts/${districtId}/students/${studentId}/proficiency/domains`,
    {},
  );
  const data = report.data?.data;
  const columns = data?.columns ?? [];
  const defaultIndex = columns.findIndex((column) => column.id === data?.default_level_id);
  const center = defaultIndex >= 0 ? defaultIndex : centerIndexOf(columns, data?.student.grade ?? null);
  const gradeWindow = useGradeWindow(
    columns.length,
    center,
    customer.magneto_district_options.navigation_2020 !== false,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const chosenIndex = chosen ?? center;
  const headerRef = useRef<HTMLTableCellElement>(null);
  // The chosen grade's column in view: at first the student's grade, then each grade the chooser picks.
  useLayoutEffect(() => scrollColumnIntoView(headerRef.current), [chosenIndex, report.isSuccess]);

  const title = <h3 id={`${idPrefix}-title`}>{t('overview.proficiency')}</h3>;
  if (!report.isSuccess)
    return (
      <section className="proficiency-table-section">
        {title}
        <PaneStatus query={report} />
      </section>
    );
  if (columns.length === 0 || data!.rows.length === 0)
    return (
      <section className="proficiency-table-section">
        {title}
        <p className="muted">{t('overview.noProficiency')}</p>
      </section>
    );

  const { start, end } = gradeWindow.window;
  const shown = columns.slice(start, end).map((column, i) => ({ column, index: start + i }));
  const rows = [...data!.rows].sort((a, b) => a.ordinal - b.ordinal);
  const chosenClass = (index: number) => (index === chosenIndex ? 'proficiency-table__chosen' : undefined);
  return (
    <section className="proficiency-table-section" aria-labelledby={`${idPrefix}-title`}>
      <div className="proficiency-table__header">
        {title}
        <LevelSelect
          className="proficiency__chooser"
          levels={columns}
          value={columns[chosenIndex]?.id ?? ''}
          keyOf={(column) => column.id}
          onChange={(column) => {
            const index = columns.indexOf(column);
            setChosen(index);
            gradeWindow.jumpTo(index);
          }}
        />
        <GradeWindowArrows window={gradeWindow.window} onShift={gradeWindow.shift} />
      </div>
      <ScrollTable caption={t('proficiencyTable.studentCaption')} className="proficiency-table">
        <thead>
          <tr>
            <th scope="col">{t('overview.domain')}</th>
            {shown.map(({ column, index }) => (
              <th
                key={column.id}
                ref={index === chosenIndex ? headerRef : undefined}
                scope="col"
                className={['proficiency-table__grade', chosenClass(index)].filter(Boolean).join(' ')}
              >
                {gradeName({ t, locale }, column.grade)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row">{domainName(tOr, row)}</th>
              {shown.map(({ column, index }) => {
                const cell = row.cells[index];
                return (
                  <td
                    key={column.id}
                    className={['proficiency-table__cell', chosenClass(index)].filter(Boolean).join(' ')}
                  >
                    {cell ? <ProgressBarCell percent={cell.percentStandardsComplete} growth={cell} /> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('proficiencyTable.allDomains')}</th>
            {shown.map(({ column, index }) => (
              <td key={column.id} className={chosenClass(index)}>
                <ProgressBarCell percent={column.percent_complete} />
              </td>
            ))}
          </tr>
        </tfoot>
      </ScrollTable>
      <GrowthLegend
        placement={rows.some((row) => row.cells.some((cell) => cell?.moPlacementPercent != null))}
      />
    </section>
  );
}
