/**
 * District charts (spec §3 "school bubble point", bubbleGraph column set, graph metrics; §9 "Charts"):
 * the schools bubble graph and the frequency graphs of schools and teachers.
 */
import { z } from 'zod';
import { reportEnvelope, reportQuerySchema, usageMetricsSchema } from './reports.js';

/** The timeframe parameters of a report and the filters a chart accepts (no sort, no export). */
export const chartQuerySchema = reportQuerySchema.pick({
  timeframe: true,
  days: true,
  sy: true,
  fd: true,
  td: true,
  school_id: true,
  grade_id: true,
});
export type ChartQuery = z.infer<typeof chartQuerySchema>;

/** A school on the bubble graph (x: weekly usage, y: growth, size: active students). */
export const schoolBubblePointSchema = z.object({
  id: z.number(),
  name: z.string(),
  average_weekly_session_time: z
    .number()
    .nullable()
    .describe(
      'Milliseconds per active student per week; null without active students or over 7 days or less.',
    ),
  percent_growth: z
    .number()
    .nullable()
    .describe(
      'Standards growth over standards count, percent (always a percent on charts); null without standards.',
    ),
  count_active_students: z.number(),
});
export type SchoolBubblePoint = z.infer<typeof schoolBubblePointSchema>;
export const schoolBubbleGraphResponseSchema = reportEnvelope(
  z.array(schoolBubblePointSchema),
  usageMetricsSchema,
);
export type SchoolBubbleGraphResponse = z.infer<typeof schoolBubbleGraphResponseSchema>;

/** Graph metrics a frequency graph can distribute items by (spec §3 graph metrics). */
export const FREQUENCY_METRICS = [
  'average_weekly_session_time',
  'average_weekly_lessons',
  'percent_growth',
  'percent_active_students',
  'percent_usage_extended_hours',
] as const;
export type FrequencyMetric = (typeof FREQUENCY_METRICS)[number];
export type FrequencyUnit = 'minutes' | 'lessons' | 'percent';

export const FREQUENCY_UNIT: Record<FrequencyMetric, FrequencyUnit> = {
  average_weekly_session_time: 'minutes',
  average_weekly_lessons: 'lessons',
  percent_growth: 'percent',
  percent_active_students: 'percent',
  percent_usage_extended_hours: 'percent',
};

/**
 * Bucket edges per unit: a value v falls in the bucket with from <= v < to; the last bucket has no upper
 * edge (to null) for minutes and lessons, and holds 80 up to and including 100 for percents.
 */
export const FREQUENCY_BUCKETS: Record<
  FrequencyUnit,
  readonly { label: string; from: number; to: number | null }[]
> = {
  minutes: [
    { label: '0–15', from: 0, to: 15 },
    { label: '15–30', from: 15, to: 30 },
    { label: '30–45', from: 30, to: 45 },
    { label: '45–60', from: 45, to: 60 },
    { label: '60+', from: 60, to: null },
  ],
  lessons: [
    { label: '0–1', from: 0, to: 1 },
    { label: '1–2', from: 1, to: 2 },
    { label: '2–3', from: 2, to: 3 },
    { label: '3–5', from: 3, to: 5 },
    { label: '5+', from: 5, to: null },
  ],
  percent: [
    { label: '0–20', from: 0, to: 20 },
    { label: '20–40', from: 20, to: 40 },
    { label: '40–60', from: 40, to: 60 },
    { label: '60–80', from: 60, to: 80 },
    { label: '80–100', from: 80, to: 100 },
  ],
};

export const frequencyQuerySchema = chartQuerySchema.extend({
  metric: z
    .enum(FREQUENCY_METRICS)
    .optional()
    .describe('Graph metric; average_weekly_session_time by default.'),
});
export type FrequencyQuery = z.infer<typeof frequencyQuerySchema>;

export const frequencyBucketSchema = z.object({
  label: z.string(),
  from: z.number(),
  to: z
    .number()
    .nullable()
    .describe(
      'Upper edge (exclusive; 100 is included in the last percent bucket); null for the open last bucket.',
    ),
  count: z.number(),
});
export type FrequencyBucket = z.infer<typeof frequencyBucketSchema>;

export const frequencySchema = z.object({
  metric: z.enum(FREQUENCY_METRICS),
  unit: z.enum(['minutes', 'lessons', 'percent']),
  buckets: z.array(frequencyBucketSchema),
  no_data_count: z.number().describe('Items without a value for the metric.'),
});
export type Frequency = z.infer<typeof frequencySchema>;
export const frequencyResponseSchema = reportEnvelope(frequencySchema, usageMetricsSchema);
export type FrequencyResponse = z.infer<typeof frequencyResponseSchema>;

/** Which bucket of `unit` holds `value` (the index), or null for no value. */
export function frequencyBucketOf(unit: FrequencyUnit, value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const buckets = FREQUENCY_BUCKETS[unit];
  const index = buckets.findIndex((b) => value >= b.from && (b.to === null || value < b.to));
  if (index >= 0) return index;
  // Below zero cannot happen; 100 % (and anything above) belongs to the last bucket.
  return value < 0 ? 0 : buckets.length - 1;
}

/** GET /r/districts/{districtId}/schools/{schoolId}/classroom-teachers: the school's classrooms and teachers. */
export const classroomTeachersItemSchema = z.object({
  classroom_id: z.number(),
  classroom_name: z.string(),
  grade: z.number().describe('Grade number, K = 0.'),
  teachers: z.array(z.object({ id: z.number(), first_name: z.string(), last_name: z.string() })),
});
export type ClassroomTeachersItem = z.infer<typeof classroomTeachersItemSchema>;
export const classroomTeachersResponseSchema = z.object({ data: z.array(classroomTeachersItemSchema) });
export type ClassroomTeachersResponse = z.infer<typeof classroomTeachersResponseSchema>;
