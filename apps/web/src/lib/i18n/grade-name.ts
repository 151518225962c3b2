import { gradeNameMessage } from '@dash/contracts';
import type { I18n, MessageKey } from './i18n-provider';

/**
 * A grade's name in the interface language, from its grade id (K is 0): "Grade 6", "Year 6", "6.º grado".
 * The server's grade and level names are English; screens name grades with this instead.
 */
export function gradeName(t: I18n['t'], grade: number): string {
  const message = gradeNameMessage(grade);
  return t(message.key as MessageKey, message.params);
}
