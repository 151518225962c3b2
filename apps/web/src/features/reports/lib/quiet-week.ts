import type { UsageMetrics } from '@dash/contracts';
import { TIMEFRAME_CHOICES, type TimeframeSet } from './timeframe-options';

const THIS_WEEK = '0w';
const LAST_SEVEN_DAYS = '7d';

/** The figures of a report that tell whether anyone played in its period. */
export type PeriodActivity = Pick<UsageMetrics, 'count_students' | 'count_active_students'>;

/**
 * "This week" starts on Sunday (spec §9), so early in the week nobody may have played yet and every figure
 * reads 0. Then the pane says so and offers the last 7 days instead: this returns that timeframe, or null
 * when there is nothing to say (another period, someone played, no students, or the screen lacks 7 days).
 */
export function quietWeekAlternative(
  set: TimeframeSet,
  timeframe: string,
  activity: PeriodActivity | undefined,
): string | null {
  if (timeframe !== THIS_WEEK || !activity) return null;
  if (activity.count_students === 0 || activity.count_active_students > 0) return null;
  return TIMEFRAME_CHOICES[set].options.includes(LAST_SEVEN_DAYS) ? LAST_SEVEN_DAYS : null;
}
