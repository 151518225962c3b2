import { describe, expect, it } from 'vitest';
import { figureColumn, perStudent, schoolColumn } from './figure-columns';

describe('district pane columns', () => {
  it('gives an amount per student to one decimal, and none without students', () => {
    expect(perStudent(7, 3)).toBe(2.3);
    expect(perStudent(0, 4)).toBe(0);
    expect(perStudent(5, 0)).toBeNull();
  });

  it('reads a figure in its format, a dash where there is none, and sorts most first', () => {
    const percent = figureColumn<{ share: number | null }>(
      'share',
      'Share',
      (r) => r.share,
      (n) => `${n}%`,
    );
    expect(percent.render?.({ share: 40 })).toBe('40%');
    expect(percent.render?.({ share: null })).toBe('–');
    expect(percent.value({ share: 40 })).toBe(40);
    expect([percent.isNumeric, percent.firstDirection]).toEqual([true, 'desc']);
    expect(figureColumn<{ n: number }>('n', 'N', (r) => r.n).render).toBeUndefined();
  });

  it('names a school and links to its report', () => {
    const column = schoolColumn<{ id: number; name: string }>('School', 7);
    const school = { id: 1001006, name: 'Sunnyvale Middle School' };
    expect(column.value(school)).toBe('Sunnyvale Middle School');
    expect(column.href?.(school)).toContain('/district/7/school/1001006');
  });
});
