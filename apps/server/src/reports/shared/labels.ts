/** Interface strings the server writes into exports, from the same catalogues the web app reads. */
import { readFileSync } from 'node:fs';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@dash/contracts';

const CATALOGUE_DIR = new URL('../../../../web/src/i18n/locales/', import.meta.url);
const catalogues = new Map<Locale, Readonly<Record<string, string>>>();

function catalogueOf(locale: Locale): Readonly<Record<string, string>> {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(new URL(`${locale}.json`, CATALOGUE_DIR), 'utf8')) as Record<
      string,
      string
    >;
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

/** The text of a message key in a locale, falling back to en-US, then to the key (spec §5 translation fallback). */
export function labelOf(locale: Locale, key: string): string {
  return catalogueOf(locale)[key] ?? catalogueOf(FALLBACK_LOCALE)[key] ?? key;
}

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** A message with its `{name}` parameters filled in. */
export function messageOf(
  locale: Locale,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return labelOf(locale, key).replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
