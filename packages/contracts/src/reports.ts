/**
 * Reports (spec §3 "Report item", "Highlights", "Student reporting row", "Student usage summary",
 * "Report column sets", response envelope; §9 usage thresholds): request and response schemas shared by
 * the server and the web app, and the thresholds that colour a row.
 */
import { z } from 'zod';
import { idSchema } from './ids.js';
import { LOCALES } from './locale.js';

/** Row status (spec §3 Report item): 1 congratulate, 2 warn. */
export const REPORT_STATUS = { congratulate: 1, warn: 2 } as const;
export type ReportStatus = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];

/** Teacher-view thresholds per week (spec §9): excellent over, minimum under. */
export const TEACHER_USAGE_THRESHOLDS = {
  excellentWeeklyMinutes: 45,
  minimumWeeklyMinutes: 15,
  excellentWeeklyLessons: 5,
  minimumWeeklyLessons: 2,
} as const;
/** At month granularity the weekly thresholds are multiplied by this (spec §9). */
export const MONTH_THRESHOLD_MULTIPLIER = 4;

/** Narrative thresholds (spec §9): per active student per week, and share of active students. */
export const NARRATIVE_THRESHOLDS = {
  recommendedWeeklyMinutes: 60,
  recommendedWeeklyLessons: 5,
  lowWeeklyMinutes: 15,
  lowWeeklyLessons: 2,
  lowActivePercent: 20,
  highActivePercent: 70,
} as const;

/** Growth below this percent reads as struggling (spec §9). */
export const STRUGGLING_GROWTH_PERCENT = 40;
/** The growth arrow shows from this percent (spec §9). */
export const GROWTH_ARROW_MIN_PERCENT = 13;
/** Completed standards listed on a student overview (spec §9). */
export const STANDARDS_COMPLETED_LIST_CAP = 10;
/** Report page size (spec §9); pages start at 1. */
export const REPORT_PAGE_SIZE = 10_000;

/** Reason codes a status carries. */
export const STATUS_REASON_CODES = ['LOW_USAGE', 'LOW_LESSONS', 'HIGH_USAGE', 'HIGH_LESSONS'] as const;
export type StatusReasonCode = (typeof STATUS_REASON_CODES)[number];

const digits8 = z.string().regex(/^\d{8}$/, 'must be a date written YYYYMMDD');

/** Query parameters common to reports: a timeframe (or its §7 parts), order and sort, export format. */
export const reportQuerySchema = z.object({
  timeframe: z
    .string()
    .max(40)
    .optional()
    .describe('1d, 0w, {N}d, {YYYY}y, custom-summer or fd{YYYYMMDD}td{YYYYMMDD}.'),
  days: z.coerce.number().int().min(1).max(800).optional().describe('Same as timeframe={days}d.'),
  sy: z.coerce.number().int().min(0).max(9999).optional().describe('School year: same as timeframe={sy}y.'),
  fd: digits8.optional().describe('Custom range start, with td.'),
  td: digits8.optional().describe('Custom range end, with fd.'),
  order: z.string().max(60).optional().describe('Column to sort by.'),
  sort: z.enum(['asc', 'desc']).optional(),
  by: z
    .enum(['day', 'week', 'month'])
    .optional()
    .describe('Chart granularity; by default from the period length.'),
  format: z.enum(['json', 'csv']).optional(),
  locale: z.enum(LOCALES).optional().describe("Language of a CSV export; by default the district country's."),
  school_id: idSchema.optional(),
  teacher_id: idSchema.optional(),
  classroom_id: idSchema.optional(),
  grade_id: idSchema.optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportDatesSchema = z.object({ from_date: z.string(), to_date: z.string() });

/** The response envelope of spec §3. */
export function reportEnvelope<D extends z.ZodType, T extends z.ZodType>(data: D, totals: T) {
  return z.object({
    data,
    report_dates: reportDatesSchema,
    totals,
    links: z.object({ next_page: z.string().nullable() }),
    errors: z.array(z.string()),
    granularity: z.enum(['day', 'week', 'month']),
    show_averages: z.boolean(),
  });
}

const n = z.number();
const nn = z.number().nullable();

/** Usage and growth figures of a group of students over the period (grade/school column set). */
export const usageMetricsSchema = z.object({
  count_students: n,
  count_active_students: n,
  percent_active_students: nn,
  total_session_time: n.describe('Milliseconds.'),
  average_weekly_session_time: nn.describe('Milliseconds per active student per week; only over 7 days.'),
  average_monthly_session_time: nn.describe('Milliseconds per active student per 30 days; only over 7 days.'),
  usage_extended_hours: n.describe('Milliseconds outside 8:00–16:00 on weekdays.'),
  percent_usage_extended_hours: nn,
  count_lessons_completed: n,
  average_weekly_lessons: nn,
  standards_growth: n.describe('Standards that became proficient in the period.'),
  standards_partial_growth: n.describe('Standards started in the period and not proficient by its end.'),
  standards_count: n.describe('Standards of the grade levels of the students.'),
  percent_growth: nn.describe(
    'Standards growth over standards count, percent; null when growth is shown as fractions.',
  ),
  status: z.union([z.literal(1), z.literal(2)]).nullable(),
  status_reason_codes: z.array(z.enum(STATUS_REASON_CODES)),
});
export type UsageMetrics = z.infer<typeof usageMetricsSchema>;

/** A row of a report list: the Report item fields that apply, and the metrics. */
export const reportRowSchema = usageMetricsSchema.extend({
  type: z.enum(['district', 'school', 'teacher', 'classroom', 'grade', 'student']),
  id: n,
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  grade: nn,
  city: z.string().nullable(),
  zip: z.string().nullable(),
  email_address: z.string().nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportListResponseSchema = reportEnvelope(z.array(reportRowSchema), usageMetricsSchema);
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

/** Usage chart row (spec §3): one per day, week or month. */
export const usageChartRowSchema = z.object({
  label: z.string().describe('First day of the bucket, YYYY-MM-DD.'),
  average_usage_minutes: n,
  average_extended_minutes: n,
  average_lessons: n,
  num_students: n,
});
export const usageChartResponseSchema = reportEnvelope(z.array(usageChartRowSchema), usageMetricsSchema);

export const highlightsSchema = z.object({
  reporting_years: z.array(z.number()),
  count_active_students: n,
  average_weekly_session_time: nn,
  average_monthly_session_time: nn,
  count_lessons_completed: n,
  count_lessons_completed_by_active_students: n,
  percent_usage_extended_hours: nn,
  percent_growth: nn,
  standards_growth: n,
  narrative: z.array(z.string()),
});
export const highlightsResponseSchema = reportEnvelope(highlightsSchema, usageMetricsSchema);

export const levelCompletionSchema = z.object({
  grade: n,
  code: z.string(),
  name: z.string(),
  percent_complete: n,
  standards_completed: n,
  standards_count: n,
  proficiency_status: z.string(),
  domains: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      ordinal: n,
      standards_completed: n,
      standards_count: n,
      percent_complete: n,
    }),
  ),
});

/** Student overview: usage summary, proficiency by level and domain, standards lists, alert. */
export const studentOverviewSchema = z.object({
  student: z.object({ id: n, first_name: z.string(), last_name: z.string(), grade: n }),
  summary: usageMetricsSchema.extend({
    average_weekly_session_time_status: z.union([z.literal(1), z.literal(2)]).nullable(),
    average_weekly_lessons_status: z.union([z.literal(1), z.literal(2)]).nullable(),
    percent_growth_status: z.union([z.literal(1), z.literal(2)]).nullable(),
  }),
  levels_completion: z.array(levelCompletionSchema),
  standards_growth_names: z.array(z.string()),
  standards_partial_growth_names: z.array(z.string()),
  alert: z.object({ type: z.string(), ordinal: n }).nullable(),
});
export const studentOverviewResponseSchema = reportEnvelope(studentOverviewSchema, usageMetricsSchema);

export type UsageChartRow = z.infer<typeof usageChartRowSchema>;
export type UsageChartResponse = z.infer<typeof usageChartResponseSchema>;
export type HighlightsResponse = z.infer<typeof highlightsResponseSchema>;
export type StudentOverviewResponse = z.infer<typeof studentOverviewResponseSchema>;
