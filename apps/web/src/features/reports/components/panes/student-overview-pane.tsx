import { STANDARDS_COMPLETED_LIST_CAP } from '@dash/contracts';
import { useI18n, type MessageKey } from '../../../../lib/i18n';
import { useStudentOverview } from '../../api/get-student-overview';
import { usePaneTimeframe } from '../../hooks/use-pane-timeframe';
import type { PaneProps } from '../../lib/report-panes';
import { PaneFrame, PaneStatus } from '../pane-frame';
import { useFigures } from '../report-table';
import { StatList } from '../stat-list';
import { StudentAlerts } from './student-alerts';
import { StudentAssignedLessons } from './student-assigned-lessons';
import { StudentEngagementAchievements } from './student-engagement-achievements';
import { StudentProficiencyTable } from './student-proficiency-table';
import './student-overview.css';

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
      <StudentEngagementAchievements
        districtId={location.districtId}
        studentId={overview.student.id}
        timeZone={customer.district_time_zone}
      />
      <StudentProficiencyTable
        districtId={location.districtId}
        studentId={overview.student.id}
        customer={customer}
      />
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
