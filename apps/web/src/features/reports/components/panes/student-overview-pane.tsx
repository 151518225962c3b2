import { STANDARDS_COMPLETED_LIST_CAP, type StudentOverviewResponse } from '@dash/contracts';
import { useState } from 'react';
import { gradeName, useI18n, type MessageKey } from '../../../../lib/i18n';
import { useStudentOverview } from '../../api/get-student-overview';
import { usePaneTimeframe } from '../../hooks/use-pane-timeframe';
import type { PaneProps } from '../../lib/report-panes';
import { PaneFrame, PaneStatus } from '../pane-frame';
import { LevelSelect } from './standard-status';
import { useFigures } from '../report-table';
import { ScrollTable } from '../scroll-region';
import { StatList } from '../stat-list';
import { StudentAlerts } from './student-alerts';
import { StudentAssignedLessons } from './student-assigned-lessons';
import './student-overview.css';

type Overview = StudentOverviewResponse['data'];
type Level = Overview['levels_completion'][number];

const PROFICIENCY_KEYS: Record<string, MessageKey> = {
  NOT_STARTED: 'proficiency.notStarted',
  NEEDS_ATTENTION: 'proficiency.needsAttention',
  IN_PROGRESS: 'proficiency.inProgress',
  PROFICIENT: 'proficiency.proficient',
};

/** The level shown first: the one closest to the student's grade (spec §5 default level). */
function closestLevel(levels: readonly Level[], grade: number): Level | undefined {
  return [...levels].sort(
    (a, b) => Math.abs(a.grade - grade) - Math.abs(b.grade - grade) || a.grade - b.grade,
  )[0];
}

/**
 * Student overview (spec §2): usage with statuses, proficiency by grade and domain, assigned lessons (where the
 * policy opens the Assignment History tab), growth lists, alert.
 */
export function StudentOverviewPane({ view, location, customer, title }: PaneProps<'studentOverview'>) {
  const { t } = useI18n();
  const figures = useFigures();
  const { timeframe, frame: pickerProps } = usePaneTimeframe(view.timeframes, location, customer);
  const report = useStudentOverview(view.endpoint, { timeframe });

  const frame = (content: React.ReactNode) => (
    <PaneFrame
      title={title}
      {...pickerProps}
      dates={report.data?.report_dates}
      activity={report.data?.totals}
    >
      {content}
    </PaneFrame>
  );
  if (!report.isSuccess) {
    return frame(<PaneStatus query={report} />);
  }

  const overview = report.data.data;
  const { summary } = overview;
  const warnHidden = (status: number | null) => (customer.isAdmin && status === 2 ? null : status);
  /** A total, with its weekly average beside it when the report shows averages, coloured by its status. */
  const weeklyStat = (label: MessageKey, metric: 'session_time' | 'lessons', total: string) => {
    const weekly = summary[`average_weekly_${metric}`];
    const show = metric === 'lessons' ? figures.lessons : figures.duration;
    return {
      label: t(label),
      value:
        report.data.show_averages && weekly !== null
          ? t('report.averageWithTotal', { average: t('figure.perWeek', { value: show(weekly) }), total })
          : total,
      status: warnHidden(summary[`average_weekly_${metric}_status`]),
    };
  };

  return frame(
    <div className="overview">
      {overview.alert && (
        <StudentAlerts endpoint={view.alertsEndpoint} timeframe={timeframe} customer={customer} />
      )}
      <StatList
        label={t('report.summary')}
        stats={[
          weeklyStat('report.column.time', 'session_time', figures.duration(summary.total_session_time)),
          weeklyStat('report.column.lessons', 'lessons', figures.count(summary.count_lessons_completed)),
          { label: t('report.column.standardsProficient'), value: figures.count(summary.standards_growth) },
          {
            label: t('report.column.standardsProgressed'),
            value: figures.count(summary.standards_partial_growth),
          },
          ...(customer.growth_as_percentage && summary.percent_growth !== null
            ? [
                {
                  label: t('report.column.growth'),
                  value: figures.percent(summary.percent_growth),
                  status: warnHidden(summary.percent_growth_status),
                },
              ]
            : []),
        ]}
      />
      <ProficiencyByLevel levels={overview.levels_completion} grade={overview.student.grade} />
      {customer.policy[location.state]?.assignments === true && (
        <StudentAssignedLessons location={location} customer={customer} student={overview.student} />
      )}
      <div className="overview__lists">
        <StandardsList
          title={t('overview.completed')}
          names={overview.standards_growth_names.slice(0, STANDARDS_COMPLETED_LIST_CAP)}
          empty={t('overview.noneCompleted')}
        />
        <StandardsList
          title={t('overview.inProgress')}
          names={overview.standards_partial_growth_names}
          empty={t('overview.noneInProgress')}
        />
      </div>
    </div>,
  );
}

function StandardsList({ title, names, empty }: { title: string; names: readonly string[]; empty: string }) {
  return (
    <section className="overview__list">
      <h3>{title}</h3>
      {names.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="bullet-list">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Proficiency table by grade with a grade chooser; the chosen grade's domains as progress bars. */
function ProficiencyByLevel({ levels, grade }: { levels: readonly Level[]; grade: number }) {
  const { t, locale } = useI18n();
  const figures = useFigures();
  const [chosenCode, setChosenCode] = useState<string | undefined>(undefined);
  const level = levels.find((entry) => entry.code === chosenCode) ?? closestLevel(levels, grade);
  if (!level) return <p className="muted">{t('overview.noProficiency')}</p>;

  return (
    <section className="proficiency">
      <div className="proficiency__header">
        <h3>{t('overview.proficiency')}</h3>
        <LevelSelect
          className="proficiency__chooser"
          levels={levels}
          value={level.code}
          keyOf={(entry) => entry.code}
          onChange={(entry) => setChosenCode(entry.code)}
        />
      </div>
      <p>
        {t('overview.levelSummary', {
          completed: level.standards_completed,
          count: level.standards_count,
          status: t(PROFICIENCY_KEYS[level.proficiency_status] ?? 'proficiency.notStarted'),
        })}
      </p>
      <ScrollTable
        caption={t('overview.domainsOf', { level: gradeName({ t, locale }, level.grade) })}
        className="report-table proficiency__table"
      >
        <thead>
          <tr>
            <th scope="col">{t('overview.domain')}</th>
            <th scope="col" className="numeric">
              {t('overview.standards')}
            </th>
            <th scope="col">{t('overview.progress')}</th>
          </tr>
        </thead>
        <tbody>
          {[...level.domains]
            .sort((a, b) => a.ordinal - b.ordinal)
            .map((domain) => (
              <tr key={domain.code}>
                <th scope="row">{domain.name}</th>
                <td className="numeric">
                  {figures.count(domain.standards_completed)}/{figures.count(domain.standards_count)}
                </td>
                <td className="proficiency__progress">
                  <span className="progress">
                    <span
                      className="progress__bar"
                      style={{ width: `${Math.min(100, domain.percent_complete)}%` }}
                    />
                  </span>
                  <span className="progress__label">{figures.percent(domain.percent_complete)}</span>
                </td>
              </tr>
            ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
