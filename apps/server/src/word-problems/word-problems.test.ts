import { WORD_PROBLEM_STANDARDS, type WordProblem, type WordProblemStandard } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { supportedStandards } from './word-problem-standards.js';
import { generateWordProblems } from './word-problems.service.js';

/** Each kind's answer worked out again here from the problem's numbers (equations: by putting the answer back). */
const CHECKS: Record<string, (n: Record<string, number>, answer: number) => boolean> = {
  'add-to': (n, x) => x === n.start! + n.added!,
  'take-from': (n, x) => x === n.start! - n.taken!,
  compare: (n, x) => x === n.larger! - n.smaller!,
  'three-addends': (n, x) => x === n.first! + n.second! + n.third!,
  'two-steps': (n, x) => x === n.start! + n.added! - n.given! && n.start! + n.added! <= 100,
  'equal-groups': (n, x) => x === n.groups! * n.each!,
  'equal-sharing': (n, x) => x * n.friends! === n.total!,
  'packs-then-give': (n, x) => x === n.packs! * n.each! - n.given!,
  'had-then-packs': (n, x) => x === n.had! + n.packs! * n.each!,
  'multi-digit-add': (n, x) => x === n.saturday! + n.sunday!,
  'multi-digit-subtract': (n, x) => x === n.grown! - n.sold!,
  'times-as-many': (n, x) => x === n.base! * n.times!,
  'times-fewer': (n, x) => x * n.times! === n.larger!,
  'multi-digit-multiply': (n, x) => x === n.boxes! * n.each!,
  'multi-digit-divide': (n, x) => x * n.perRow! === n.chairs!,
  'unit-price': (n, x) => x * n.bought! === n.cost! * n.wanted!,
  'constant-speed': (n, x) => x * n.hours! === n.distance! * n.laterHours!,
  'percent-of': (n, x) => x * 100 === n.students! * n.percent!,
  'whole-from-percent': (n, x) => x * n.percent! === n.read! * 100,
  discount: (n, x) => x * 100 === n.price! * (100 - n.percent!),
  tip: (n, x) => x * 100 === n.bill! * (100 + n.percent!),
  'percent-increase': (n, x) => x * 100 === n.people! * (100 + n.percent!),
  'two-plans': (n, x) => n.feeA! + n.rateA! * x === n.feeB! + n.rateB! * x && n.rateA !== n.rateB,
  'savings-meet': (n, x) => n.saved! + n.fastRate! * x === n.otherSaved! + n.slowRate! * x,
  'number-puzzle': (n, x) => n.a! * x + n.b! === n.c! * x - n.d!,
};

/** The largest number a problem of the standard may show (its grade's range), where the standard sets one. */
const LARGEST: Partial<Record<WordProblemStandard, number>> = {
  'K.OA.A.2': 10,
  '1.OA.A.1': 20,
  '1.OA.A.2': 20,
  '2.OA.A.1': 100,
  '3.OA.A.3': 100,
  '3.OA.D.8': 100,
  '5.NBT.B.6': 9_999,
};

const SEEDS = Array.from({ length: 30 }, (_, i) => i * 7_919 + 1);
const withCommas = (value: number) => new Intl.NumberFormat('en-US').format(value);

function expectRight(standard: WordProblemStandard, problem: WordProblem) {
  const at = `${standard} ${problem.kind} ${JSON.stringify(problem.numbers)}`;
  expect(CHECKS[problem.kind]?.(problem.numbers, problem.answer), at).toBe(true);
  expect(Number.isInteger(problem.answer) && problem.answer >= 0, at).toBe(true);
  for (const value of Object.values(problem.numbers)) {
    expect(Number.isInteger(value) && value >= 0, at).toBe(true);
    expect(problem.question, at).toContain(withCommas(value));
  }
  expect(problem.answer_text, at).toContain(withCommas(problem.answer));
  const largest = LARGEST[standard];
  if (largest !== undefined)
    expect(Math.max(problem.answer, ...Object.values(problem.numbers)), at).toBeLessThanOrEqual(largest);
}

describe('the word problem generator', () => {
  it('gives the same set for the same standard, count, language and seed, and another set for another seed', () => {
    const request = { standard: '4.OA.A.2', count: 12, lang: 'en', seed: 2026 } as const;
    expect(generateWordProblems(request)).toEqual(generateWordProblems(request));
    expect(generateWordProblems({ ...request, seed: 2027 })).not.toEqual(generateWordProblems(request));
    expect(generateWordProblems({ ...request, count: 5 })).toEqual(generateWordProblems(request).slice(0, 5));
  });

  it('answers every problem of every supported standard right, within its grade, in both languages', () => {
    for (const standard of WORD_PROBLEM_STANDARDS)
      for (const seed of SEEDS)
        for (const lang of ['en', 'es'] as const) {
          const problems = generateWordProblems({ standard, count: 20, lang, seed });
          expect(problems.map((p) => p.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
          for (const problem of problems) expectRight(standard, problem);
        }
  });

  it('never repeats a problem in a set (kind and numbers, or wording)', () => {
    for (const standard of WORD_PROBLEM_STANDARDS)
      for (const seed of SEEDS) {
        const problems = generateWordProblems({ standard, count: 20, lang: 'en', seed });
        expect(new Set(problems.map((p) => JSON.stringify([p.kind, p.numbers]))).size, standard).toBe(20);
        expect(new Set(problems.map((p) => p.question)).size, standard).toBe(20);
      }
  });

  it('writes the same problems in Spanish: same numbers and answers, Spanish words and question marks', () => {
    for (const standard of WORD_PROBLEM_STANDARDS) {
      const english = generateWordProblems({ standard, count: 8, lang: 'en', seed: 77 });
      const spanish = generateWordProblems({ standard, count: 8, lang: 'es', seed: 77 });
      expect(spanish.map(({ kind, numbers, answer }) => ({ kind, numbers, answer }))).toEqual(
        english.map(({ kind, numbers, answer }) => ({ kind, numbers, answer })),
      );
      for (const [i, problem] of spanish.entries()) {
        expect(problem.question).toMatch(/¿[^?]+\?$/);
        expect(problem.question).not.toBe(english[i]!.question);
      }
    }
    const [first] = generateWordProblems({ standard: 'K.OA.A.2', count: 1, lang: 'es', seed: 3 });
    expect(first!.question).toMatch(/tiene|le da|le quedan/);
  });

  it('supports standards of the shipped catalogue, at least one in every grade K–8, with their descriptions', () => {
    const standards = supportedStandards();
    expect(standards.map((s) => s.code)).toEqual([...WORD_PROBLEM_STANDARDS]);
    expect(new Set(standards.map((s) => s.grade))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    for (const standard of standards) {
      expect(getCatalogue().standardByCode.get(standard.code)?.level_id).toBe(standard.grade);
      expect(standard.short_description.length).toBeGreaterThan(10);
    }
  });
});
