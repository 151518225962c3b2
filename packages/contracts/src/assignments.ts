import { z } from 'zod';

/**
 * Focus-lesson assignments (spec §3 Assignment, §4 Assignment states, §5, §9 Assignments): their kinds, limits
 * and the rules both the server and the web app apply — which assignment is active, which is latest, which
 * durations a form offers.
 */

export const assignmentTypeSchema = z.enum(['SPOT', 'GOAL', 'GOAL_PLAY_PRESUMED_PASSED', 'NWEA', 'QUANTILE']);
export type AssignmentType = z.infer<typeof assignmentTypeSchema>;
export const focusTypeSchema = z.enum(['DOMAIN', 'CLUSTER', 'STANDARD']);
export type FocusType = z.infer<typeof focusTypeSchema>;
export const assignmentStatusSchema = z.enum(['ACTIVE', 'CANCELLED']);
export type AssignmentStatus = z.infer<typeof assignmentStatusSchema>;

/** Where a student stands on an assignment; null while the student is still working on it. */
export const studentAssignmentStatusSchema = z
  .enum(['COMPLETE', 'COMPLETE_STRUGGLING', 'COMPLETE_FOR_ENGAGEMENT', 'COMPLETE_FOR_DEVICE', 'REMOVED'])
  .nullable();
export type StudentAssignmentStatus = z.infer<typeof studentAssignmentStatusSchema>;

/** Spot checks are short; goals (GOAL_PLAY_PRESUMED_PASSED reads as GOAL) and third-party ones are long-term. */
export type AssignmentKind = 'spot' | 'goal' | 'third_party';

export function assignmentKindOf(type: AssignmentType): AssignmentKind {
  if (type === 'SPOT') return 'spot';
  if (type === 'GOAL' || type === 'GOAL_PLAY_PRESUMED_PASSED') return 'goal';
  return 'third_party';
}

export function isLongTermAssignment(type: AssignmentType): boolean {
  return assignmentKindOf(type) !== 'spot';
}

/** Duration in weeks each kind allows, and the one a form starts on (spec §9). */
export const ASSIGNMENT_DURATION_WEEKS: Record<
  AssignmentKind,
  { min: number; max: number; default: number }
> = {
  spot: { min: 1, max: 2, default: 1 },
  goal: { min: 2, max: 10, default: 2 },
  third_party: { min: 10, max: 10, default: 10 },
};

/** Lessons a spot check assigns (spec §9). */
export const SPOT_LESSONS_ASSIGNED = 2;
/** A student has at most this many active assignments (spec §5, §9). */
export const MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT = 2;
/** History rows a student's assignment history holds, and the page size of a classroom's (spec §9). */
export const ASSIGNMENT_HISTORY_SIZE = 32_000;
export const ASSIGNMENT_PAGE_SIZE = 10_000;

/** The week counts a form offers for an assignment type; they reset when the type changes (spec §4). */
export function durationOptionsOf(type: AssignmentType): number[] {
  const { min, max } = ASSIGNMENT_DURATION_WEEKS[assignmentKindOf(type)];
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** Active only while the assignment is ACTIVE and the student has neither completed it nor been removed (spec §4). */
export function isActiveForStudent(
  status: AssignmentStatus,
  studentStatus: StudentAssignmentStatus,
): boolean {
  if (status !== 'ACTIVE') return false;
  return !(studentStatus?.startsWith('COMPLETE') || studentStatus?.startsWith('REMOVED'));
}

/**
 * The latest flags of a history's first page (spec §4): every active assignment (ACTIVE and not past its end) is
 * latest; when none is, those sharing the most recent start day are. `startDate` is a calendar day, YYYY-MM-DD.
 */
export function latestFlagsOf(page: readonly { active: boolean; startDate: string }[]): boolean[] {
  if (page.some((item) => item.active)) return page.map((item) => item.active);
  const mostRecent = page.reduce((latest, item) => (item.startDate > latest ? item.startDate : latest), '');
  return page.map((item) => item.startDate === mostRecent);
}

/** Validation keys a refused create answers with (spec §5, §8). */
export const assignmentErrorKeySchema = z.enum([
  'INVALID_SCORE_RANGE_SELECTION',
  'DUPLICATE_ASSIGNMENT',
  'NOT_PLAYABLE_IN_PRIMARY',
]);
export type AssignmentErrorKey = z.infer<typeof assignmentErrorKeySchema>;

const recordId = z.number().int().positive().max(2_147_483_647);
/** True when the digits name a day of the calendar (not the 31st of April). */
const isRealDay = (year: string, month: string, day: string) => {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
};
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(
    (text) => isRealDay(text.slice(0, 4), text.slice(5, 7), text.slice(8, 10)),
    'is not a day of the calendar',
  );

/** POST /m/assignments (spec §7): a focus for some students of one classroom, from one day to another. */
export const createAssignmentRequestSchema = z.object({
  classroom_id: recordId,
  focus_id: recordId,
  focus_type: focusTypeSchema,
  assignment_type: assignmentTypeSchema,
  start_date: calendarDay,
  end_date: calendarDay,
  user_ids: z.array(recordId).min(1, 'choose at least one student').max(500),
  lessons_assigned: z.number().int().positive().optional().describe('SPOT only; always 2.'),
});
export type CreateAssignmentRequest = z.infer<typeof createAssignmentRequestSchema>;

/** PUT /m/assignments/{aid}: cancel for the whole classroom (classroom_id) or for chosen students (user_ids). */
export const updateAssignmentRequestSchema = z
  .object({
    classroom_id: recordId.optional(),
    user_ids: z.array(recordId).min(1).max(500).optional(),
    status: z.literal('CANCELLED'),
  })
  .refine((body) => (body.classroom_id === undefined) !== (body.user_ids === undefined), {
    message: 'send either classroom_id (the whole classroom) or user_ids (chosen students)',
  });
export type UpdateAssignmentRequest = z.infer<typeof updateAssignmentRequestSchema>;

/** An assignment as a student has it active (GET /m/assignments/students). */
export const activeAssignmentSchema = z.object({
  assignment_id: z.number().int(),
  assignment_type: assignmentTypeSchema,
  focus_type: focusTypeSchema,
  focus_id: z.number().int(),
  classroom_id: z.number().int(),
  start_date: calendarDay,
  end_date: calendarDay,
  lessons_assigned: z.number().int().nullable(),
});
export const studentsActiveAssignmentsResponseSchema = z.object({
  data: z.array(
    z.object({
      user_id: z.number().int(),
      assignments: z.array(activeAssignmentSchema),
      classroom_ids: z
        .array(z.number().int())
        .describe('The classrooms the caller may assign this student in (a guardian: their child’s).'),
    }),
  ),
});
export type StudentsActiveAssignmentsResponse = z.infer<typeof studentsActiveAssignmentsResponseSchema>;

export const createAssignmentResponseSchema = z.object({
  data: activeAssignmentSchema.extend({ user_ids: z.array(z.number().int()) }),
});
export type CreateAssignmentResponse = z.infer<typeof createAssignmentResponseSchema>;

export const updateAssignmentResponseSchema = z.object({
  data: z.object({ assignment_id: z.number().int(), status: assignmentStatusSchema }),
});

/** How a student's assignment reads in history (spec §3 "Assignment statuses for display"). */
export const assignmentDisplayStatusSchema = z.enum([
  'in_progress',
  'completed_all',
  'goal_reached',
  'goal_not_reached',
  'stopped',
]);
export type AssignmentDisplayStatus = z.infer<typeof assignmentDisplayStatusSchema>;

export const assignmentStudentSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  student_status: studentAssignmentStatusSchema,
  assignment_status: assignmentDisplayStatusSchema,
  starting_percent: z.number().int(),
  current_percent: z.number().int(),
  lessons_passed: z.number().int(),
  time_spent: z.number().int().describe('Minutes played on the assignment.'),
});

/** One assignment in a classroom's or a student's history (spec §3 Assignment). */
export const assignmentHistoryItemSchema = activeAssignmentSchema.extend({
  status: assignmentStatusSchema,
  focus_code: z.string(),
  focus_description: z.string(),
  due_date: calendarDay,
  duration_weeks: z.number().int(),
  latest: z.boolean(),
  lessons_passed: z.number().int(),
  total_time: z.number().int().describe('Minutes all its students played on it.'),
  students: z.array(assignmentStudentSchema),
});
export type AssignmentHistoryItem = z.infer<typeof assignmentHistoryItemSchema>;

export const assignmentHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  fd: z
    .string()
    .regex(/^\d{8}$/, 'must be a date written YYYYMMDD')
    .refine(
      (text) => isRealDay(text.slice(0, 4), text.slice(4, 6), text.slice(6, 8)),
      'is not a day of the calendar',
    )
    .optional()
    .describe('Assignments starting on or after this day.'),
  from_date: calendarDay
    .optional()
    .describe('Assignments starting on or after this day (YYYY-MM-DD; the student form of fd).'),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(ASSIGNMENT_PAGE_SIZE)
    .default(ASSIGNMENT_PAGE_SIZE)
    .describe(`Assignments per page, at most ${ASSIGNMENT_PAGE_SIZE}.`),
  type: z.enum(['all', 'spot', 'goal', 'third_party']).default('all'),
  format: z.enum(['json', 'csv']).default('json'),
});

export const assignmentHistoryResponseSchema = z.object({
  data: z.object({
    assignments: z.array(assignmentHistoryItemSchema),
    page: z.number().int(),
    next_page: z.number().int().nullable(),
  }),
});
export type AssignmentHistoryResponse = z.infer<typeof assignmentHistoryResponseSchema>;
