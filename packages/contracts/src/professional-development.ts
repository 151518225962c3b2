/**
 * Professional development (spec §2 PD page, §3 PD lesson, §6 guardians have no PD links, §7 /x/…): the shipped
 * catalogue of lessons for educators, grouped by module ("na": non-academic), and each educator's own progress.
 */
import { z } from 'zod';
import { activityPeriodQuerySchema } from './activity.js';

/** The modules lessons are grouped by, in the order the PD page lists them; "na" is non-academic (spec §3). */
export const PD_MODULES = ['number-sense', 'operations', 'fractions', 'ratios', 'na'] as const;
export type PdModule = (typeof PD_MODULES)[number];

/** The languages each lesson is written in. */
export const PD_LANGUAGES = ['en', 'es'] as const;
export type PdLanguage = (typeof PD_LANGUAGES)[number];

/** Where every lesson page lives; a lesson's link is this prefix and its key (always relative, spec §7). */
export const PD_LESSON_PATH = '/myflexpd/lessons/';

export const pdLessonKeySchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lesson key (lowercase words joined by hyphens)')
  .max(80);

/** A lesson's words in one language. */
export const pdLessonTextSchema = z.object({
  lessonName: z.string().min(1),
  pageTitle: z.string().min(1),
  summary: z.string().min(1),
  body: z.array(z.string().min(1)).min(1),
  tryThis: z.array(z.string().min(1)),
});
export type PdLessonText = z.infer<typeof pdLessonTextSchema>;

/** A PD lesson (spec §3): moduleName, lessonName, pageTitle, lessonGroupName, link; here in English and Spanish. */
export const pdLessonSchema = z.object({
  key: pdLessonKeySchema,
  moduleName: z.enum(PD_MODULES),
  /** The curriculum lesson group it teaches ('' for non-academic lessons). */
  lessonGroupName: z.string(),
  /** That lesson group's PD link (spec §3 Lesson group pdLink), so the concept map opens this lesson. */
  lessonGroupLink: z.string().nullable(),
  link: z.string().startsWith(PD_LESSON_PATH),
  minutes: z.number().int().positive(),
  content: z.object({ en: pdLessonTextSchema, es: pdLessonTextSchema }),
});
export type PdLesson = z.infer<typeof pdLessonSchema>;

export const pdContentsResponseSchema = z.object({ data: z.array(pdLessonSchema) });

/** GET /x/district/{id}/pd-locations: named places of PD (each lesson's key, and "home") → relative URLs only. */
export const pdLocationsResponseSchema = z.object({ data: z.record(z.string(), z.string()) });

/** GET /x/accessIds (timestamp): the lessons the caller may open, as of the server's clock. */
export const pdAccessIdsQuerySchema = z.object({
  timestamp: z.coerce
    .number({ error: 'must be a time in epoch milliseconds' })
    .int('must be a time in epoch milliseconds')
    .min(0, 'must be a time in epoch milliseconds')
    .optional()
    .describe('The client’s clock (epoch ms); the answer carries the server’s.'),
});
export const pdAccessIdsResponseSchema = z.object({
  data: z.object({ timestamp: z.number().int(), access_ids: z.array(z.string()) }),
});

/** The caller's progress on one lesson (epoch ms; null: not yet). */
export const pdProgressSchema = z.object({
  lesson_key: z.string(),
  started_at: z.number().int().nullable(),
  completed_at: z.number().int().nullable(),
});
export type PdProgress = z.infer<typeof pdProgressSchema>;

/** GET /x/pd-progresses (spec §7: sy, days, fd, td): lessons started or completed in the period. */
export const pdProgressesQuerySchema = activityPeriodQuerySchema;
export const pdProgressesResponseSchema = z.object({
  data: z.array(pdProgressSchema),
  report_dates: z.object({ from_date: z.string(), to_date: z.string() }),
});
export type PdProgressesResponse = z.infer<typeof pdProgressesResponseSchema>;

/** PUT /x/pd-progresses/{lessonKey}: the caller marks one of their lessons started or completed. */
export const PD_PROGRESS_STATUSES = ['started', 'completed'] as const;
export const pdProgressParamsSchema = z.object({ lessonKey: pdLessonKeySchema });
export const pdProgressSaveSchema = z.strictObject({ status: z.enum(PD_PROGRESS_STATUSES) });
export const pdProgressResponseSchema = z.object({ data: pdProgressSchema });

/** GET /x/pd-course-access?link=…: a lesson's relative link; anything else is refused (no open redirect). */
export const pdCourseAccessQuerySchema = z.object({
  link: z
    .string({ error: 'must be a lesson link' })
    .max(200)
    .regex(/^\/(?![/\\])[A-Za-z0-9/_-]*$/, 'must be a relative link of a PD lesson (starting with one /)'),
});

/** Where a lesson's page opens in the app, through the course-access link that records it was started. */
export const pdCourseAccessHref = (link: string) =>
  `/x/pd-course-access?${new URLSearchParams({ link }).toString()}`;
