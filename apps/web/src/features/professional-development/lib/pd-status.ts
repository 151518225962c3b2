/**
 * What the PD page says of the caller's progress (spec §2 PD page): each lesson's status, and lessons grouped by
 * module with how many are completed, in the catalogue's order.
 */
import type { Locale, PdLesson, PdLessonText, PdModule, PdProgress } from '@dash/contracts';

export type PdStatus =
  { kind: 'notStarted' } | { kind: 'started'; at: number } | { kind: 'completed'; at: number };

export function statusOf(progress: PdProgress | undefined): PdStatus {
  if (progress?.completed_at != null) return { kind: 'completed', at: progress.completed_at };
  if (progress?.started_at != null) return { kind: 'started', at: progress.started_at };
  return { kind: 'notStarted' };
}

export interface PdModuleGroup {
  moduleName: PdModule;
  lessons: PdLesson[];
  completed: number;
}

/** Lessons by module in the order they come, each module with its count of completed lessons. */
export function groupByModule(
  lessons: readonly PdLesson[],
  progress: readonly PdProgress[],
): PdModuleGroup[] {
  const byKey = new Map(progress.map((p) => [p.lesson_key, p]));
  const groups = new Map<PdModule, PdModuleGroup>();
  for (const lesson of lessons) {
    const group = groups.get(lesson.moduleName) ?? {
      moduleName: lesson.moduleName,
      lessons: [],
      completed: 0,
    };
    group.lessons.push(lesson);
    if (statusOf(byKey.get(lesson.key)).kind === 'completed') group.completed += 1;
    groups.set(lesson.moduleName, group);
  }
  return [...groups.values()];
}

/** The lesson's words in the reader's language: Spanish for es-mx, English otherwise. */
export const textOf = (lesson: PdLesson, locale: Locale): PdLessonText =>
  locale.startsWith('es') ? lesson.content.es : lesson.content.en;
