/** Timeframe choices per screen: the report catalogue's (spec §9 "Timeframe options"). */
import { TIMEFRAME_CHOICES, type TimeframeChoices, type TimeframeScreen } from '@dash/contracts';

export { TIMEFRAME_CHOICES, type TimeframeChoices };
export type TimeframeSet = TimeframeScreen;

/** True for a custom range code `fd{YYYYMMDD}td{YYYYMMDD}`. */
export const isCustomRange = (code: string) => /^fd\d{8}td\d{8}$/.test(code);

/** The timeframe in force: the URL's when this screen offers it (or it is a custom range), else the default. */
export function effectiveTimeframe(
  set: TimeframeSet,
  requested: string | undefined,
  years: readonly number[],
): string {
  const choices = TIMEFRAME_CHOICES[set];
  if (!requested) return choices.defaultCode;
  if (choices.options.includes(requested) || isCustomRange(requested)) return requested;
  if (choices.hasYears && years.some((year) => `${year}y` === requested)) return requested;
  return choices.defaultCode;
}
