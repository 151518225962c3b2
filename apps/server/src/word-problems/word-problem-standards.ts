/**
 * Which kinds of problem each supported standard draws from (spec §2 /word-problem-generator), with ranges set by
 * the standard's grade: within 10 in kindergarten, 20 in grade 1, 100 in grade 2 (CCSS K.OA.A.2, 1.OA.A.1,
 * 2.OA.A.1), and the standard's short description and grade from the curriculum catalogue.
 */
import {
  WORD_PROBLEM_STANDARDS,
  type WordProblemStandard,
  type WordProblemStandardInfo,
} from '@dash/contracts';
import { getCatalogue } from '../curriculum/catalogue.js';
import {
  addTo,
  compare,
  equalGroups,
  equalSharing,
  hadThenPacks,
  packsThenGive,
  takeFrom,
  threeAddends,
  twoSteps,
} from './kinds-early-grades.js';
import {
  boxesProduct,
  chairsInRows,
  harvestLeft,
  ticketsTotal,
  timesAsMany,
  timesFewer,
} from './kinds-middle-grades.js';
import {
  constantSpeed,
  discount,
  numberPuzzle,
  percentIncrease,
  percentOf,
  savingsMeet,
  tip,
  twoPlans,
  unitPrice,
  wholeFromPercent,
} from './kinds-ratios-equations.js';
import type { ProblemKind } from './word-problem-kind.js';

export const KINDS_OF_STANDARD: Record<WordProblemStandard, readonly ProblemKind[]> = {
  'K.OA.A.2': [addTo(1, 10), takeFrom(1, 10)],
  '1.OA.A.1': [addTo(3, 20), takeFrom(2, 20), compare(2, 20)],
  '1.OA.A.2': [threeAddends],
  '2.OA.A.1': [addTo(12, 100), takeFrom(10, 100), compare(10, 100), twoSteps],
  '3.OA.A.3': [equalGroups, equalSharing],
  '3.OA.D.8': [packsThenGive, hadThenPacks],
  '4.NBT.B.4': [ticketsTotal, harvestLeft],
  '4.OA.A.2': [timesAsMany, timesFewer],
  '5.NBT.B.5': [boxesProduct],
  '5.NBT.B.6': [chairsInRows],
  '6.RP.A.3b': [unitPrice, constantSpeed],
  '6.RP.A.3c': [percentOf, wholeFromPercent],
  '7.RP.A.3': [discount, tip, percentIncrease],
  '8.EE.C.7b': [twoPlans, savingsMeet, numberPuzzle],
};

let supported: WordProblemStandardInfo[] | null = null;

/** The supported standards in grade order, each with its grade and short description from the catalogue. */
export function supportedStandards(): WordProblemStandardInfo[] {
  supported ??= WORD_PROBLEM_STANDARDS.map((code) => {
    const standard = getCatalogue().standardByCode.get(code);
    if (!standard) throw new Error(`word problems: ${code} is not in the curriculum catalogue`);
    return { code, grade: standard.level_id, short_description: standard.short_description };
  });
  return supported;
}
