/**
 * What a kind of word problem is: how it draws its numbers (from the seeded random), how its answer is computed
 * from them (never written into a template), and how it reads in English and Spanish.
 */
import type { SeededRandom } from '../demo/random.js';
import type { Lang, Noun } from './word-problem-words.js';

/** The quantities of one problem, by role. */
export type Numbers = Record<string, number>;

/** Who and what a problem is about, in the problem's language. */
export interface Story {
  name: string;
  other: string;
  thing: Noun;
  goods: Noun;
}

export interface Written {
  question: string;
  /** The answer with its unit ("9 apples", "$45"). */
  answer: string;
}

/** Writes one problem: its story, its numbers and its answer already formatted for the language. */
export type Writer = (story: Story, n: Readonly<Record<string, string>>, answer: string) => Written;

export interface ProblemKind {
  id: string;
  draw: (random: SeededRandom) => Numbers;
  solve: (n: Numbers) => number;
  write: Record<Lang, Writer>;
}

/** A whole number in [min, max] that is a multiple of `step`. */
export const multipleOf = (random: SeededRandom, step: number, min: number, max: number) =>
  step * random.int(Math.ceil(min / step), Math.floor(max / step));

/** A whole number in [min, max] other than `not`. */
export function intOtherThan(random: SeededRandom, min: number, max: number, not: number) {
  const value = random.int(min, max - 1);
  return value >= not ? value + 1 : value;
}
