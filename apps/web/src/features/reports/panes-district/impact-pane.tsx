import type { ReportRow } from '@dash/contracts';
import { EmptyState } from '../../../components/ui/query-state';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { useReportList } from '../api/get-report-list';
import { PaneFrame, PaneStatus } from '../components/pane-frame';
import { useFigures } from '../components/report-table';
import type { DistrictPaneProps } from './district-pane-props';
import { figureColumn, perStudent, schoolColumn } from './figure-columns';
import { bandSummaries, USAGE_BANDS, usageBandOf, type BandSummary, type UsageBand } from './impact-bands';
import { PaneTable, type PaneColumn } from './pane-table';
import { useDistrictTimeframe } from './use-district-timeframe';

const BAND_KEYS: Record<UsageBand, MessageKey> = {
  low: 'districtPanes.impact.band.low',
  below: 'districtPanes.impact.band.below',
  recommended: 'districtPanes.impact.band.recommended',
};

const bandIndex = (band: UsageBand | null) => (band === null ? null : USAGE_BANDS.indexOf(band));

const perActive = (r: ReportRow) => perStudent(r.standards_growth, r.count_active_students);

/** /reports/impact: whether schools that use the product more grow more, by usage band and by school. */
export function ImpactPane({ customer }: DistrictPaneProps) {
  const { t } = useI18n();
  const figures = useFigures();
  const { timeframe, frame } = useDistrictTimeframe('list', customer);
  const report = useReportList(`/r/districts/${customer.district_id}/schools`, { timeframe });
  const bandLabel = (band: UsageBand | null) => (band === null ? '–' : t(BAND_KEYS[band]));

  const bandColumns: PaneColumn<BandSummary>[] = [
    {
      key: 'band',
      label: t('districtPanes.column.weeklyUse'),
      value: (b) => USAGE_BANDS.indexOf(b.band),
      render: (b) => bandLabel(b.band),
    },
    figureColumn('bandSchools', t('districtPanes.column.schools'), (b) => b.schools),
    figureColumn('bandActive', t('districtPanes.column.activeStudents'), (b) => b.activeStudents),
    figureColumn(
      'bandPerActive',
      t('districtPanes.column.proficientPerActive'),
      (b) => b.proficientPerActive,
      figures.lessons,
    ),
    figureColumn(
      'bandGrowth',
      t('districtPanes.column.averageGrowth'),
      (b) => b.averageGrowth,
      figures.percent,
    ),
  ];
  const schoolColumns: PaneColumn<ReportRow>[] = [
    schoolColumn(t('districtPanes.column.school'), customer.district_id),
    {
      key: 'usageBand',
      label: t('districtPanes.column.weeklyUse'),
      value: (r) => bandIndex(usageBandOf(r.average_weekly_session_time)),
      render: (r) => bandLabel(usageBandOf(r.average_weekly_session_time)),
    },
    figureColumn(
      'weeklyTime',
      t('districtPanes.column.weeklyMinutes'),
      (r) => r.average_weekly_session_time,
      figures.duration,
    ),
    figureColumn(
      'weeklyLessons',
      t('districtPanes.column.weeklyLessons'),
      (r) => r.average_weekly_lessons,
      figures.lessons,
    ),
    figureColumn('perActive', t('districtPanes.column.proficientPerActive'), perActive, figures.lessons),
    figureColumn('growth', t('report.column.growth'), (r) => r.percent_growth, figures.percent),
  ];
  const shownSchoolColumns = schoolColumns.filter((c) => c.key !== 'growth' || customer.growth_as_percentage);
  const shownBandColumns = bandColumns.filter((c) => c.key !== 'bandGrowth' || customer.growth_as_percentage);

  return (
    <PaneFrame
      title={t('districtPanes.section.schools')}
      {...frame}
      dates={report.data?.report_dates}
      activity={report.data?.totals}
    >
      {report.isSuccess ? (
        report.data.data.length === 0 ? (
          <EmptyState message={t('report.empty')} />
        ) : !report.data.show_averages ? (
          <p className="muted">{t('districtPanes.averagesOverWeek')}</p>
        ) : (
          <>
            <h3 className="district-pane__subhead">{t('districtPanes.impact.bandsTitle')}</h3>
            <PaneTable
              caption={t('districtPanes.impact.bandsTitle')}
              columns={shownBandColumns}
              rows={bandSummaries(report.data.data)}
              rowKey={(b) => b.band}
              defaultSort={{ order: 'band', sort: 'asc' }}
            />
            <h3 className="district-pane__subhead">{t('districtPanes.section.schools')}</h3>
            <PaneTable
              caption={t('districtPanes.impact.schoolsCaption')}
              columns={shownSchoolColumns}
              rows={report.data.data}
              rowKey={(r) => r.id}
              defaultSort={{ order: 'weeklyTime', sort: 'desc' }}
            />
          </>
        )
      ) : (
        <PaneStatus query={report} />
      )}
    </PaneFrame>
  );
}
