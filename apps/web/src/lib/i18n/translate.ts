import { FALLBACK_LOCALE, type Locale } from '@dash/contracts';

/** A flat catalogue: `"login.title": "Sign in"`. */
export type Catalogue = Readonly<Record<string, string>>;
export type MessageParams = Readonly<Record<string, string | number>>;
export type Catalogues = Partial<Record<Locale, Catalogue>>;

/** Marker for a key missing from every catalogue (spec §8: missing templates render a marker). */
export const MISSING_STRING_PREFIX = 'ERROR NO STRING: ';

const PARAM_PATTERN = /\{(\w+)\}/g;

/** BCP 47 tag for a locale id, for `<html lang>` and Intl. */
export function languageTag(locale: Locale): string {
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : (language ?? locale);
}

/** Replaces `{name}` with params.name; numbers are formatted for the locale; unknown params stay visible. */
export function interpolate(template: string, params: MessageParams | undefined, locale: Locale): string {
  if (!params) return template;
  return template.replace(PARAM_PATTERN, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(languageTag(locale)).format(value) : value;
  });
}

function lookup(
  catalogue: Catalogue | undefined,
  key: string,
  locale: Locale,
  count: unknown,
): string | undefined {
  if (!catalogue) return undefined;
  if (typeof count === 'number') {
    const category = new Intl.PluralRules(languageTag(locale)).select(count);
    const plural = catalogue[`${key}.${category}`] ?? catalogue[`${key}.other`];
    if (plural !== undefined) return plural;
  }
  return catalogue[key];
}

/**
 * Resolves a key through the chain of spec §5: active locale → en-us → the caller's default text; a key
 * missing everywhere without a default renders `ERROR NO STRING: key` (spec §8) so gaps are visible rather
 * than silently blank. A numeric `count` param selects `key.one` / `key.other` (Intl plural rules).
 */
export function translate(
  catalogues: Catalogues,
  locale: Locale,
  key: string,
  params?: MessageParams,
  defaultText?: string,
): string {
  const count = params?.count;
  const fromLocale = lookup(catalogues[locale], key, locale, count);
  if (fromLocale !== undefined) return interpolate(fromLocale, params, locale);
  const fromFallback = lookup(catalogues[FALLBACK_LOCALE], key, FALLBACK_LOCALE, count);
  if (fromFallback !== undefined) return interpolate(fromFallback, params, locale);
  if (defaultText !== undefined) return interpolate(defaultText, params, locale);
  return `${MISSING_STRING_PREFIX}${key}`;
}
