import type {
  ClassroomStandardLevelsResponse,
  ClassroomStandardsGridResponse,
  Customer,
  StudentProficiencyResponse,
  StudentStandardsResponse,
} from '@dash/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/query-state';
import { gradeName, useI18n, type MessageKey } from '../../../../lib/i18n';
import { useReport } from '../../api/get-report';
import type { PaneView } from '../../lib/report-panes';
import { PaneFrame, PaneStatus } from '../pane-frame';

type Status = 'NOT_STARTED' | 'NEEDS_ATTENTION' | 'IN_PROGRESS' | 'PROFICIENT' | 'GROUP_PROFICIENT';

const STATUS_KEYS: Record<Status, MessageKey> = {
  NOT_STARTED: 'proficiency.notStarted',
  NEEDS_ATTENTION: 'proficiency.needsAttention',
  IN_PROGRESS: 'proficiency.inProgress',
  PROFICIENT: 'proficiency.proficient',
  GROUP_PROFICIENT: 'proficiency.proficient',
};
/** Symbols beside the colours, so a status never rests on colour alone. */
const STATUS_MARKS: Record<Status, string> = {
  NOT_STARTED: '·',
  NEEDS_ATTENTION: '!',
  IN_PROGRESS: '◐',
  PROFICIENT: '✓',
  GROUP_PROFICIENT: '✓',
};

function StatusMark({ status, percent }: { status: Status; percent: number }) {
  const { t } = useI18n();
  const label = `${t(STATUS_KEYS[status])}, ${percent}%`;
  return (
    <span className={`standard-status standard-status--${status.toLowerCase()}`} title={label}>
      <span aria-hidden="true">{STATUS_MARKS[status]}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

function LevelSelect({
  levels,
  value,
  onChange,
}: {
  levels: readonly { id: number; grade: number }[];
  value: number;
  onChange: (id: number) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="standards__level">
      <label htmlFor={id}>{t('overview.grade')}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {levels.map((level) => (
          <option key={level.id} value={level.id}>
            {gradeName(t, level.grade)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Classroom standards (spec §2): the standards grid of one grade, students by standard, statuses as of now. */
export function ClassroomStandardsPane({
  view,
  customer,
  title,
}: {
  view: Extract<PaneView, { view: 'classroomStandards' }>;
  customer: Customer;
  title: string;
}) {
  const { t } = useI18n();
  const [chosenLevel, setChosenLevel] = useState<number | undefined>(undefined);
  const levels = useReport<ClassroomStandardLevelsResponse>(`${view.endpoint}/levels`, { untilNow: 'true' });
  const levelId = chosenLevel ?? levels.data?.data.default_level_id ?? undefined;
  const grid = useReport<ClassroomStandardsGridResponse>(
    `${view.endpoint}/all`,
    { level_id: levelId, untilNow: 'true' },
    levelId !== undefined,
  );

  return (
    <PaneFrame title={title} timeZone={customer.district_time_zone} dates={grid.data?.report_dates}>
      {!levels.isSuccess ? (
        <PaneStatus error={levels.error} isPending={levels.isPending} onRetry={() => void levels.refetch()} />
      ) : levelId === undefined ? (
        <EmptyState message={t('standards.empty')} />
      ) : (
        <>
          <LevelSelect levels={levels.data.data.levels} value={levelId} onChange={setChosenLevel} />
          {!grid.isSuccess ? (
            <PaneStatus error={grid.error} isPending={grid.isPending} onRetry={() => void grid.refetch()} />
          ) : (
            <StandardsGrid grid={grid.data.data} studentHref={view.studentHref} />
          )}
        </>
      )}
    </PaneFrame>
  );
}

function StandardsGrid({
  grid,
  studentHref,
}: {
  grid: ClassroomStandardsGridResponse['data'];
  studentHref: (id: number) => string;
}) {
  const { t } = useI18n();
  if (grid.students.length === 0) return <EmptyState message={t('report.empty')} />;
  return (
    <>
      <ul className="standards__domains">
        {grid.domains.map((domain) => (
          <li key={domain.code}>
            <strong>{domain.name}</strong>{' '}
            <span className="muted">
              {t('standards.domainProgress', { percent: domain.percent_complete })}
            </span>
          </li>
        ))}
      </ul>
      <div
        className="table-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('standards.gridLabel', { level: gradeName(t, grid.level.grade) })}
      >
        <table className="report-table standards-grid">
          <caption className="visually-hidden">
            {t('standards.gridLabel', { level: gradeName(t, grid.level.grade) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('navPane.students')}</th>
              {grid.standards.map((standard) => (
                <th key={standard.code} scope="col" title={standard.short_description || standard.name}>
                  {standard.code}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.students.map((student) => (
              <tr key={student.id}>
                <th scope="row">
                  <Link to={studentHref(student.id)}>{student.name}</Link>
                </th>
                {student.standards.map((cell) => (
                  <td key={cell.code}>
                    <StatusMark status={cell.proficiency_status as Status} percent={cell.percent_complete} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StatusLegend />
    </>
  );
}

function StatusLegend() {
  const { t } = useI18n();
  const statuses: Status[] = ['NOT_STARTED', 'IN_PROGRESS', 'NEEDS_ATTENTION', 'PROFICIENT'];
  return (
    <ul className="standards__legend" aria-label={t('standards.legend')}>
      {statuses.map((status) => (
        <li key={status}>
          <span className={`standard-status standard-status--${status.toLowerCase()}`} aria-hidden="true">
            {STATUS_MARKS[status]}
          </span>{' '}
          {t(STATUS_KEYS[status])}
        </li>
      ))}
    </ul>
  );
}

/** Student standards (spec §2): one grade's domains, clusters and standards with the student's status. */
export function StudentStandardsPane({
  view,
  customer,
  title,
}: {
  view: Extract<PaneView, { view: 'studentStandards' }>;
  customer: Customer;
  title: string;
}) {
  const { t } = useI18n();
  const [chosenLevel, setChosenLevel] = useState<number | undefined>(undefined);
  const proficiency = useReport<StudentProficiencyResponse>(view.proficiencyEndpoint);
  const levelId = chosenLevel ?? proficiency.data?.data.default_level_id ?? undefined;
  const standards = useReport<StudentStandardsResponse>(
    view.endpoint,
    { level_id: levelId, untilNow: 'true' },
    levelId !== undefined,
  );

  return (
    <PaneFrame title={title} timeZone={customer.district_time_zone} dates={standards.data?.report_dates}>
      {!proficiency.isSuccess ? (
        <PaneStatus
          error={proficiency.error}
          isPending={proficiency.isPending}
          onRetry={() => void proficiency.refetch()}
        />
      ) : levelId === undefined ? (
        <EmptyState message={t('standards.empty')} />
      ) : (
        <>
          <LevelSelect levels={proficiency.data.data.columns} value={levelId} onChange={setChosenLevel} />
          {!standards.isSuccess ? (
            <PaneStatus
              error={standards.error}
              isPending={standards.isPending}
              onRetry={() => void standards.refetch()}
            />
          ) : (
            <div className="standards__tree">
              {standards.data.data.domains.map((domain) => (
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
                        {cluster.standards.map((standard) => (
                          <li key={standard.code}>
                            <StatusMark
                              status={standard.proficiency_status as Status}
                              percent={standard.percent_complete}
                            />{' '}
                            <strong>{standard.code}</strong> {standard.short_description || standard.name}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </section>
              ))}
              <StatusLegend />
            </div>
          )}
        </>
      )}
    </PaneFrame>
  );
}
