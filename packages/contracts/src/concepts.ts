import { z } from 'zod';
import { lessonGroupSchema } from './curriculum.js';
import { LESSON_GROUP_STATUSES, WINDOWS } from './events.js';
import { STUDENT_LOGIN_URL } from './printables.js';
import { astSchema } from './report-standards.js';

/**
 * The concept map (spec §2 "Concept map", §3 Lesson group, §6, §9): the catalogue's lesson groups of a grade,
 * and where a classroom's or a student's students stand on them over the last 14 days.
 */

const levelIdSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must not be negative');

/** GET /x/lesson-groups: the lesson groups of one grade level (all grades without one). */
export const lessonGroupsQuerySchema = z.object({
  level_id: levelIdSchema.optional().describe('The grade level whose lesson groups to list.'),
});

/** A lesson group as the map draws it: spec §3 fields, and the domain and cluster it sits under. */
export const conceptGroupSchema = lessonGroupSchema.extend({
  level_id: z.number().int(),
  domain: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  cluster_code: z.string(),
  lessons_count: z.number().int(),
});
export type ConceptGroup = z.infer<typeof conceptGroupSchema>;

export const lessonGroupsResponseSchema = z.object({ data: z.array(conceptGroupSchema) });
export type LessonGroupsResponse = z.infer<typeof lessonGroupsResponseSchema>;

/** …/concepts of a classroom or student (ast like every report; level_id defaults to the owner's grade). */
export const conceptMapQuerySchema = z.object({ ast: astSchema, level_id: levelIdSchema.optional() });

export const conceptStudentSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(LESSON_GROUP_STATUSES),
  needs_attention: z.boolean(),
  lessons_passed: z.number().int(),
  lessons_in_group_count: z.number().int(),
});
export type ConceptStudent = z.infer<typeof conceptStudentSchema>;

/** A lesson group someone played in the window, with who played it (by name). */
export const conceptGroupStateSchema = z.object({
  id: z.number().int(),
  students_count: z.number().int(),
  students: z.array(conceptStudentSchema),
});
export type ConceptGroupState = z.infer<typeof conceptGroupStateSchema>;

export const conceptMapResponseSchema = z.object({
  data: z.object({
    level_id: z.number().int(),
    lesson_groups: z.array(conceptGroupStateSchema),
  }),
  report_dates: z.object({ from_date: z.string(), to_date: z.string() }),
});
export type ConceptMapResponse = z.infer<typeof conceptMapResponseSchema>;

/** The window the concept map covers, today included (spec §9). */
export const CONCEPT_MAP_DAYS = WINDOWS.conceptMapDays;

/** The demo lesson of a group opens on the play site in a new window, its name in the query (spec §2). */
export const demoLessonUrl = (lessonName: string) =>
  `${new URL('/demo', STUDENT_LOGIN_URL).href}?lesson=${encodeURIComponent(lessonName)}`;
