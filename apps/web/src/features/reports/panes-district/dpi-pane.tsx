import { NARRATIVE_THRESHOLDS } from '@dash/contracts';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useGradeLevelPace } from '../api/get-grade-level-pace';
import { useReportList } from '../api/get-report-list';
import { PaneFrame, PaneStatus } from '../components/pane-frame';
import { useFigures } from '../components/report-table';
import { schoolHref } from './district-links';
import type { DistrictPaneProps } from './district-pane-props';
import { figureColumn, schoolColumn } from './figure-columns';
import { dpiCards, type DpiCard } from './dpi-model';
import { PaneTable, type PaneColumn } from './pane-table';
import { useDistrictTimeframe } from './use-district-timeframe';

/** A bar of a figure against its recommended amount: full at the recommendation. */
function Meter({ label, percent }: { label: string; percent: number | null }) {
  return (
    <div className="dpi-meter">
      <span className="dpi-meter__label">{label}</span>
      <span className="dpi-meter__track" aria-hidden="true">
        <span className="dpi-meter__fill" style={{ width: `${Math.min(100, percent ?? 0)}%` }} />
      </span>
    </div>
  );
}

/** /reports/dpi: one card per school with its share of students on pace and its use against the recommended week. */
export function DpiPane({ customer }: DistrictPaneProps) {
  const { t, locale } = useI18n();
  const figures = useFigures();
  const { timeframe, frame } = useDistrictTimeframe('list', customer);
  const pace = useGradeLevelPace(`/r/districts/${customer.district_id}/grade-level-pace`, {});
  const usage = useReportList(`/r/districts/${customer.district_id}/schools`, { timeframe });
  const orDash = (value: number | null, format: (n: number) => string) =>
    value === null ? '–' : format(value);
  const { recommendedWeeklyMinutes: minutes, recommendedWeeklyLessons: lessons } = NARRATIVE_THRESHOLDS;

  const columns: PaneColumn<DpiCard>[] = [
    schoolColumn(t('districtPanes.column.school'), customer.district_id),
    figureColumn('students', t('districtPanes.column.students'), (c) => c.students),
    figureColumn('onPace', t('districtPanes.column.onPaceShare'), (c) => c.percentOnPace, figures.percent),
    figureColumn(
      'minutes',
      t('districtPanes.column.weeklyMinutesOf', { n: minutes }),
      (c) => c.weeklyMinutes,
      figures.count,
    ),
    figureColumn(
      'lessons',
      t('districtPanes.column.weeklyLessonsOf', { n: lessons }),
      (c) => c.weeklyLessons,
      figures.lessons,
    ),
  ];

  const isLoaded = pace.isSuccess && usage.isSuccess;
  const cards = isLoaded ? dpiCards(pace.data.data.schools, usage.data.data, locale) : [];
  return (
    <PaneFrame
      title={t('districtPanes.section.schools')}
      {...frame}
      dates={usage.data?.report_dates}
      activity={usage.data?.totals}
    >
      {!isLoaded ? (
        <PaneStatus query={pace.isSuccess ? usage : pace} />
      ) : cards.length === 0 ? (
        <EmptyState message={t('districtPanes.noStudents')} />
      ) : (
        <>
          {!usage.data.show_averages && <p className="muted">{t('districtPanes.averagesOverWeek')}</p>}
          <ul className="dpi-cards">
            {cards.map((card) => (
              <li key={card.id} className="dpi-card">
                <h3 className="dpi-card__name">
                  <Link to={schoolHref(customer.district_id, card.id)}>{card.name}</Link>
                </h3>
                <p className="dpi-card__figure">
                  <span className="dpi-card__percent">{orDash(card.percentOnPace, figures.percent)}</span>{' '}
                  {t('districtPanes.dpi.onPace')}
                </p>
                <Meter
                  label={t('districtPanes.dpi.minutes', {
                    value: orDash(card.weeklyMinutes, figures.count),
                    n: minutes,
                  })}
                  percent={card.percentOfRecommendedMinutes}
                />
                <Meter
                  label={t('districtPanes.dpi.lessons', {
                    value: orDash(card.weeklyLessons, figures.lessons),
                    n: lessons,
                  })}
                  percent={card.percentOfRecommendedLessons}
                />
              </li>
            ))}
          </ul>
          <PaneTable
            caption={t('districtPanes.dpi.caption')}
            columns={columns}
            rows={cards}
            rowKey={(c) => c.id}
            defaultSort={{ order: 'onPace', sort: 'asc' }}
          />
        </>
      )}
    </PaneFrame>
  );
}
