/**
 * The word problem generator (spec §2 /word-problem-generator): N problems for a supported standard, in English
 * or Spanish, from the seeded random of the demo district, so the same standard, count, language and seed give
 * the same problems (and the other language gives the same problems translated). A set never repeats a problem: no two share their kind and numbers.
 */
import {
  WORD_PROBLEM_MAX_SEED,
  type WordProblem,
  type WordProblemLanguage,
  type WordProblemStandard,
} from '@dash/contracts';
import { SeededRandom } from '../demo/random.js';
import type { Numbers } from './word-problem-kind.js';
import { KINDS_OF_STANDARD } from './word-problem-standards.js';
import { formatNumber, GOODS, NAMES, THINGS } from './word-problem-words.js';

export interface WordProblemRequest {
  standard: WordProblemStandard;
  count: number;
  lang: WordProblemLanguage;
  seed: number;
}

/** Draws per problem before a set gives up looking for one it does not have yet (never reached in practice). */
const ATTEMPTS_PER_PROBLEM = 50;

/** A new seed for a set asked for without one. */
export const newSeed = () => Math.floor(Math.random() * (WORD_PROBLEM_MAX_SEED + 1));

export function generateWordProblems({ standard, count, lang, seed }: WordProblemRequest): WordProblem[] {
  const kinds = KINDS_OF_STANDARD[standard];
  const random = new SeededRandom(seed);
  const seen = new Set<string>();
  const problems: WordProblem[] = [];
  for (let attempt = 0; problems.length < count && attempt < count * ATTEMPTS_PER_PROBLEM; attempt++) {
    const kind = random.pick(kinds);
    const numbers = kind.draw(random);
    const who = random.int(0, NAMES.en.length - 1);
    const whoElse = (who + random.int(1, NAMES.en.length - 1)) % NAMES.en.length;
    const thing = random.int(0, THINGS.en.length - 1);
    const goods = random.int(0, GOODS.en.length - 1);
    const key = JSON.stringify([kind.id, numbers]);
    if (seen.has(key)) continue;
    seen.add(key);
    const answer = kind.solve(numbers);
    const written = kind.write[lang](
      {
        name: NAMES[lang][who]!,
        other: NAMES[lang][whoElse]!,
        thing: THINGS[lang][thing]!,
        goods: GOODS[lang][goods]!,
      },
      formatted(lang, numbers),
      formatNumber(lang, answer),
    );
    problems.push({
      number: problems.length + 1,
      kind: kind.id,
      numbers,
      question: written.question,
      answer,
      answer_text: written.answer,
    });
  }
  return problems;
}

const formatted = (lang: WordProblemLanguage, numbers: Numbers) =>
  Object.fromEntries(Object.entries(numbers).map(([role, value]) => [role, formatNumber(lang, value)]));
