/** The district's fixed facts as a reader reads them: a time zone, a country and a standard by name, not code. */
import { ACADEMIC_STANDARD_NAMES } from '@dash/contracts';

/** "Central Time (America/Chicago)": the zone's name in the reader's language, then its identifier. */
export function timeZoneLabel(timeZone: string, locale: string): string {
  try {
    const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}

/** A country's name in the reader's language from its ISO code ("US" → "Estados Unidos"). */
export function countryLabel(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** An academic standard's name from its key ("ccss" → "Common Core State Standards"). */
export const academicStandardLabel = (key: string): string =>
  (ACADEMIC_STANDARD_NAMES as Record<string, string>)[key] ?? key.toUpperCase();
