import type { ReactNode } from 'react';
import { isApiRequestError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { quietWeekAlternative, type PeriodActivity } from '../lib/quiet-week';
import type { TimeframeSet } from '../lib/timeframe-options';
import { TimeframePicker } from './timeframe-picker';
import './pane-frame.css';

interface PaneFrameProps {
  title: string;
  /** Without a timeframe set the pane has no picker (standards report statuses as of now). */
  timeframes?: TimeframeSet;
  timeframe?: string;
  timeZone: string;
  onTimeframe?: (code: string) => void;
  dates?: { from_date: string | null; to_date: string } | undefined;
  /** Who played in the period, once loaded: "this week" with nobody yet says so and offers 7 days. */
  activity?: PeriodActivity | undefined;
  exportHref?: string;
  children: ReactNode;
}

/** A report pane: its heading, the timeframe picker, the period it covers, an export link, then the report. */
export function PaneFrame({
  title,
  timeframes,
  timeframe,
  timeZone,
  onTimeframe,
  dates,
  activity,
  exportHref,
  children,
}: PaneFrameProps) {
  const { t, formatDateTime } = useI18n();
  const formatDay = (day: string) =>
    formatDateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section className="report-pane" aria-labelledby="report-pane-title">
      <div className="report-pane__toolbar">
        <h2 id="report-pane-title" className="report-pane__title">
          {title}
        </h2>
        {timeframes && timeframe && onTimeframe && (
          <TimeframePicker set={timeframes} value={timeframe} timeZone={timeZone} onChange={onTimeframe} />
        )}
        {exportHref && (
          <a className="button button--secondary" href={exportHref} download>
            {t('report.export')}
          </a>
        )}
      </div>
      {dates?.from_date && (
        <p className="report-pane__dates muted">
          {t('report.dates', { from: formatDay(dates.from_date), to: formatDay(dates.to_date) })}
        </p>
      )}
      {timeframes && timeframe && onTimeframe && (
        <QuietWeekNotice
          alternative={quietWeekAlternative(timeframes, timeframe, activity)}
          onTimeframe={onTimeframe}
        />
      )}
      {children}
    </section>
  );
}

/** Plain words for a week nobody has played in yet, and the last 7 days one click away. */
function QuietWeekNotice({
  alternative,
  onTimeframe,
}: {
  alternative: string | null;
  onTimeframe: (code: string) => void;
}) {
  const { t } = useI18n();
  if (alternative === null) return null;
  const days = Number.parseInt(alternative, 10);
  return (
    <div className="quiet-week" role="status">
      <p>{t('report.quietWeek.message')}</p>
      <button type="button" className="button button--secondary" onClick={() => onTimeframe(alternative)}>
        {t('report.quietWeek.showLastDays', { count: days })}
      </button>
    </div>
  );
}

/** What a pane reads of a report query: its state, its data once loaded, and a way to ask again. */
export interface PaneQuery<T = unknown> {
  data: T | undefined;
  isSuccess: boolean;
  error: unknown;
  isPending: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * Loading and error states of a pane's report query, retried by its button; the server's message is shown
 * when it has one (spec §8).
 */
export function PaneStatus({ query }: { query: PaneQuery }) {
  const { t } = useI18n();
  if (query.isPending) return <LoadingState label={t('report.loading')} />;
  const { error } = query;
  const message = isApiRequestError(error) && error.status === 400 ? error.detail?.message : undefined;
  return <ErrorState message={message} onRetry={() => void query.refetch()} />;
}
