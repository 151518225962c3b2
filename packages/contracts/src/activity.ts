import { z } from 'zod';
import { COMPLETED_INSTANCE_ORDINAL_CAP, EVENT_CODES, WINDOWS } from './events.js';

/**
 * Activity (spec §2 Activity, §3 "Activity record" and "Lesson group", §4 event codes and infinite scroll, §7,
 * §9 windows): the events of a classroom's or a student's students, newest first, page by page over the
 * 30-day window; a student's engagement achievements; the lesson groups played in a period; a lesson slot's name.
 */

/** Events per page unless `ps` asks otherwise, and the most a page may hold. */
export const ACTIVITY_PAGE_SIZE = { default: 50, max: 200 } as const;

/** How many standards an event shows (spec §9: up to 5, 1 for the dbl academic standard). */
export function standardsShownFor(academicStandard: string): number {
  return academicStandard === 'dbl' ? 1 : 5;
}

/** The ordinal a completed-instance count reads as (spec §4: 1–4, then 5 meaning "five-plus"). */
export const completedInstanceOrdinal = (count: number) => Math.min(count, COMPLETED_INSTANCE_ORDINAL_CAP);

/** Badge image of an event (spec §4): pause, alert, green check (passed), grey check (not passed). */
export const ACTIVITY_BADGES = ['pause', 'alert', 'passed', 'not_passed'] as const;
export type ActivityBadge = (typeof ACTIVITY_BADGES)[number];

/** Engagement achievements (the student overview): certificates, friends, graduation, badges, milestones. */
export const ENGAGEMENT_EVENT_CODES: readonly number[] = [
  EVENT_CODES.CERTIFICATE,
  EVENT_CODES.ADVENTURE_FRIEND,
  EVENT_CODES.GRADUATION,
  EVENT_CODES.BADGE,
  EVENT_CODES.LESSON_GROUP_COMPLETED,
  EVENT_CODES.LESSON_GROUP_COMPLETED_MILESTONE,
];

/** Default periods: engagement achievements over the current school year, lesson groups over the concept map's 14 days. */
export const ENGAGEMENT_DEFAULT_TIMEFRAME = '0y';
export const LESSON_GROUP_ACTIVITY_DEFAULT_TIMEFRAME = `${WINDOWS.conceptMapDays}d`;

/** A calendar day written YYYYMMDD (20260230 is refused). */
const digits8 = z
  .string()
  .regex(/^\d{8}$/, 'must be a date written YYYYMMDD')
  .refine((text) => {
    const day = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
    const ms = Date.parse(`${day}T00:00:00Z`);
    return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day && text >= '20000101';
  }, 'must be a real date from 2000 on, written YYYYMMDD');
const booleanText = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true');

/** The next-page tokens (spec §3): the last event's uid and timestamp, and the first page's from-date. */
const pageTokens = {
  pu: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w.:-]+$/, 'must be an event uid')
    .optional()
    .describe('Next page: the uid of the last event read.'),
  pt: z.coerce.number().int().min(0).max(8.64e15).optional().describe('Next page: its timestamp (epoch ms).'),
  pd: digits8.optional().describe('Next page: the from-date of the first page (YYYYMMDD).'),
  ps: z.coerce
    .number()
    .int()
    .min(1)
    .max(ACTIVITY_PAGE_SIZE.max)
    .optional()
    .describe(`Page size (default ${ACTIVITY_PAGE_SIZE.default}).`),
};
const windowParams = {
  td: digits8.optional().describe('The day after the last day read (default tomorrow: today included).'),
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(366)
    .optional()
    .describe(`Days before td (default ${WINDOWS.activityDays}).`),
};
const tokensTogether = (query: { pu?: string; pt?: number; pd?: string }) =>
  [query.pu, query.pt, query.pd].every((v) => v === undefined) ||
  [query.pu, query.pt, query.pd].every((v) => v !== undefined);
const tokensMessage = { message: 'pu, pt and pd go together (the next-page tokens)', path: ['pu'] };

/** A classroom's activity (spec §7: td, days, paging). */
export const classroomActivityQuerySchema = z
  .object({ ...windowParams, ...pageTokens })
  .refine(tokensTogether, tokensMessage);

/** A student's activity (spec §7: td, days, fd, pu, pt, pd, ps, untilNow). */
export const studentActivityQuerySchema = z
  .object({
    ...windowParams,
    fd: digits8.optional().describe('First day read (instead of days).'),
    untilNow: booleanText.describe('Everything up to td, from the first event.'),
    ...pageTokens,
  })
  .refine(tokensTogether, tokensMessage);
export type ActivityQuery = z.infer<typeof studentActivityQuerySchema>;

/** The periods of the engagement and lesson-group reads (spec §7: sy, days, fd, td). */
export const activityPeriodQuerySchema = z.object({
  sy: z.coerce.number().int().min(0).max(9999).optional().describe('School year (0: the current one).'),
  days: z.coerce.number().int().min(1).max(800).optional().describe('The last N days.'),
  fd: digits8.optional().describe('Period start, with td.'),
  td: digits8.optional().describe('Period end, with fd.'),
});

const namedStandard = z.object({ code: z.string(), name: z.string(), short_description: z.string() });

/** One event as the activity feed shows it (spec §3 "Activity record"). */
export const activityEventSchema = z.object({
  id: z.string().describe('The event uid (also `uid`).'),
  uid: z.string(),
  student_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  timestamp: z.number().int(),
  event_code: z.number().int(),
  event_code_name: z.string(),
  badge: z.enum(ACTIVITY_BADGES).nullable(),
  lesson_slot_id: z.number().int().nullable(),
  lesson_slot_name: z.string().nullable(),
  localized_lesson_name: z.string().nullable(),
  lesson_group_id: z.number().int().nullable(),
  lesson_group_name: z.string().nullable(),
  demo_lesson_name: z.string().nullable(),
  lessons_in_group_count: z.number().int().nullable(),
  lesson_passed: z.boolean().nullable(),
  lesson_completed_instance_count: z
    .number()
    .int()
    .nullable()
    .describe('Completions of this lesson up to this one, capped at 5 ("five-plus").'),
  lesson_failed_count: z.number().int().nullable().describe('Failed plays of this lesson up to this one.'),
  needs_attention: z.boolean(),
  struggling_group_failed_lessons_count: z.number().int().nullable(),
  struggling_group_tested_lessons_count: z.number().int().nullable(),
  standards: z.array(namedStandard).describe('Up to 5 standards (1 for dbl).'),
  dbl_standard: z.object({ name: z.string(), short_description: z.string() }).nullable(),
  total_lesson_time: z.number().int().nullable().describe('Milliseconds played, at least 60000.'),
  assignment_id: z.number().int().nullable(),
  lesson_goal_id: z.number().int().nullable(),
  milestone_trigger_lesson_slot_id: z.number().int().nullable(),
  label: z.string().nullable(),
  lessonComplete: z.boolean(),
  groupComplete: z.boolean(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** A page of activity; pu, pt and pd name the next page, all null after the last. */
export const activityResponseSchema = z.object({
  data: z.array(activityEventSchema),
  report_dates: z.object({ from_date: z.string().nullable(), to_date: z.string() }),
  pu: z.string().nullable(),
  pt: z.number().int().nullable(),
  pd: z.string().nullable(),
  links: z.object({ next_page: z.string().nullable() }),
  errors: z.array(z.string()),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

/** A student's engagement achievements in a period (no paging). */
export const engagementActivityResponseSchema = activityResponseSchema.omit({ pu: true, pt: true, pd: true });
export type EngagementActivityResponse = z.infer<typeof engagementActivityResponseSchema>;

/** A lesson group (spec §3): name, descriptions, topic letter, demo lesson, PD link (none for guardians). */
export const lessonGroupRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_description: z.string(),
  sd: z.string(),
  ld: z.string(),
  tl: z.string().describe('Topic letter W/D/R/I/F.'),
  demo: z.string(),
  pdLink: z.string().nullable(),
});

/** One student's state on a lesson group played in the period. */
export const lessonGroupStudentSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.string(),
  needs_attention: z.boolean(),
  lessons_passed: z.number().int(),
  lessons_in_group_count: z.number().int(),
});

export const lessonGroupActivityResponseSchema = z.object({
  data: z.array(
    lessonGroupRecordSchema.extend({
      students_count: z.number().int(),
      students: z.array(lessonGroupStudentSchema),
    }),
  ),
  report_dates: z.object({ from_date: z.string(), to_date: z.string() }),
  links: z.object({ next_page: z.null() }),
  errors: z.array(z.string()),
});
export type LessonGroupActivityResponse = z.infer<typeof lessonGroupActivityResponseSchema>;

/** GET /api/v1/lesson_slots/{id} (spec §7: the response's name). */
export const lessonSlotResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lesson_group_id: z.number().int(),
});
export type LessonSlotResponse = z.infer<typeof lessonSlotResponseSchema>;
