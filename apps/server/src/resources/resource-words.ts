/**
 * Words of the shipped resources in the languages their files come in (spec §3 links.language): English and
 * Spanish, with a British form where the English differs (maths, pupils, Year 3), used for districts in Great
 * Britain as the printables do (spec §1).
 */
export interface Words {
  en: string;
  es: string;
  /** British English, when it differs from `en`. */
  gb?: string;
}

/** The language a reader gets: Spanish, British English, or (American) English. */
export type Reading = 'en' | 'es' | 'gb';

export const readingOf = (language: 'en' | 'es', country: string): Reading =>
  language === 'es' ? 'es' : country.toUpperCase() === 'GB' ? 'gb' : 'en';

export const wordsIn = (words: Words, reading: Reading): string =>
  reading === 'gb' ? (words.gb ?? words.en) : words[reading];

/** One heading with its paragraph, as a guide's page shows it. */
export interface GuideSection {
  heading: Words;
  body: Words;
}

/** A family or dashboard guide: one or two pages of short sections. */
export interface GuideContent {
  kind: 'guide';
  title: Words;
  lead: Words;
  sections: readonly GuideSection[];
  closing: Words;
}

/** A classroom poster: a big title, a line under it, and a few lines in large type. */
export interface PosterContent {
  kind: 'poster';
  title: Words;
  subtitle: Words;
  lines: readonly Words[];
}

/** Certificates to fill in by hand: one page each, with lines for the name, the teacher and the day. */
export interface CertificatesContent {
  kind: 'certificates';
  title: Words;
  certificates: readonly { title: Words; reason: Words }[];
  nameLine: Words;
  teacherLine: Words;
  dateLine: Words;
}

/** A class chart: a grid a class fills in, one row per child and one column per week. */
export interface TrackerContent {
  kind: 'tracker';
  title: Words;
  lead: Words;
  nameColumn: Words;
  weekColumn: Words;
  weeks: number;
  rows: number;
  legend: Words;
}

export type PdfContent = GuideContent | PosterContent | CertificatesContent | TrackerContent;
