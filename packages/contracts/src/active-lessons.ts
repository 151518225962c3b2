/**
 * What the math product asks before a student plays (spec §7 "active lessons by student ids"): each student's
 * started, active assignments and the focus lessons still to play, so assigned lessons come first.
 */
import { z } from 'zod';
import { activeAssignmentSchema } from './assignments.js';

export const activeLessonsQuerySchema = z.object({
  student_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,999}$/, 'must be up to 1000 student ids separated by commas')
    .transform((ids) => [...new Set(ids.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), 'holds an id that is too large'),
});

export const activeLessonsSchema = activeAssignmentSchema.extend({
  lessons_passed: z.number().int(),
  lesson_slot_ids: z
    .array(z.number().int())
    .describe('The focus lessons the student has not passed yet, in the order to play them.'),
});
export type ActiveLessons = z.infer<typeof activeLessonsSchema>;

export const activeLessonsResponseSchema = z.object({
  data: z
    .array(z.object({ student_id: z.number().int(), assignments: z.array(activeLessonsSchema) }))
    .describe(
      'One entry per requested student of the key’s district; students of other districts are left out.',
    ),
});
export type ActiveLessonsResponse = z.infer<typeof activeLessonsResponseSchema>;
