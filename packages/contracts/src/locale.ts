/** Locales of spec §1: GB gets en-gb, MX gets es-mx, everyone else en-us. */
export const LOCALES = ['en-us', 'en-gb', 'es-mx'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en-us';

export function localeForCountry(country: string | null | undefined): Locale {
  switch ((country ?? '').toUpperCase()) {
    case 'GB':
      return 'en-gb';
    case 'MX':
      return 'es-mx';
    default:
      return 'en-us';
  }
}
