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

/** A bucket of a frequency graph: a value v falls in it when from <= v < to. */
export const frequencyBucketEdgesSchema = z.object({
  label: z.string(),
  from: z.number(),
  to: z
    .number()
    .nullable()
    .describe(
      'Upper edge (exclusive; 100 is included in the last percent bucket); null for the open last bucket.',
    ),
});
export type FrequencyBucketEdges = z.infer<typeof frequencyBucketEdgesSchema>;

/**
 * Buckets between consecutive edges (`from <= v < to`); the last one runs up to `top`, or has no upper edge
 * (label "60+") when `top` is null.
 */
function bucketsBetween(edges: readonly number[], top: number | null): FrequencyBucketEdges[] {
  return edges.map((from, i) => {
    const to = edges[i + 1] ?? top;
    return { label: to === null ? `${from}+` : `${from}–${to}`, from, to };
  });
}

/**
 * Bucket edges per unit: a value v falls in the bucket with from <= v < to; the last bucket has no upper
 * edge (to null) for minutes and lessons, and holds 80 up to and including 100 for percents.
 */
export const FREQUENCY_BUCKETS: Record<FrequencyUnit, readonly FrequencyBucketEdges[]> = {
  minutes: bucketsBetween([0, 15, 30, 45, 60], null),
  lessons: bucketsBetween([0, 1, 2, 3, 5], null),
  percent: bucketsBetween([0, 20, 40, 60, 80], 100),
};

export const frequencyQuerySchema = chartQuerySchema.extend({
  metric: z
    .enum(FREQUENCY_METRICS)
    .optional()
    .describe('Graph metric; average_weekly_session_time by default.'),
});
export type FrequencyQuery = z.infer<typeof frequencyQuerySchema>;

export const frequencyBucketSchema = frequencyBucketEdgesSchema.extend({ count: z.number() });
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
