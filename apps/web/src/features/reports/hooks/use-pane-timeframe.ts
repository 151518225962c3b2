import type { Customer } from '@dash/contracts';
import { useReportCalendar } from '../components/timeframe-picker';
import type { ReportLocation } from '../lib/report-location';
import { effectiveTimeframe, type TimeframeSet } from '../lib/timeframe-options';
import { useSetReportQuery } from './use-report-query-state';

/**
 * The timeframe a pane reports on (the URL's when the screen offers it, else the screen's default) and the
 * picker props of its PaneFrame, which writes a new choice to the URL.
 */
export function usePaneTimeframe(set: TimeframeSet, location: ReportLocation, customer: Customer) {
  const setQuery = useSetReportQuery();
  const { years } = useReportCalendar(customer.district_time_zone);
  const timeframe = effectiveTimeframe(set, location.timeframe, years);
  const frame = {
    timeframes: set,
    timeframe,
    timeZone: customer.district_time_zone,
    onTimeframe: (code: string) => setQuery({ timeframe: code }),
  };
  return { timeframe, frame };
}
