import type { PdLesson } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { groupByModule, statusOf, textOf } from './pd-status';

const text = (name: string) => ({
  lessonName: name,
  pageTitle: name,
  summary: 's',
  body: ['b'],
  tryThis: [],
});
const lesson = (key: string, moduleName: PdLesson['moduleName']): PdLesson => ({
  key,
  moduleName,
  lessonGroupName: '',
  lessonGroupLink: null,
  link: `/myflexpd/lessons/${key}`,
  minutes: 10,
  content: { en: text(`${key} en`), es: text(`${key} es`) },
});

describe('PD progress on the page', () => {
  it('reads a lesson as not started, started or completed (completion wins)', () => {
    expect(statusOf(undefined)).toEqual({ kind: 'notStarted' });
    expect(statusOf({ lesson_key: 'a', started_at: 5, completed_at: null })).toEqual({
      kind: 'started',
      at: 5,
    });
    expect(statusOf({ lesson_key: 'a', started_at: 5, completed_at: 9 })).toEqual({
      kind: 'completed',
      at: 9,
    });
  });

  it('groups lessons by module in order and counts the completed ones of each', () => {
    const lessons = [lesson('a', 'fractions'), lesson('b', 'fractions'), lesson('c', 'na')];
    const groups = groupByModule(lessons, [
      { lesson_key: 'a', started_at: 1, completed_at: 2 },
      { lesson_key: 'b', started_at: 1, completed_at: null },
      { lesson_key: 'c', started_at: 1, completed_at: 3 },
    ]);
    expect(groups.map((g) => [g.moduleName, g.lessons.map((l) => l.key), g.completed])).toEqual([
      ['fractions', ['a', 'b'], 1],
      ['na', ['c'], 1],
    ]);
  });

  it('shows Spanish to Spanish readers and English to the others', () => {
    expect(textOf(lesson('a', 'na'), 'es-mx').lessonName).toBe('a es');
    expect(textOf(lesson('a', 'na'), 'en-gb').lessonName).toBe('a en');
  });
});
