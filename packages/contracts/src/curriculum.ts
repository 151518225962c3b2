/** Curriculum catalogue shapes (spec §3 "Standards hierarchy", "Lesson group") and the CCSS notice. */
import { z } from 'zod';
import { ACADEMIC_STANDARD_NAMES, type AcademicStandard } from './constants.js';

/** Must be shown wherever CCSS standard text is displayed (Common Core State Standards Public License). */
export const CCSS_COPYRIGHT_NOTICE =
  '© Copyright 2010. National Governors Association Center for Best Practices and Council of Chief State School Officers. All rights reserved.';

/** Academic standards whose catalogue holds content; only these can be chosen (spec §9). */
export const ACADEMIC_STANDARDS_WITH_CONTENT: readonly AcademicStandard[] = ['ccss'];

/**
 * Academic standards under which focus lessons can be assigned (spec §5 "academic standard in allowed list for
 * assign_focus"): those whose lessons the math product maps onto its standards. Elsewhere nobody may assign.
 */
export const ASSIGN_FOCUS_ACADEMIC_STANDARDS: readonly string[] = ['ccss'];

/** The academic-standard catalogue: key, display name, and whether it can be selected. */
export const ACADEMIC_STANDARD_CATALOGUE = (Object.keys(ACADEMIC_STANDARD_NAMES) as AcademicStandard[]).map(
  (name) => ({
    name,
    title: ACADEMIC_STANDARD_NAMES[name],
    selectable: ACADEMIC_STANDARDS_WITH_CONTENT.includes(name),
  }),
);

/** Topic letters of lesson groups on the concept map (spec §3 "tl"). */
export const TOPIC_LETTERS = {
  W: 'Whole numbers and operations',
  F: 'Fractions',
  D: 'Data, measurement and geometry',
  R: 'Ratios and proportional relationships',
  I: 'Integers, expressions and equations',
} as const;
export type TopicLetter = keyof typeof TOPIC_LETTERS;

/** A cluster with this name is a pseudo-cluster: its standards merge into one group (spec §3). */
export const PSEUDO_CLUSTER_NAME = '---';

export const lessonGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_description: z.string(),
  sd: z.string(),
  ld: z.string(),
  tl: z.enum(Object.keys(TOPIC_LETTERS) as [TopicLetter, ...TopicLetter[]]),
  demo: z.string(),
  pdLink: z.string(),
});
export type LessonGroup = z.infer<typeof lessonGroupSchema>;

export const academicStandardsResponseSchema = z.object({
  data: z.array(z.object({ name: z.string(), title: z.string(), selectable: z.boolean() })),
});
export type AcademicStandardsResponse = z.infer<typeof academicStandardsResponseSchema>;

/** A standard as the assign forms offer it: its code and its whole short description. */
const treeStandardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  short_description: z.string(),
});

/**
 * GET /m/ast/{ast}/tree/domains (spec §7): the catalogue of one academic standard as grade → domain → cluster →
 * standard, for choosing an assignment's focus. Curriculum only: no student figures, the same for every caller.
 */
export const curriculumTreeResponseSchema = z.object({
  data: z.object({
    ast: z.string(),
    levels: z.array(
      z.object({
        id: z.number().int().describe('level_id: the grade, K = 0.'),
        code: z.string(),
        name: z.string(),
        domains: z.array(
          z.object({
            id: z.number().int(),
            code: z.string().describe('e.g. 3.OA'),
            name: z.string(),
            clusters: z.array(
              z.object({
                id: z.number().int(),
                code: z.string().describe('e.g. 3.OA.A'),
                name: z.string().describe('"---" for a pseudo-cluster (spec §3).'),
                standards: z.array(treeStandardSchema),
              }),
            ),
          }),
        ),
      }),
    ),
  }),
});
export type CurriculumTreeResponse = z.infer<typeof curriculumTreeResponseSchema>;
export type CurriculumTree = CurriculumTreeResponse['data'];

/** GET /m/mo_group_desc/focus_type/{focus_type}/focus_id/{focus_id}: the lesson groups an assignment focus plays. */
export const focusLessonGroupsResponseSchema = z.object({
  data: z.array(lessonGroupSchema.extend({ lessons_count: z.number().int() })),
});
export type FocusLessonGroupsResponse = z.infer<typeof focusLessonGroupsResponseSchema>;
