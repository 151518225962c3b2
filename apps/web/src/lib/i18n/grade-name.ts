import { gradeNameMessage } from '@dash/contracts';
import type { I18n, MessageKey } from './i18n-provider';

/**
 * A grade's name in the interface language, from its grade id (K is 0): "Grade 6", "Year 7", "6.º grado".
 * The server's grade and level names are English; screens name grades with this instead.
 */
export function gradeName(i18n: Pick<I18n, 't' | 'locale'>, grade: number): string {
  const message = gradeNameMessage(grade, i18n.locale);
  return i18n.t(message.key as MessageKey, message.params);
}
