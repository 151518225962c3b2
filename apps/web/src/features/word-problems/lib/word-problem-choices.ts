/**
 * The generator's choices (standard, count, language, set number) kept in the page's address, so a reload, a
 * bookmark or a shared link shows the same set; a missing or unusable value falls back to a default.
 */
import {
  WORD_PROBLEM_DEFAULT_COUNT,
  WORD_PROBLEM_MAX_COUNT,
  WORD_PROBLEM_MAX_SEED,
  WORD_PROBLEM_STANDARDS,
  wordProblemGradeOf,
  type WordProblemLanguage,
  type WordProblemStandard,
} from '@dash/contracts';

export interface WordProblemChoices {
  standard: WordProblemStandard;
  count: number;
  lang: WordProblemLanguage;
  seed: number;
}

/** A new set number (the generator's seed). */
export const randomSeed = () => Math.floor(Math.random() * (WORD_PROBLEM_MAX_SEED + 1));

export const isSeed = (text: string) => /^\d{1,10}$/.test(text) && Number(text) <= WORD_PROBLEM_MAX_SEED;

const isStandard = (code: string | null): code is WordProblemStandard =>
  (WORD_PROBLEM_STANDARDS as readonly (string | null)[]).includes(code);

/** The grades that have supported standards, in order (0 is kindergarten). */
export const WORD_PROBLEM_GRADES = [...new Set(WORD_PROBLEM_STANDARDS.map(wordProblemGradeOf))];

export const standardsOfGrade = (grade: number) =>
  WORD_PROBLEM_STANDARDS.filter((code) => wordProblemGradeOf(code) === grade);

/** The choices the address names, with defaults for what it does not (the interface language, 10 problems). */
export function readChoices(
  params: URLSearchParams,
  interfaceLang: WordProblemLanguage,
): WordProblemChoices | null {
  const seed = params.get('seed');
  if (seed === null || !isSeed(seed)) return null;
  const standard = params.get('standard');
  const count = Number(params.get('count'));
  const lang = params.get('lang');
  return {
    standard: isStandard(standard) ? standard : WORD_PROBLEM_STANDARDS[0],
    count:
      Number.isInteger(count) && count >= 1 && count <= WORD_PROBLEM_MAX_COUNT
        ? count
        : WORD_PROBLEM_DEFAULT_COUNT,
    lang: lang === 'en' || lang === 'es' ? lang : interfaceLang,
    seed: Number(seed),
  };
}

/** The address's query for a set of choices (the same parameters as the API's). */
export const choicesParams = (choices: WordProblemChoices) =>
  new URLSearchParams({
    standard: choices.standard,
    count: String(choices.count),
    lang: choices.lang,
    seed: String(choices.seed),
  });
