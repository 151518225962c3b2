import { FALLBACK_LOCALE, type Locale } from '@dash/contracts';

/**
 * Locale for a visitor who is not signed in, from the browser's language list:
 * any Spanish → es-mx, British English → en-gb, otherwise the first match or en-us.
 */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const raw of languages) {
    const tag = raw.toLowerCase();
    if (tag === 'es' || tag.startsWith('es-')) return 'es-mx';
    if (tag === 'en-gb' || tag === 'en-uk') return 'en-gb';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-us';
  }
  return FALLBACK_LOCALE;
}

export function browserLocale(): Locale {
  if (typeof navigator === 'undefined') return FALLBACK_LOCALE;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return localeFromLanguages(languages);
}
