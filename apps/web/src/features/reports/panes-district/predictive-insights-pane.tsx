import { PACE_MIN_WEEKS, type PaceStatus, type PaceStudent } from '@dash/contracts';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/query-state';
import { gradeName, useI18n, type MessageKey } from '../../../lib/i18n';
import { useGradeLevelPace } from '../api/get-grade-level-pace';
import { PaneFrame, PaneStatus } from '../components/pane-frame';
import { useFigures } from '../components/report-table';
import { useSetReportQuery } from '../hooks/use-report-query-state';
import { studentHref } from './district-links';
import type { DistrictPaneProps } from './district-pane-props';
import { PaneTable, type PaneColumn } from './pane-table';

/** Rows drawn at first: a district's list can hold thousands of students. */
const FIRST_ROWS = 100;

export const STATUS_KEYS: Record<PaceStatus, MessageKey> = {
  reached: 'districtPanes.pace.reached',
  on_pace: 'districtPanes.pace.onPace',
  off_pace: 'districtPanes.pace.offPace',
};

/** The summary's label after each count, agreeing with it in number. */
const TALLY_KEYS: Record<PaceStatus, MessageKey> = {
  reached: 'districtPanes.predictive.tally.reached',
  on_pace: 'districtPanes.predictive.tally.onPace',
  off_pace: 'districtPanes.predictive.tally.offPace',
};

/**
 * /reports/predictive-insights: each student's grade-level standards projected to the last day of the school
 * year at the pace kept so far, and who will not reach grade level at this pace (the method is stated on the page).
 */
export function PredictiveInsightsPane({ customer }: DistrictPaneProps) {
  const { t, locale, formatDateTime } = useI18n();
  const figures = useFigures();
  const selectId = useId();
  const [params] = useSearchParams();
  const setQuery = useSetReportQuery();
  const [isAllDrawn, setIsAllDrawn] = useState(false);
  const showsAll = params.get('show') === 'all';
  const report = useGradeLevelPace(`/r/districts/${customer.district_id}/grade-level-pace`, {});
  const formatDay = (day: string) =>
    formatDateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

  const columns: PaneColumn<PaceStudent>[] = [
    {
      key: 'name',
      label: t('districtPanes.column.student'),
      value: (s) => `${s.last_name} ${s.first_name}`,
      render: (s) => `${s.first_name} ${s.last_name}`,
      href: (s) => studentHref(customer.district_id, s),
    },
    { key: 'school', label: t('districtPanes.column.school'), value: (s) => s.school_name },
    {
      key: 'grade',
      label: t('districtPanes.column.grade'),
      value: (s) => s.grade,
      render: (s) => gradeName({ t, locale }, s.grade),
    },
    {
      key: 'now',
      label: t('districtPanes.column.proficientNow'),
      value: (s) => s.proficient_now / s.standards_count,
      render: (s) =>
        t('districtPanes.ofStandards', {
          n: figures.count(s.proficient_now),
          total: figures.count(s.standards_count),
        }),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'pace',
      label: t('districtPanes.column.pacePerWeek'),
      value: (s) => s.pace_per_week,
      render: (s) => figures.lessons(s.pace_per_week),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'projected',
      label: t('districtPanes.column.projected'),
      value: (s) => s.projected_percent,
      render: (s) => figures.percent(s.projected_percent),
      isNumeric: true,
    },
    {
      key: 'status',
      label: t('districtPanes.column.paceStatus'),
      value: (s) => ['off_pace', 'on_pace', 'reached'].indexOf(s.status),
      render: (s) => (
        <span className={`pace-status pace-status--${s.status}`}>{t(STATUS_KEYS[s.status])}</span>
      ),
    },
  ];

  if (!report.isSuccess)
    return (
      <PaneFrame title={t('districtPanes.section.students')} timeZone={customer.district_time_zone}>
        <PaneStatus query={report} />
      </PaneFrame>
    );
  const { students } = report.data.data;
  const count = (status: PaceStatus) => students.filter((s) => s.status === status).length;
  const listed = showsAll ? students : students.filter((s) => s.status === 'off_pace');
  const limit = isAllDrawn ? undefined : FIRST_ROWS;

  return (
    <PaneFrame
      title={t('districtPanes.section.students')}
      timeZone={customer.district_time_zone}
      dates={report.data.report_dates}
    >
      <p className="district-pane__method">
        {t('districtPanes.predictive.method', {
          end: formatDay(report.data.school_year_end),
          weeks: PACE_MIN_WEEKS,
        })}
      </p>
      <ul className="pace-summary" aria-label={t('districtPanes.predictive.summary')}>
        {(['off_pace', 'on_pace', 'reached'] as const).map((status) => (
          <li key={status} className={`pace-summary__item pace-status--${status}`}>
            <span className="pace-summary__figure">{figures.count(count(status))}</span>{' '}
            {t(TALLY_KEYS[status], { count: count(status) })}
          </li>
        ))}
      </ul>
      <div className="district-pane__filters">
        <label htmlFor={selectId}>{t('districtPanes.predictive.showLabel')}</label>
        <select
          id={selectId}
          value={showsAll ? 'all' : 'off'}
          onChange={(e) => setQuery({ show: e.target.value === 'all' ? 'all' : undefined })}
        >
          <option value="off">{t('districtPanes.predictive.showOffPace')}</option>
          <option value="all">{t('districtPanes.predictive.showAll')}</option>
        </select>
      </div>
      {listed.length === 0 ? (
        <EmptyState
          message={t(
            students.length === 0 ? 'districtPanes.noStudents' : 'districtPanes.predictive.noneOffPace',
          )}
        />
      ) : (
        <>
          <PaneTable
            caption={t('districtPanes.predictive.caption')}
            columns={columns}
            rows={listed}
            rowKey={(s) => s.id}
            defaultSort={{ order: 'projected', sort: 'asc' }}
            limit={limit}
          />
          {limit !== undefined && listed.length > limit && (
            <p>
              <button type="button" className="button button--secondary" onClick={() => setIsAllDrawn(true)}>
                {t('districtPanes.showAllRows', { n: figures.count(listed.length) })}
              </button>
            </p>
          )}
        </>
      )}
    </PaneFrame>
  );
}
