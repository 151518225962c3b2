/** The words on a printable, from the interface catalogues: Spanish when asked, else the district's English. */
import { gradeNameMessage, type LetterLanguage, type Locale } from '@dash/contracts';
import { messageOf } from '../reports/shared/labels.js';

export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** `es` prints in Spanish (es-MX); English is British in Great Britain (pupils, Year 7), American elsewhere. */
export const printLocale = (language: LetterLanguage, country: string): Locale =>
  language === 'es' ? 'es-mx' : country.toUpperCase() === 'GB' ? 'en-gb' : 'en-us';

export interface PrintText {
  locale: Locale;
  t: Translate;
  gradeName: (grade: number) => string;
  /** A day (YYYY-MM-DD) written out in the locale: "May 4, 2026", "4 May 2026", "4 de mayo de 2026". */
  day: (isoDay: string) => string;
}

export function printText(language: LetterLanguage, country: string): PrintText {
  const locale = printLocale(language, country);
  const t: Translate = (key, params) => messageOf(locale, key, params);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    locale,
    t,
    gradeName: (grade) => {
      const { key, params } = gradeNameMessage(grade, locale);
      return t(key, params);
    },
    day: (isoDay) => dates.format(new Date(`${isoDay}T12:00:00Z`)),
  };
}

/** "First Last" as a card or letter names a person. */
export const fullName = (first: string, last: string) => `${first} ${last}`.trim();
