import type { Customer } from '@dash/contracts';
import { useSearchParams } from 'react-router';
import { useReportCalendar } from '../components/timeframe-picker';
import { useSetReportQuery } from '../hooks/use-report-query-state';
import { effectiveTimeframe, type TimeframeSet } from '../lib/timeframe-options';

/**
 * The timeframe a district pane reports on (the URL's `timeframe` when the screen offers it, else its default)
 * and the picker props of its PaneFrame, which writes a new choice to the URL.
 */
export function useDistrictTimeframe(set: TimeframeSet, customer: Customer) {
  const [params] = useSearchParams();
  const setQuery = useSetReportQuery();
  const { years } = useReportCalendar(customer.district_time_zone);
  const timeframe = effectiveTimeframe(set, params.get('timeframe') ?? undefined, years);
  return {
    timeframe,
    frame: {
      timeframes: set,
      timeframe,
      timeZone: customer.district_time_zone,
      onTimeframe: (code: string) => setQuery({ timeframe: code }),
    },
  };
}
