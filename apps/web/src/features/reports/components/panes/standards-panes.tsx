import { STANDARDS_EXPORT_PATHS, type StudentStandardsResponse } from '@dash/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/ui/query-state';
import { useI18n } from '../../../../lib/i18n';
import { useClassroomStandardLevels } from '../../api/get-classroom-standard-levels';
import { useClassroomStandardsGrid } from '../../api/get-classroom-standards-grid';
import { useStudentProficiency } from '../../api/get-student-proficiency';
import { useStudentStandards } from '../../api/get-student-standards';
import { useSetReportQuery } from '../../hooks/use-report-query-state';
import type { PaneProps } from '../../lib/report-panes';
import { nextGridSort, parseStandardsParam } from '../../lib/standards-grid';
import { PaneFrame, PaneStatus, type PaneQuery } from '../pane-frame';
import { AssignClusterLink } from '../assign-button';
import { LevelSelect, StatusLegend, StatusMark } from './standard-status';
import { StandardsGrid } from './standards-grid';
import './standards.css';

/** Classroom standards (spec §2): the standards grid of one grade, students by standard, statuses as of now. */
export function ClassroomStandardsPane({ view, location, customer, title }: PaneProps<'classroomStandards'>) {
  const setQuery = useSetReportQuery();
  const [chosenLevel, setChosenLevel] = useState<number | undefined>(undefined);
  const sort = location.order ? { order: location.order, sort: location.sort ?? 'asc' } : null;
  const levels = useClassroomStandardLevels(view.levelsEndpoint, {});
  const levelId = chosenLevel ?? levels.data?.data.default_level_id ?? undefined;
  const grid = useClassroomStandardsGrid(view.gridEndpoint, { level_id: levelId }, levelId !== undefined);

  return (
    <PaneFrame title={title} timeZone={customer.district_time_zone} dates={grid.data?.report_dates}>
      <LevelReport
        levels={levels}
        levelsOf={(data) => data.data.levels}
        levelId={levelId}
        onChoose={(level) => {
          // Another grade shows other standards: the sort starts over (spec §4).
          setChosenLevel(level.id);
          setQuery({ order: undefined, sort: undefined });
        }}
        report={grid}
      >
        {(report) => (
          <>
            {customer.policy.classroom?.standards_export && (
              <StandardsExportLinks
                districtId={location.districtId}
                classroomId={location.itemId}
                levelId={report.data.level.id}
              />
            )}
            <StandardsGrid
              grid={report.data}
              studentHref={view.studentHref}
              sort={sort}
              onSort={(order) => setQuery({ ...nextGridSort(sort, order) })}
              assignAction={(standard) => (
                <AssignClusterLink location={location} customer={customer} standard={standard} />
              )}
            />
          </>
        )}
      </LevelReport>
    </PaneFrame>
  );
}

/** The grade's standards as a file (spec §7 "Export"): the grid as CSV, and the workbook with its key. */
function StandardsExportLinks(props: { districtId: number; classroomId: number; levelId: number }) {
  const { t } = useI18n();
  const query = `level_id=${props.levelId}`;
  const grid = STANDARDS_EXPORT_PATHS.grid(props.districtId, props.classroomId);
  const workbook = STANDARDS_EXPORT_PATHS.workbook(props.districtId);
  return (
    <nav className="standards-export" aria-label={t('standards.export.label')}>
      <a className="button button--secondary" href={`${grid}?${query}&format=csv`} download>
        {t('standards.export.csv')}
      </a>
      <a
        className="button button--secondary"
        href={`${workbook}?classroom_id=${props.classroomId}&${query}`}
        download
      >
        {t('standards.export.xlsx')}
      </a>
    </nav>
  );
}

/**
 * Student standards (spec §2): one grade's domains, clusters and standards with the student's status. The
 * `standards` parameter (spec §5) chooses the grade and marks the standard a grid cell was opened on.
 */
export function StudentStandardsPane({ view, location, customer, title }: PaneProps<'studentStandards'>) {
  const [searchParams] = useSearchParams();
  const focus = parseStandardsParam(searchParams.get('standards'));
  const [chosenLevel, setChosenLevel] = useState<number | undefined>(undefined);
  const proficiency = useStudentProficiency(view.proficiencyEndpoint, {});
  const levels = proficiency.data?.data.columns;
  const focusLevel = levels?.some((level) => level.id === focus?.levelId) ? focus?.levelId : undefined;
  const levelId = chosenLevel ?? focusLevel ?? proficiency.data?.data.default_level_id ?? undefined;
  const standards = useStudentStandards(view.endpoint, { level_id: levelId }, levelId !== undefined);

  return (
    <PaneFrame title={title} timeZone={customer.district_time_zone} dates={standards.data?.report_dates}>
      <LevelReport
        levels={proficiency}
        levelsOf={(data) => data.data.columns}
        levelId={levelId}
        onChoose={(level) => setChosenLevel(level.id)}
        report={standards}
      >
        {(report) => (
          <StandardsTree
            domains={report.data.domains}
            focusedCode={levelId === focusLevel ? focus?.standard : undefined}
            assignAction={(standard) => (
              <AssignClusterLink location={location} customer={customer} standard={standard} />
            )}
          />
        )}
      </LevelReport>
    </PaneFrame>
  );
}

/**
 * The body of a standards pane: its grades once loaded (a message when there are none), the grade chooser,
 * then the chosen grade's report once loaded.
 */
function LevelReport<Levels, Level extends { id: number; grade: number }, Report>({
  levels,
  levelsOf,
  levelId,
  onChoose,
  report,
  children,
}: {
  levels: PaneQuery<Levels>;
  levelsOf: (data: Levels) => readonly Level[];
  levelId: number | undefined;
  onChoose: (level: Level) => void;
  report: PaneQuery<Report>;
  children: (report: Report) => ReactNode;
}) {
  const { t } = useI18n();
  if (!levels.isSuccess || levels.data === undefined) return <PaneStatus query={levels} />;
  if (levelId === undefined) return <EmptyState message={t('standards.empty')} />;
  return (
    <>
      <LevelSelect
        levels={levelsOf(levels.data)}
        value={levelId}
        keyOf={(level) => level.id}
        onChange={onChoose}
      />
      {report.isSuccess && report.data !== undefined ? children(report.data) : <PaneStatus query={report} />}
    </>
  );
}

type StudentDomain = StudentStandardsResponse['data']['domains'][number];
type StudentStandard = StudentDomain['clusters'][number]['standards'][number];

/** Domains, clusters and standards; each standard with its whole short description. */
function StandardsTree({
  domains,
  focusedCode,
  assignAction,
}: {
  domains: readonly StudentDomain[];
  focusedCode: string | undefined;
  /** The Assign action of the focused standard (the student's standard a grid cell opened). */
  assignAction: (standard: StudentStandard) => ReactNode;
}) {
  const { t } = useI18n();
  const focusedRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // The standard a grid cell was opened on: brought into view and given focus for keyboard users.
    focusedRef.current?.scrollIntoView({ block: 'center' });
    focusedRef.current?.focus({ preventScroll: true });
  }, [focusedCode]);

  return (
    <div className="standards__tree">
      {domains.map((domain) => (
        <section key={domain.code}>
          <h3>
            {domain.name}{' '}
            <span className="muted">
              {t('standards.domainCount', {
                completed: domain.standards_completed,
                count: domain.standards_count,
              })}
            </span>
          </h3>
          {domain.clusters.map((cluster) => (
            <div key={cluster.code} className="standards__cluster">
              {!cluster.pseudo && <h4>{cluster.name}</h4>}
              <ul>
                {cluster.standards.map((standard) => {
                  const isFocused = standard.code === focusedCode;
                  return (
                    <li
                      key={standard.code}
                      ref={isFocused ? focusedRef : undefined}
                      tabIndex={isFocused ? -1 : undefined}
                      aria-current={isFocused || undefined}
                      className={
                        isFocused ? 'standards__standard standards__standard--focused' : 'standards__standard'
                      }
                    >
                      <StatusMark status={standard.proficiency_status} percent={standard.percent_complete} />
                      <span className="standards__standard-text">
                        <strong>{standard.code}</strong> {standard.short_description || standard.name}
                      </span>
                      {isFocused && assignAction(standard)}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      ))}
      <StatusLegend />
    </div>
  );
}
