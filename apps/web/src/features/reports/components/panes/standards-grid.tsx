import type { ClassroomStandardsGridResponse } from '@dash/contracts';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/query-state';
import { gradeName, useI18n } from '../../../../lib/i18n';
import {
  GRID_NAME_ORDER,
  sortGridStudents,
  studentOnStandardHref,
  type GridSort,
} from '../../lib/standards-grid';
import { ScrollTable } from '../scroll-region';
import '../report-table.css';
import { GridDomains, type DomainActions, type GridStandard } from './grid-domains';
import { StatusLegend, StatusMark, useStatusLabel } from './standard-status';

type Grid = ClassroomStandardsGridResponse['data'];

/** A grid column title: a sort button and, on hover or keyboard focus, the standard's short description. */
function StandardHeader({
  standard,
  sort,
  onSort,
  action,
}: {
  standard: GridStandard;
  sort: GridSort | null;
  onSort: (order: string) => void;
  action: ReactNode;
}) {
  const tipId = useId();
  // Escape hides the description until the pointer or focus leaves the title (WCAG 1.4.13).
  const [isDismissed, setDismissed] = useState(false);
  const description = standard.short_description || standard.name;
  return (
    <th
      scope="col"
      aria-sort={ariaSortOf(sort, standard.code)}
      className="standards-grid__standard"
      data-standard={standard.code}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      <button
        type="button"
        className="sort-button"
        aria-describedby={tipId}
        onClick={() => onSort(standard.code)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
      >
        {standard.code}
        {'\u00a0'}
        <SortIcon sort={sort} order={standard.code} />
      </button>
      <span role="tooltip" id={tipId} className="standards-grid__tip" hidden={isDismissed || undefined}>
        {description}
      </span>
      {action}
    </th>
  );
}

const ariaSortOf = (sort: GridSort | null, order: string) =>
  sort?.order === order ? (sort.sort === 'asc' ? 'ascending' : 'descending') : undefined;

function SortIcon({ sort, order }: { sort: GridSort | null; order: string }) {
  return (
    <span className="sort-button__icon" aria-hidden="true">
      {sort?.order === order ? (sort.sort === 'asc' ? '▲' : '▼') : '↕'}
    </span>
  );
}

/**
 * Scrolls the grid sideways so a standard's column stands just right of the students column, and gives its
 * title keyboard focus.
 */
function showStandardColumn(container: HTMLElement | null, code: string) {
  const header = container?.querySelector<HTMLElement>(`th[data-standard="${CSS.escape(code)}"]`);
  const scroller = header?.closest<HTMLElement>('.table-scroll');
  const names = container?.querySelector<HTMLElement>('.standards-grid thead th');
  if (!header || !scroller || !names) return;
  const offset = header.getBoundingClientRect().left - names.getBoundingClientRect().right;
  scroller.scrollBy({ left: offset });
  header.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  header.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
}

/**
 * The standards grid (spec §2): students by standard. A column title sorts, a student's name opens the
 * student, a cell opens the student on that standard; `assignAction` adds an action under each title;
 * `domainActions` makes the domain headings open their standards modal and list their clusters.
 */
export function StandardsGrid({
  grid,
  studentHref,
  sort,
  onSort,
  assignAction,
  domainActions,
}: {
  grid: Grid;
  studentHref: (id: number) => string;
  sort: GridSort | null;
  onSort: (order: string) => void;
  assignAction?: (standard: GridStandard) => ReactNode;
  domainActions?: DomainActions;
}) {
  const { t, tag, locale } = useI18n();
  const statusLabel = useStatusLabel();
  const container = useRef<HTMLDivElement>(null);
  if (grid.students.length === 0) return <EmptyState message={t('report.empty')} />;
  const label = t('standards.gridLabel', { level: gradeName({ t, locale }, grid.level.grade) });
  const collator = new Intl.Collator(tag);
  const students = sortGridStudents(grid.students, sort, collator.compare);
  const standardByCode = new Map(grid.standards.map((standard) => [standard.code, standard]));

  return (
    <div ref={container}>
      <GridDomains
        grid={grid}
        actions={domainActions}
        onShowStandard={(code) => showStandardColumn(container.current, code)}
      />
      <ScrollTable caption={label} className="report-table standards-grid">
        <thead>
          <tr>
            <th scope="col" aria-sort={ariaSortOf(sort, GRID_NAME_ORDER)}>
              <button type="button" className="sort-button" onClick={() => onSort(GRID_NAME_ORDER)}>
                {t('navPane.students')}
                {'\u00a0'}
                <SortIcon sort={sort} order={GRID_NAME_ORDER} />
              </button>
            </th>
            {grid.standards.map((standard) => (
              <StandardHeader
                key={standard.code}
                standard={standard}
                sort={sort}
                onSort={onSort}
                action={assignAction?.(standard)}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {students.map((student) => {
            const href = studentHref(student.id);
            return (
              <tr key={student.id}>
                <th scope="row">
                  <Link to={href}>{student.name}</Link>
                </th>
                {student.standards.map((cell) => {
                  const standard = standardByCode.get(cell.code);
                  const status = statusLabel(cell.proficiency_status, cell.percent_complete);
                  return (
                    <td key={cell.code}>
                      {standard ? (
                        <Link
                          className="standards-grid__cell"
                          to={studentOnStandardHref(href, grid.level.id, standard)}
                          aria-label={t('standards.cellLink', {
                            student: student.name,
                            standard: cell.code,
                            status,
                          })}
                        >
                          <StatusMark
                            status={cell.proficiency_status}
                            percent={cell.percent_complete}
                            isLabelled
                          />
                        </Link>
                      ) : (
                        <StatusMark status={cell.proficiency_status} percent={cell.percent_complete} />
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
      <StatusLegend />
    </div>
  );
}
