/**
 * The proficiency tables (spec §2 "Grade proficiency table", §3 "Proficiency table", §9 "max grade in proficiency
 * table 8"): the classroom's students, each with one cell per grade level K–8; and one student's domains by grade
 * with the growth of a window.
 */
import { z } from 'zod';
import { PROFICIENCY_STATUSES } from './events.js';
import {
  astSchema,
  completionSchema,
  digits8,
  levelSchema,
  standardsEnvelope,
  studentSchema,
  untilNowSchema,
} from './report-standards.js';

/** Highest grade a column of a proficiency table stands for (spec §9). */
export const PROFICIENCY_TABLE_MAX_GRADE = 8;

const n = z.number();
const proficiencyStatusSchema = z.enum(PROFICIENCY_STATUSES);

/** One student's completion of one grade level. */
const gradeCellSchema = z.object({
  level_id: n.describe('The column’s level.'),
  level_code: z.string().describe('K, 1, … 8'),
  standards_count: n.describe('Standards of the level.'),
  standards_completed: n.describe('Standards of the level the student completed.'),
  percent_complete: n.describe('Whole percent, floored: standards_completed over standards_count.'),
  proficiency_status: z
    .enum(PROFICIENCY_STATUSES)
    .describe('Spec §4: PROFICIENT when all are complete, IN_PROGRESS when any is completed or under way.'),
});

export const classroomProficiencyResponseSchema = standardsEnvelope(
  z.object({
    classroom: z.object({
      id: n,
      grade: n
        .nullable()
        .describe('The grade the classroom stands for (spec §5), to centre the grade window.'),
    }),
    default_level_id: n.nullable().describe('The level closest to the classroom’s grade (spec §5).'),
    levels: z
      .array(levelSchema)
      .describe('The columns: grade levels K–8 of the academic standard, by ordinal.'),
    students: z
      .array(
        z.object({
          id: n,
          first_name: z.string(),
          last_name: z.string(),
          grade: n.describe('Grade id: 0 for K.'),
          cells: z.array(gradeCellSchema).describe('Aligned with levels.'),
        }),
      )
      .describe('The classroom’s students by first name, last name.'),
  }),
);

export type ClassroomProficiencyResponse = z.infer<typeof classroomProficiencyResponseSchema>;

// ---- One student: domains by grade ----------------------------------------------------------------------

/**
 * Query of the student proficiency table: its growth fields describe a window, fd–td, everything until now
 * (untilNow=true), or by default the school year so far.
 */
export const studentProficiencyQuerySchema = z.object({
  fd: digits8.optional().describe('Window start, with td.'),
  td: digits8.optional().describe('Window end, with fd.'),
  untilNow: untilNowSchema.describe('Without fd and td: everything up to today (default: the school year).'),
  ast: astSchema,
});

/** A cell of the proficiency table: one domain of one grade. */
const proficiencyCellSchema = z.object({
  level_code: z.string(),
  domain_code: z.string().describe('Full code, e.g. 3.OA.'),
  name: z.string(),
  standards_count: n,
  standards_completed: n,
  percentStandardsComplete: n.describe('Whole percent, floored.'),
  proficiency_status: proficiencyStatusSchema.describe(
    'Spec §4: ≥100 PROFICIENT, >0 IN_PROGRESS, else NOT_STARTED.',
  ),
  // Growth in the window (spec §3): lesson slots ("mo") of the domain at this grade, whole percents floored.
  mo_count: n.describe('Lesson slots of the domain at this grade.'),
  moPlacementPercent: n
    .nullable()
    .describe(
      'Slots passed by placement by the window end over mo_count; null unless student_proficiency_grid_placement_enabled.',
    ),
  moStartOfGrowthPercent: n.describe('Slots passed (play or placement) before the window over mo_count.'),
  moEndOfGrowthPercent: n.describe('Slots passed (play or placement) by the window end over mo_count.'),
  playMoGrowthPercent: n.describe(
    'Slots first passed by play within the window over mo_count (never placement).',
  ),
  moProficiencyPercent: n.describe('Standards complete at the window end over standards_count.'),
  growthContinuedFromPrevious: z
    .boolean()
    .describe('Grew by play in the window here and in the previous grade column’s same domain.'),
  growthContinuedToNext: z
    .boolean()
    .describe('Grew by play in the window here and in the next grade column’s same domain.'),
});

/** Proficiency table (spec §3): columns by grade, rows by domain, a cell where the grade has the domain. */
export const studentProficiencyResponseSchema = standardsEnvelope(
  z.object({
    student: studentSchema,
    default_level_id: n.nullable().describe('The level closest to the student’s grade (spec §5).'),
    columns: z.array(levelSchema.extend(completionSchema.shape)),
    rows: z.array(
      z.object({
        code: z.string().describe('Domain code without the grade, e.g. OA.'),
        name: z.string(),
        ordinal: n,
        cells: z
          .array(proficiencyCellSchema.nullable())
          .describe('Aligned with columns; null where the grade has no such domain.'),
      }),
    ),
  }),
);

export type StudentProficiencyResponse = z.infer<typeof studentProficiencyResponseSchema>;
