import { LOCALES, type Locale } from '@dash/contracts';

/** Client storage key of spec §3: the language a customer chose, over their district's default. */
const LOCALE_KEY = 'locale';

export function readStoredLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return value && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage may be disabled: the choice then lasts for this page only.
  }
}

/** Each language named in itself, so a customer finds theirs whatever is showing. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-us': 'English (US)',
  'en-gb': 'English (UK)',
  'es-mx': 'Español (México)',
};
