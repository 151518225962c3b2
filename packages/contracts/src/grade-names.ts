/** How a grade is named in the interface catalogues, from its grade id (K is 0): one rule for screens and exports. */
import type { Locale } from './locale.js';

/** Grade codes with a name of their own (spec §9 grade codes); 1 to 8 are numbered. */
const NAMED_GRADES: Readonly<Record<number, string>> = {
  [-1]: 'item.preKindergarten',
  0: 'item.kindergarten',
  9: 'item.algebra',
  1000: 'item.multiGrade',
  1001: 'item.multiGrade',
};

/**
 * The message key (and its parameters) naming a grade: "Grade 6", "6.º grado", and in British English the year
 * group one higher (spec §9 "uk locale grade plus one"): kindergarten is Year 1, grade 6 is Year 7, and
 * pre-kindergarten is Reception.
 */
export function gradeNameMessage(grade: number, locale: Locale): { key: string; params?: { grade: number } } {
  if (locale === 'en-gb' && grade >= -1 && grade <= 8) {
    return grade === -1
      ? { key: 'item.reception' }
      : { key: 'item.gradeNumber', params: { grade: grade + 1 } };
  }
  const named = NAMED_GRADES[grade];
  return named ? { key: named } : { key: 'item.gradeNumber', params: { grade } };
}
