/**
 * The administrators' district-wide report panes (spec §2 /reports/*): the grade-level pace of every student in
 * the caller's scope (standards proficiency, progress, predictive insights and the district progress indicator
 * read it) and the assignment overview per school. Schemas shared by the server and the web app, and the
 * constants of the projection.
 */
import { z } from 'zod';
import { idSchema } from './ids.js';
import { reportQuerySchema } from './reports.js';

/**
 * The projection of predictive insights: a student's pace is the grade-level standards they made proficient by
 * play since their first lesson of this school year, per week, measured over at least this many weeks (so two
 * quick standards in a student's first days do not read as a pace for the whole year).
 */
export const PACE_MIN_WEEKS = 2;

/** Where a student stands against their grade's standards by the last day of the school year. */
export const PACE_STATUSES = ['reached', 'on_pace', 'off_pace'] as const;
export type PaceStatus = (typeof PACE_STATUSES)[number];

export const gradeLevelPaceQuerySchema = reportQuerySchema.pick({ school_id: true, grade_id: true });
export type GradeLevelPaceQuery = z.infer<typeof gradeLevelPaceQuerySchema>;

const n = z.number();

/** One student: grade-level standards proficient at the year's start and now, pace and projection. */
export const paceStudentSchema = z.object({
  id: n,
  first_name: z.string(),
  last_name: z.string(),
  grade: n,
  school_id: n,
  school_name: z.string(),
  teacher_id: n.describe('The teacher of the classroom the student report opens in.'),
  classroom_id: n,
  standards_count: n.describe("Standards of the student's grade level."),
  proficient_at_start: n.describe(
    'Grade-level standards proficient at the start of the school year: before it began, or by a placement (never growth).',
  ),
  proficient_now: n,
  grown_this_year: n.describe('Grade-level standards made proficient by play this school year.'),
  first_play_date: z.string().nullable().describe("The student's first day of play this school year."),
  pace_per_week: n.describe('Grade-level standards made proficient per week of the school year so far.'),
  projected: n.describe('Grade-level standards proficient by the last day of the school year at this pace.'),
  projected_percent: n,
  status: z.enum(PACE_STATUSES),
});
export type PaceStudent = z.infer<typeof paceStudentSchema>;

/** A school or grade: how many of its students reached, are on pace or are off pace, and average percents. */
export const paceGroupSchema = z.object({
  id: n,
  name: z.string(),
  count_students: n,
  count_reached: n,
  count_on_pace: n,
  count_off_pace: n,
  percent_on_pace: n.describe('Students who reached grade level or will at this pace, percent.'),
  average_percent_at_start: n.describe('Grade-level standards proficient at the start of the year, percent.'),
  average_percent_now: n,
  average_projected_percent: n,
  grown_this_year: n,
});
export type PaceGroup = z.infer<typeof paceGroupSchema>;

export const gradeLevelPaceResponseSchema = z.object({
  data: z.object({
    students: z.array(paceStudentSchema),
    schools: z.array(paceGroupSchema),
    grades: z.array(paceGroupSchema),
  }),
  report_dates: z.object({ from_date: z.string(), to_date: z.string() }),
  /** The last day of the school year the projection runs to. */
  school_year_end: z.string(),
  links: z.object({ next_page: z.string().nullable() }),
  errors: z.array(z.string()),
});
export type GradeLevelPaceResponse = z.infer<typeof gradeLevelPaceResponseSchema>;

export const assignmentOverviewQuerySchema = reportQuerySchema.pick({
  timeframe: true,
  days: true,
  sy: true,
  fd: true,
  td: true,
  school_id: true,
});

/** One school's focus assignments that started in the period. */
export const assignmentOverviewRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  count_classrooms: n.describe('Classrooms with an assignment that started in the period.'),
  count_assignments: n,
  count_students: n.describe('Students given at least one of them.'),
  count_student_assignments: n,
  count_completed: n.describe('Student assignments completed (student status COMPLETE…).'),
  count_active: n.describe(
    'Student assignments still active (spec §4: ACTIVE, student status not COMPLETE… or REMOVED).',
  ),
  percent_completed: z.number().nullable(),
});
export type AssignmentOverviewRow = z.infer<typeof assignmentOverviewRowSchema>;

export const assignmentOverviewResponseSchema = z.object({
  data: z.array(assignmentOverviewRowSchema),
  report_dates: z.object({ from_date: z.string(), to_date: z.string() }),
  totals: assignmentOverviewRowSchema.omit({ id: true, name: true }),
  links: z.object({ next_page: z.string().nullable() }),
  errors: z.array(z.string()),
});
export type AssignmentOverviewResponse = z.infer<typeof assignmentOverviewResponseSchema>;
