import { z } from 'zod';

/**
 * Third-party assessments (spec §3 academic mapping, §4 Assign forms, §5, §7): NWEA MAP Growth scores and
 * Quantile measures a district holds for its students, and the assignments made from them. The rules that turn a
 * score into a focus live on the server (third-party/score-mapping.ts); these are the shapes both sides share.
 */

export const thirdPartyAssessmentNameSchema = z.enum(['NWEA', 'QUANTILE']);
export type ThirdPartyAssessmentName = z.infer<typeof thirdPartyAssessmentNameSchema>;

/** The assign pane of each assessment (spec §2 "Add Assignment by:"). */
export const THIRD_PARTY_PANES = {
  NWEA: 'create_nwea_assignment',
  QUANTILE: 'create_quantile_assignment',
} as const satisfies Record<ThirdPartyAssessmentName, string>;

/** The "Don't Assign" choice of a student's domain (spec §4). */
export const DONT_ASSIGN_DOMAIN_ID = -1;

/** A choosable span of scores: an NWEA RIT range, or a Quantile measure step. */
export const scoreRangeSchema = z.object({
  id: z.string(),
  label: z.string(),
  min: z.number().int(),
  max: z.number().int(),
});
export type ScoreRange = z.infer<typeof scoreRangeSchema>;

/** GET /api/v1/districts/{id}/thirdpartyassessments: the district's assessments with their score mappings. */
export const thirdPartyAssessmentSchema = z.object({
  assessment_id: z.number().int(),
  name: thirdPartyAssessmentNameSchema,
  active: z.boolean(),
  mappings: z.array(scoreRangeSchema).describe('NWEA: RIT score ranges; Quantile: measures a form offers.'),
});
export type ThirdPartyAssessment = z.infer<typeof thirdPartyAssessmentSchema>;
export const thirdPartyAssessmentsResponseSchema = z.object({ data: z.array(thirdPartyAssessmentSchema) });
export type ThirdPartyAssessmentsResponse = z.infer<typeof thirdPartyAssessmentsResponseSchema>;

/** GET /m/academic_mappings (spec §3 academic mapping). */
export const academicMappingTypeSchema = z.enum(['PROGRAM', 'STANDARD', 'THIRD_PARTY_ASSESSMENT']);
export type AcademicMappingType = z.infer<typeof academicMappingTypeSchema>;
export const academicMappingsQuerySchema = z.object({ academic_type: academicMappingTypeSchema.optional() });
export const academicMappingSchema = z.object({
  name: z.string(),
  shortDesc: z.string(),
  type: academicMappingTypeSchema,
});
export const academicMappingsResponseSchema = z.object({ data: z.array(academicMappingSchema) });

/** A student's latest scores (GET /m/districts/{d}/classrooms/{c}/third_party_scores). */
export const studentThirdPartyScoresSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  grade_id: z.number().int(),
  level_id: z.number().int().describe('The curriculum grade whose domains the forms offer.'),
  nwea: z.array(z.object({ domain_id: z.number().int(), rit: z.number().int(), test_date: z.string() })),
  quantile: z.object({ measure: z.number().int(), test_date: z.string() }).nullable(),
});
export type StudentThirdPartyScores = z.infer<typeof studentThirdPartyScoresSchema>;
export const thirdPartyScoresResponseSchema = z.object({ data: z.array(studentThirdPartyScoresSchema) });
export type ThirdPartyScoresResponse = z.infer<typeof thirdPartyScoresResponseSchema>;

const recordId = z.number().int().positive().max(2_147_483_647);

/** One student's selection: a domain (or Don't Assign, -1), then a score range (NWEA) or a measure (Quantile). */
export const thirdPartyItemSchema = z.object({
  user_id: recordId,
  domain_id: z.union([recordId, z.literal(DONT_ASSIGN_DOMAIN_ID)]),
  score_range: z.string().max(20).optional().describe('NWEA: the id of a RIT score range.'),
  measure: z.number().int().min(-2000).max(2000).optional().describe('Quantile: a measure (EM below 0).'),
});
export type ThirdPartyItem = z.infer<typeof thirdPartyItemSchema>;

/** POST /m/assignments/third_party: assignments for some students of one classroom, each from their selection. */
export const createThirdPartyAssignmentsRequestSchema = z.object({
  classroom_id: recordId,
  assessment: thirdPartyAssessmentNameSchema,
  items: z.array(thirdPartyItemSchema).min(1, 'choose at least one student').max(500),
});
export type CreateThirdPartyAssignmentsRequest = z.infer<typeof createThirdPartyAssignmentsRequestSchema>;

export const createThirdPartyAssignmentsResponseSchema = z.object({
  data: z.object({
    assignments: z.array(
      z.object({
        assignment_id: z.number().int(),
        assignment_type: thirdPartyAssessmentNameSchema,
        focus_type: z.enum(['DOMAIN', 'CLUSTER']),
        focus_id: z.number().int(),
        start_date: z.string(),
        end_date: z.string(),
        user_ids: z.array(z.number().int()),
      }),
    ),
  }),
});
export type CreateThirdPartyAssignmentsResponse = z.infer<typeof createThirdPartyAssignmentsResponseSchema>;
