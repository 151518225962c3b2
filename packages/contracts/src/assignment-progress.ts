import { z } from 'zod';
import { assignmentHistoryItemSchema, assignmentStudentSchema } from './assignments.js';

/**
 * A student's progress on one assignment (spec §2 student progress modal, §3 student_assignment_histories, §4
 * Student history): the assignment, how the student stands, each play of an assigned lesson numbered by week, and
 * the percent on the focus at the end of each week.
 */

export const studentAssignmentHistorySchema = z.object({
  lesson_slot_id: z.number().int(),
  lesson_name: z.string(),
  was_lesson_passed: z
    .boolean()
    .nullable()
    .describe('null while the lesson is paused (plays merged per week).'),
  time_spent_millis: z.number().int(),
  time_spent: z.number().int().describe('Minutes played.'),
  was_struggling: z.boolean(),
  week: z.number().int().min(1),
  played_at: z.number().int().describe('Epoch milliseconds of the (first) play.'),
});
export type StudentAssignmentHistory = z.infer<typeof studentAssignmentHistorySchema>;

export const proficiencyWeekSchema = z.object({
  week: z.number().int().min(0).describe('0 is the start day; week n ends 7·n days after it.'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  percent_complete: z.number().int(),
});
export type ProficiencyWeek = z.infer<typeof proficiencyWeekSchema>;

export const studentAssignmentProgressSchema = z.object({
  assignment: assignmentHistoryItemSchema.omit({
    students: true,
    latest: true,
    lessons_passed: true,
    total_time: true,
  }),
  student: assignmentStudentSchema.extend({ goal_reached: z.boolean() }),
  student_assignment_histories: z.array(studentAssignmentHistorySchema),
  proficiency_on_date_list: z.array(proficiencyWeekSchema),
});
export type StudentAssignmentProgress = z.infer<typeof studentAssignmentProgressSchema>;

export const studentAssignmentProgressResponseSchema = z.object({ data: studentAssignmentProgressSchema });
