/** Timeframe choices per screen (spec §9 "Timeframe options"). */
export type TimeframeSet =
  | 'overview'
  | 'guardianOverview'
  | 'list'
  | 'teacherStudents'
  | 'usage'
  | 'classroomPerformance'
  | 'districtPerformance';

export interface TimeframeChoices {
  /** Relative periods, in the order shown. */
  options: readonly string[];
  defaultCode: string;
  /** Whether school years are offered after the relative periods. */
  hasYears: boolean;
}

export const TIMEFRAME_CHOICES: Record<TimeframeSet, TimeframeChoices> = {
  overview: { options: ['1d', '0w', '7d', '30d'], defaultCode: '0w', hasYears: false },
  guardianOverview: { options: ['1d', '7d', '30d'], defaultCode: '7d', hasYears: false },
  list: { options: ['7d', '30d'], defaultCode: '30d', hasYears: true },
  teacherStudents: { options: ['0w', '7d', '30d'], defaultCode: '0w', hasYears: true },
  usage: { options: ['7d', '30d'], defaultCode: '7d', hasYears: true },
  classroomPerformance: { options: ['30d', '60d', '90d'], defaultCode: '30d', hasYears: false },
  districtPerformance: { options: ['0y'], defaultCode: '0y', hasYears: true },
};

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
