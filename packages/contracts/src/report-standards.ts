/**
 * Standards and proficiency reports (spec §3 "Standards hierarchy", "Standards grid", "Proficiency table",
 * "Student list item"; §4 "Proficiency"; §5 standards param; §7 classroom and student standards calls,
 * standardscompletions): request and response schemas shared by the server and the web app.
 */
import { z } from 'zod';
import { ACADEMIC_STANDARD_NAMES, type AcademicStandard } from './constants.js';
import { PROFICIENCY_STATUSES } from './events.js';
import { idSchema } from './ids.js';
import { REPORT_PAGE_SIZE } from './reports.js';

const n = z.number();
const proficiencyStatusSchema = z.enum(PROFICIENCY_STATUSES);
/** Sort ordinal of a status (spec §4): not started 1, needs attention 2, in progress 3, proficient 4. */
const proficiencyOrdinalSchema = z.number().int().min(1).max(4);

/**
 * A grade level as a query value: its id (`3`), or the standards state param of spec §5
 * (`3g,3.NFd,3.NF.As`) whose leading digits name the level.
 */
export const levelIdParamSchema = z
  .string()
  .max(100, 'is too long')
  .regex(
    /^\d{1,2}(?!\d)(g.*)?$/,
    'must be a grade level id such as 3 (or a standards value such as 3g,3.NFd)',
  )
  .transform((value) => Number(/^\d+/.exec(value)![0]));

/** The academic standard to report in (spec §7 `ast`); by default the district's. */
export const astSchema = z
  .enum(Object.keys(ACADEMIC_STANDARD_NAMES) as [AcademicStandard, ...AcademicStandard[]], {
    error: `must be one of ${Object.keys(ACADEMIC_STANDARD_NAMES).join(', ')}`,
  })
  .optional();

export const untilNowSchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

export const digits8 = z.string().regex(/^\d{8}$/, 'must be a date written YYYYMMDD');

/**
 * Query of the classroom standards calls (spec §7: level_id, untilNow=true): statuses as of now by default, or
 * as of the last day of fd–td when td is before today.
 */
export const classroomStandardsQuerySchema = z.object({
  level_id: levelIdParamSchema
    .optional()
    .describe('Grade level; by default the level closest to the classroom grade.'),
  untilNow: untilNowSchema.describe('Statuses as of now (the default; not with fd and td).'),
  fd: digits8.optional().describe('Period start, with td.'),
  td: digits8.optional().describe('Period end, with fd: statuses as of that day.'),
  ast: astSchema,
});
export type ClassroomStandardsQuery = z.infer<typeof classroomStandardsQuerySchema>;

/** Query of one standard over a classroom: the classroom standards query without a level. */
export const classroomStandardQuerySchema = classroomStandardsQuerySchema.pick({
  untilNow: true,
  fd: true,
  td: true,
  ast: true,
});

export const classroomClustersQuerySchema = classroomStandardsQuerySchema.extend({
  domain: z
    .string({ error: 'is required: a domain code such as 3.NF (or NF)' })
    .min(1, 'is required: a domain code such as 3.NF (or NF)')
    .max(40, 'is too long')
    .regex(/^[A-Za-z0-9.]+$/, 'must be a domain code such as 3.NF (or NF)'),
});

export const classroomGridQuerySchema = classroomStandardsQuerySchema.extend({
  page: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'pages start at 1')
    .max(1_000_000, 'is too large')
    .optional(),
  size: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(REPORT_PAGE_SIZE, `must be at most ${REPORT_PAGE_SIZE}`)
    .optional(),
});

/** Query of the student standards call (spec §7: fd, td YYYYMMDD, untilNow when no dates, optional level_id). */
export const studentStandardsQuerySchema = z.object({
  level_id: levelIdParamSchema
    .optional()
    .describe('Grade level; by default the level closest to the student’s grade.'),
  fd: digits8.optional().describe('Period start, with td.'),
  td: digits8.optional().describe('Period end, with fd.'),
  untilNow: untilNowSchema.describe('Without fd and td: the period is everything up to today.'),
  ast: astSchema,
});

/** Query of GET /api/v1/districts/{districtId}/standardscompletions. */
export const standardsCompletionsQuerySchema = z.object({
  userId: idSchema.describe('The student.'),
  ast: astSchema,
});

/** The envelope of the standards reports: data, the period the statuses describe, paging, errors. */
export function standardsEnvelope<D extends z.ZodType>(data: D) {
  return z.object({
    data,
    report_dates: z.object({
      from_date: z
        .string()
        .nullable()
        .describe('YYYY-MM-DD; null when the period runs from the first activity (untilNow).'),
      to_date: z.string().describe('YYYY-MM-DD, the district’s today unless td says otherwise.'),
    }),
    links: z.object({ next_page: z.string().nullable() }),
    errors: z.array(z.string()),
  });
}

/** Students of a classroom per status. */
const statusTotalsSchema = z.object({ NOT_STARTED: n, NEEDS_ATTENTION: n, IN_PROGRESS: n, PROFICIENT: n });

/** A grade level (spec §3 "grade"). */
export const levelSchema = z.object({
  id: n.describe('level_id'),
  code: z.string().describe('K, 1, … 8'),
  name: z.string(),
  grade: n.describe('Grade id: 0 for K.'),
  curricular_grade_level: n,
  ordinal: n,
});

/** Completion figures of a group of standards (level, domain, cluster). */
export const completionSchema = z.object({
  percent_complete: n.describe(
    'Whole percent, floored: completed standards over standards (a classroom: averaged over its students).',
  ),
  standards_completed: n.describe('One student: a count. A classroom: the average per student, one decimal.'),
  standards_count: n,
  proficiency_status: proficiencyStatusSchema.describe(
    'Spec §4 from percent_complete: ≥100 PROFICIENT, >0 IN_PROGRESS, else NOT_STARTED.',
  ),
});

/** A standard of the catalogue (spec §3 "standard"). */
const standardInfoSchema = z.object({
  id: n,
  code: z.string(),
  name: z.string(),
  short_description: z.string(),
  description: z.string(),
  domain: z.string().describe('Domain code, e.g. 3.NF.'),
  cluster: z.string().describe('Cluster code, e.g. 3.NF.A.'),
  parent_code: z.string().nullable().describe('Set on sub-standards such as K.CC.B.4a.'),
});

/** A standard with one student's progress. */
const studentStandardSchema = standardInfoSchema.extend({
  percent_complete: n,
  proficiency_status: proficiencyStatusSchema,
  proficiency_ordinal: proficiencyOrdinalSchema,
  started_date: z.string().nullable(),
  proficient_date: z.string().nullable(),
  completed_in_period: z.boolean().describe('Became proficient within report_dates.'),
  progressed_in_period: z.boolean().describe('Started within report_dates and not proficient by its end.'),
});

/** A standard with its classroom's progress. */
const classroomStandardSchema = standardInfoSchema.extend({
  percent_complete: n.describe('Average of the students’ percent complete, floored.'),
  proficiency_status: proficiencyStatusSchema.describe('Spec §4 from the average percent.'),
  totals: statusTotalsSchema.describe('Students per status.'),
});

/** A cluster; clusters named "---" (pseudo-clusters) of a domain are merged into one entry (spec §3). */
function clusterSchema<S extends z.ZodType>(standard: S) {
  return z.object({
    code: z.string().describe('Code of the (first) cluster.'),
    name: z.string(),
    pseudo: z.boolean().describe('A merged group of "---" clusters.'),
    cluster_codes: z.array(z.string()).describe('Every cluster in the entry (several for a pseudo-cluster).'),
    standards: z.array(standard),
  });
}

/** A domain (spec §3 "domain"). */
const domainInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  ordinal: n,
});

// ---- Classroom ------------------------------------------------------------------------------------------

export const classroomStandardLevelsResponseSchema = standardsEnvelope(
  z.object({
    default_level_id: n
      .nullable()
      .describe('The level closest to the classroom grade (spec §5), null without levels.'),
    student_count: n,
    levels: z.array(levelSchema.extend(completionSchema.shape)),
  }),
);

export const classroomStandardDomainsResponseSchema = standardsEnvelope(
  z.object({
    level: levelSchema,
    student_count: n,
    domains: z.array(domainInfoSchema.extend(completionSchema.shape)),
  }),
);

const classroomClusterSchema = clusterSchema(classroomStandardSchema).extend(completionSchema.shape);
export const classroomStandardClustersResponseSchema = standardsEnvelope(
  z.object({
    level: levelSchema,
    domain: domainInfoSchema.extend(completionSchema.shape),
    student_count: n,
    clusters: z.array(classroomClusterSchema),
  }),
);

export const classroomStandardResponseSchema = standardsEnvelope(
  z.object({
    level: levelSchema,
    standard: classroomStandardSchema,
    students: z
      .array(
        z.object({
          id: n,
          first_name: z.string(),
          last_name: z.string(),
          proficiency_status: proficiencyStatusSchema,
          proficiency_ordinal: proficiencyOrdinalSchema,
          percent_complete: n,
          proficient_date: z.string().nullable(),
        }),
      )
      .describe('Sorted by status ordinal, then percent complete, then name (spec §4 standard sort).'),
  }),
);

/** The standards grid (spec §3 "Standards grid"): one page of students, every standard of the level. */
export const classroomStandardsGridResponseSchema = standardsEnvelope(
  z.object({
    level: levelSchema,
    domains: z.array(domainInfoSchema.extend(completionSchema.shape)),
    clusters: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        pseudo: z.boolean(),
        cluster_codes: z.array(z.string()),
        domain: z.string(),
        standards: z.array(z.string()).describe('Standard codes.'),
      }),
    ),
    standards: z.array(classroomStandardSchema),
    student_count: n.describe('All students of the classroom (every page).'),
    page: n,
    size: n,
    students: z
      .array(
        z.object({
          type: z.literal('student'),
          id: n,
          name: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          standards: z
            .array(
              z.object({
                code: z.string(),
                proficiency_status: proficiencyStatusSchema,
                percent_complete: n,
              }),
            )
            .describe('In the order of `standards`.'),
        }),
      )
      .describe('Sorted by first name, last name.'),
  }),
);

// ---- Student --------------------------------------------------------------------------------------------

export const studentSchema = z.object({ id: n, first_name: z.string(), last_name: z.string(), grade: n });

const studentClusterSchema = clusterSchema(studentStandardSchema).extend(completionSchema.shape);
export const studentStandardsResponseSchema = standardsEnvelope(
  z.object({
    student: studentSchema,
    level: levelSchema.extend(completionSchema.shape),
    domains: z.array(
      domainInfoSchema.extend(completionSchema.shape).extend({ clusters: z.array(studentClusterSchema) }),
    ),
    standards_completed: z
      .array(z.string())
      .describe('Codes of every standard (all levels) that became proficient within report_dates.'),
    standards_in_progress: z
      .array(z.string())
      .describe(
        'Codes of every standard (all levels) started within report_dates and not proficient by its end.',
      ),
  }),
);

/** GET /api/v1/districts/{districtId}/standardscompletions: level completions of one student (spec §3, §7). */
export const standardsCompletionsResponseSchema = z.object({
  data: z.array(
    z.object({
      userId: n,
      levelCompletions: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          percent_complete: n,
          standards_completed: n,
          standards_count: n,
          domains: z.array(
            z.object({ code: z.string(), percent_complete: n, standards_completed: n, standards_count: n }),
          ),
        }),
      ),
    }),
  ),
});

export type StudentStandardsResponse = z.infer<typeof studentStandardsResponseSchema>;
export type ClassroomStandardLevelsResponse = z.infer<typeof classroomStandardLevelsResponseSchema>;
export type ClassroomStandardDomainsResponse = z.infer<typeof classroomStandardDomainsResponseSchema>;
export type ClassroomStandardClustersResponse = z.infer<typeof classroomStandardClustersResponseSchema>;
export type ClassroomStandardResponse = z.infer<typeof classroomStandardResponseSchema>;
export type ClassroomStandardsGridResponse = z.infer<typeof classroomStandardsGridResponseSchema>;
export type StandardsCompletionsResponse = z.infer<typeof standardsCompletionsResponseSchema>;
