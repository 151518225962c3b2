import type { I18n, MessageKey } from './i18n-provider';

/** Grade codes with a name of their own (spec §9 grade codes); 1 to 8 are numbered. */
const NAMED_GRADES: Readonly<Record<number, MessageKey>> = {
  [-1]: 'item.preKindergarten',
  0: 'item.kindergarten',
  9: 'item.algebra',
  1000: 'item.multiGrade',
  1001: 'item.multiGrade',
};

/**
 * A grade's name in the interface language, from its grade id (K is 0): "Grade 6", "Year 6", "6.º grado".
 * The server's grade and level names are English; screens name grades with this instead.
 */
export function gradeName(t: I18n['t'], grade: number): string {
  const named = NAMED_GRADES[grade];
  return named ? t(named) : t('item.gradeNumber', { grade });
}
