import type { ConceptGroup } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { conceptColumns, dotOf, mapNameLines, wrapKeepingEnd, wrapName } from './concept-map';

const group = (id: number, domain: string): ConceptGroup => ({
  id,
  name: `Group ${id}`,
  short_description: '',
  sd: '',
  ld: '',
  tl: 'F',
  demo: '',
  pdLink: '',
  level_id: 3,
  domain: { id: domain.length, code: domain, name: domain },
  cluster_code: `${domain}.A`,
  lessons_count: 3,
});

describe('concept map layout', () => {
  it('puts each domain in a column in curriculum order, groups stacked, each joined to its state', () => {
    const columns = conceptColumns(
      [group(1, '3.OA'), group(2, '3.OA'), group(3, '3.NF')],
      [{ id: 2, students_count: 4, students: [] }],
    );
    expect(columns.map((c) => [c.code, c.nodes.map((n) => [n.group.id, n.column, n.row])])).toEqual([
      [
        '3.OA',
        [
          [1, 0, 0],
          [2, 0, 1],
        ],
      ],
      ['3.NF', [[3, 1, 0]]],
    ]);
    const [played, quiet] = [columns[0]!.nodes[1]!, columns[0]!.nodes[0]!];
    expect(dotOf(played, true)).toEqual({ kind: 'counter', count: 4 });
    expect(dotOf(played, false)).toEqual({ kind: 'topic' });
    expect(dotOf(quiet, true)).toEqual({ kind: 'empty' });
  });

  it('breaks names between words on two lines, an ellipsis when more is left', () => {
    expect(wrapName('Fractions on a number line', 12, 2)).toEqual(['Fractions on', 'a number…']);
    expect(wrapName('Short name', 12, 2)).toEqual(['Short name']);
    expect(wrapName('Understand Ratio Concepts', 12, 2)).toEqual(['Understand', 'Ratio…']);
    expect(wrapName('Multiplication facts', 8, 2)).toEqual(['Multipl…', 'facts']);
    expect(wrapName('Fractions on a number line', 12, 1)).toEqual(['Fractions…']);
  });

  it('keeps the end of a name on its last line when its start is cut', () => {
    expect(wrapKeepingEnd('Apply and Extend Previous Understandings of Numbers', 18, 3)).toEqual([
      'Apply and Extend',
      'Previous…',
      'of Numbers',
    ]);
    expect(wrapKeepingEnd('Fractions on a number line', 12, 2)).toEqual(['Fractions…', 'number line']);
    expect(wrapKeepingEnd('Multiplication', 12, 2)).toEqual(['Multiplicat…']);
  });

  it('shows the ends of names whose starts would read the same on the map, and the others from the start', () => {
    const names = [
      'Apply and Extend Previous Understandings of Multiplication',
      'Compute Fluently with Multi-digit Numbers',
      'Apply and Extend Previous Understandings of Arithmetic',
      'Reason About and Solve One-variable Equations and Inequalities',
    ];
    expect(mapNameLines(names, 18, 3)).toEqual([
      ['Apply and Extend', 'Previous…', 'of Multiplication'],
      ['Compute Fluently', 'with Multi-digit', 'Numbers'],
      ['Apply and Extend', 'Previous…', 'of Arithmetic'],
      ['Reason About and', 'Solve One-variable', 'Equations and…'],
    ]);
  });
});
