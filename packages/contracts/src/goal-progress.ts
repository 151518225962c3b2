import { z } from 'zod';
import {
  studentAssignmentHistorySchema,
  proficiencyWeekSchema,
  studentAssignmentProgressSchema,
} from './assignment-progress.js';
import { focusTypeSchema } from './assignments.js';
import { PROFICIENCY_STATUSES } from './events.js';
import { idSchema } from './ids.js';

/**
 * A student's goals and how they went (spec §3 Goal report, Student progress data, Proficiency slots; §7 Progress,
 * cancel student lesson): the lesson slots that show each proficiency of a focus, a student's goal summary and
 * report over a window, the focus cluster's progress week by week, and stopping a spot lesson for one student.
 */

/** Days the goal standard progress looks back (spec §9 "standards progress 42 days by week"). */
export const GOAL_STANDARD_PROGRESS_DAYS = 42;

const recordId = z.number().int().positive().max(2_147_483_647);
const isRealDay = (text: string) => {
  const [year, month, day] = [text.slice(0, 4), text.slice(4, 6), text.slice(6, 8)].map(Number) as [
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const digits8 = z
  .string()
  .regex(/^\d{8}$/, 'must be a date written YYYYMMDD')
  .refine(isRealDay, 'is not a day of the calendar');
const focusQuery = { focus_type: focusTypeSchema, focus_id: idSchema };

// ---- GET /m/assignments/proficiency_slots -----------------------------------------------------------------

export const proficiencySlotsQuerySchema = z.object(focusQuery);

/** Spec §3 Proficiency slots: the lesson a student at each proficiency plays on the focus. */
export const proficiencySlotsSchema = z.object({
  not_started_lesson_slot_id: z.number().int().describe('The first lesson of the focus.'),
  in_progress_lesson_slot_id: z.number().int().describe('The lesson halfway through the focus.'),
  proficient_lesson_slot_id: z.number().int().describe('The last lesson of the focus.'),
});
export type ProficiencySlots = z.infer<typeof proficiencySlotsSchema>;
export const proficiencySlotsResponseSchema = z.object({ data: proficiencySlotsSchema });

// ---- goal_summary and goal_report --------------------------------------------------------------------------

/** The window and focus of a goal summary or report (spec §3 Student progress data). */
export const goalProgressQuerySchema = z
  .object({
    from: digits8.optional().describe('Goals running on or after this day (default: 90 days before `to`).'),
    to: digits8.optional().describe('Goals that started on or before this day (default: today).'),
    focus_type: focusTypeSchema.optional(),
    focus_id: idSchema.optional(),
  })
  .refine((q) => (q.focus_type === undefined) === (q.focus_id === undefined), {
    message: 'focus_type and focus_id go together',
    path: ['focus_id'],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after `to`', path: ['from'] });
export type GoalProgressQuery = z.infer<typeof goalProgressQuerySchema>;

const windowSchema = z.object({
  from_date: z.string().describe('YYYY-MM-DD'),
  to_date: z.string().describe('YYYY-MM-DD'),
});

/** One goal of the student: the assignment and how the student stands on it. */
export const goalSummaryItemSchema = studentAssignmentProgressSchema.pick({
  assignment: true,
  student: true,
});
export type GoalSummaryItem = z.infer<typeof goalSummaryItemSchema>;

export const goalSummaryResponseSchema = z.object({
  data: windowSchema.extend({ goals: z.array(goalSummaryItemSchema).describe('Newest start first.') }),
});
export type GoalSummaryResponse = z.infer<typeof goalSummaryResponseSchema>;

/** Spec §3 Goal report: one goal with its percent by week and the lessons played. */
export const goalReportItemSchema = goalSummaryItemSchema.extend({
  starting_proficiency: z.number().int(),
  proficiency_growth: z.number().int().describe('Current percent minus the starting one.'),
  proficiency_on_date_list: z.array(proficiencyWeekSchema),
  student_histories: z.array(studentAssignmentHistorySchema),
});
export type GoalReportItem = z.infer<typeof goalReportItemSchema>;

/** The goals of one focus. */
export const goalReportFocusSchema = z.object({
  focus_type: focusTypeSchema,
  focus_id: z.number().int(),
  focus_code: z.string(),
  focus_description: z.string(),
  goals: z.array(goalReportItemSchema),
});

export const goalReportResponseSchema = z.object({
  data: windowSchema.extend({ focuses: z.array(goalReportFocusSchema) }),
});
export type GoalReportResponse = z.infer<typeof goalReportResponseSchema>;

// ---- goal_standard_progress --------------------------------------------------------------------------------

export const goalStandardProgressQuerySchema = z.object(focusQuery);

/** The focus's cluster (a domain stays a domain) week by week over the last 42 days, and its standards now. */
export const goalStandardProgressSchema = windowSchema.extend({
  focus_type: focusTypeSchema.describe('CLUSTER, or DOMAIN for a domain focus.'),
  focus_id: z.number().int(),
  focus_code: z.string(),
  focus_description: z.string(),
  weeks: z.array(proficiencyWeekSchema).describe('Week 0 is 42 days ago; week 6 is today.'),
  standards: z.array(
    z.object({
      standard_id: z.number().int(),
      code: z.string(),
      percent_complete: z.number().int(),
      proficiency_status: z.enum(PROFICIENCY_STATUSES),
    }),
  ),
});
export type GoalStandardProgress = z.infer<typeof goalStandardProgressSchema>;
export const goalStandardProgressResponseSchema = z.object({ data: goalStandardProgressSchema });
export type GoalStandardProgressResponse = z.infer<typeof goalStandardProgressResponseSchema>;

// ---- POST /m/assignments/cancel_student_lesson --------------------------------------------------------------

/**
 * Spec §7 cancel student lesson: stops a spot assignment's lesson for one student. `lessons_assigned` and
 * `start_date` name the spot check the teacher saw; a different one is refused.
 */
export const cancelStudentLessonRequestSchema = z.object({
  assignment_id: recordId,
  user_id: recordId,
  lessons_assigned: z.number().int().min(1).max(100),
  start_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
    .refine((text) => isRealDay(text.replaceAll('-', '')), 'is not a day of the calendar'),
});
export type CancelStudentLessonRequest = z.infer<typeof cancelStudentLessonRequestSchema>;

export const cancelStudentLessonResponseSchema = z.object({
  data: z.object({
    assignment_id: z.number().int(),
    user_id: z.number().int(),
    student_status: z.literal('REMOVED'),
    status: z.enum(['ACTIVE', 'CANCELLED']).describe('CANCELLED once no student is left on it.'),
  }),
});
export type CancelStudentLessonResponse = z.infer<typeof cancelStudentLessonResponseSchema>;
