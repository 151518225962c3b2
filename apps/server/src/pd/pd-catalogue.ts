/**
 * The shipped PD catalogue (spec §3 PD lesson; data/pd-lessons.json, English and Spanish): read once, checked
 * against the contract, with the look-ups the routes need — by key, by relative link — and the named locations.
 */
import { readFileSync } from 'node:fs';
import { PD_LESSON_PATH, PD_MODULES, pdLessonSchema, type PdLesson } from '@dash/contracts';
import { z } from 'zod';

const DATA_FILE = new URL('./data/pd-lessons.json', import.meta.url);

let lessons: PdLesson[] | null = null;

/** Every lesson, module by module in PD_MODULES order, each module's lessons as the file lists them. */
export function pdLessons(): PdLesson[] {
  if (!lessons) {
    const read = z.array(pdLessonSchema).parse(JSON.parse(readFileSync(DATA_FILE, 'utf8')));
    const moduleRank = (lesson: PdLesson) => PD_MODULES.indexOf(lesson.moduleName);
    lessons = read
      .map((lesson, index) => ({ lesson, index }))
      .sort((a, b) => moduleRank(a.lesson) - moduleRank(b.lesson) || a.index - b.index)
      .map(({ lesson }) => lesson);
  }
  return lessons;
}

export const pdLessonByKey = (key: string): PdLesson | undefined => pdLessons().find((l) => l.key === key);

export const pdLessonByLink = (link: string): PdLesson | undefined =>
  pdLessons().find((l) => l.link === link);

/** A URL that stays on this site: one leading slash, not a scheme-relative `//host` or `/\host`. */
export const isRelativeUrl = (url: string) => /^\/(?![/\\])/.test(url) && !/[\s\\]/.test(url);

/** Named places of PD: "home" (the PD page) and each lesson by key; only relative URLs are kept (spec §7). */
export function pdLocations(entries: Record<string, string> = defaultLocations()): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).filter(([, url]) => isRelativeUrl(url)));
}

function defaultLocations(): Record<string, string> {
  const home = PD_LESSON_PATH.replace(/\/lessons\/$/, '');
  return { home, ...Object.fromEntries(pdLessons().map((lesson) => [lesson.key, lesson.link])) };
}
