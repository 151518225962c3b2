/**
 * The word problem generator (spec §2 /word-problem-generator; a staff page): word problems with their answers
 * for one supported standard of the CCSS K–8 catalogue, in English or Spanish, the same set again from its seed.
 */
import { z } from 'zod';

/** The standards the generator writes problems for, by grade (0 is kindergarten), at least one a grade. */
export const WORD_PROBLEM_STANDARDS = [
  'K.OA.A.2',
  '1.OA.A.1',
  '1.OA.A.2',
  '2.OA.A.1',
  '3.OA.A.3',
  '3.OA.D.8',
  '4.NBT.B.4',
  '4.OA.A.2',
  '5.NBT.B.5',
  '5.NBT.B.6',
  '6.RP.A.3b',
  '6.RP.A.3c',
  '7.RP.A.3',
  '8.EE.C.7b',
] as const;
export type WordProblemStandard = (typeof WORD_PROBLEM_STANDARDS)[number];

export const WORD_PROBLEM_LANGUAGES = ['en', 'es'] as const;
export type WordProblemLanguage = (typeof WORD_PROBLEM_LANGUAGES)[number];

export const WORD_PROBLEM_MAX_COUNT = 20;
export const WORD_PROBLEM_DEFAULT_COUNT = 10;
/** Seeds are whole numbers from 0 up to this (a 31-bit integer, easy to read out and type). */
export const WORD_PROBLEM_MAX_SEED = 2_147_483_647;

const standardSchema = z.enum(WORD_PROBLEM_STANDARDS, {
  error: `must be one of the supported standards: ${WORD_PROBLEM_STANDARDS.join(', ')}`,
});
const countSchema = z.coerce
  .number({ error: 'must be a whole number from 1 to 20' })
  .int('must be a whole number from 1 to 20')
  .min(1, 'must be a whole number from 1 to 20')
  .max(WORD_PROBLEM_MAX_COUNT, 'must be a whole number from 1 to 20')
  .default(WORD_PROBLEM_DEFAULT_COUNT);
const langSchema = z.enum(WORD_PROBLEM_LANGUAGES, { error: 'must be en or es' }).default('en');
const seedMessage = `must be a whole number from 0 to ${WORD_PROBLEM_MAX_SEED}`;
const seedSchema = z
  .string()
  .regex(/^\d{1,10}$/, seedMessage)
  .transform(Number)
  .refine((seed) => seed <= WORD_PROBLEM_MAX_SEED, seedMessage);

/** GET /m/word-problems: without `standard` only the supported standards; without `seed` a new one is drawn. */
export const wordProblemsQuerySchema = z.object({
  standard: standardSchema.optional(),
  count: countSchema,
  lang: langSchema,
  seed: seedSchema.optional(),
});
export type WordProblemsQuery = z.infer<typeof wordProblemsQuerySchema>;

/** GET /m/word-problems.pdf: the same set as a printable, its answer key on a page of its own. */
export const wordProblemsPdfQuerySchema = wordProblemsQuerySchema.extend({ standard: standardSchema });

export const wordProblemStandardSchema = z.object({
  code: z.enum(WORD_PROBLEM_STANDARDS),
  grade: z.number().int().min(0).max(8).describe('0 is kindergarten.'),
  short_description: z.string().describe('The standard’s first sentence (English, from the catalogue).'),
});
export type WordProblemStandardInfo = z.infer<typeof wordProblemStandardSchema>;

export const wordProblemSchema = z.object({
  number: z.number().int().min(1),
  kind: z.string().describe('The situation the problem is written from (add-to, equal-groups, discount, …).'),
  numbers: z
    .record(z.string(), z.number())
    .describe('The quantities in the problem, by role; the answer is computed from them.'),
  question: z.string(),
  answer: z.number().describe('The answer as a number (whole, never negative).'),
  answer_text: z.string().describe('The answer as written in the answer key, with its unit.'),
});
export type WordProblem = z.infer<typeof wordProblemSchema>;

export const wordProblemsResponseSchema = z.object({
  data: z.object({
    standards: z.array(wordProblemStandardSchema),
    set: z
      .object({
        standard: z.enum(WORD_PROBLEM_STANDARDS),
        lang: z.enum(WORD_PROBLEM_LANGUAGES),
        seed: z.number().int().min(0).max(WORD_PROBLEM_MAX_SEED),
        problems: z.array(wordProblemSchema),
      })
      .nullable()
      .describe('Null when no standard was asked for.'),
  }),
});
export type WordProblemsResponse = z.infer<typeof wordProblemsResponseSchema>;

/** The web page's links: the JSON set and its printable with the same parameters. */
export function wordProblemsQueryString(params: {
  standard: string;
  count: number;
  lang: WordProblemLanguage;
  seed: number;
}) {
  const query = new URLSearchParams({
    standard: params.standard,
    count: String(params.count),
    lang: params.lang,
    seed: String(params.seed),
  });
  return query.toString();
}

/** A supported standard's grade from its code (K is 0), for grouping before the server has answered. */
export const wordProblemGradeOf = (code: string) => (code.startsWith('K') ? 0 : Number(code.charAt(0)));
