import { describe, expect, it } from 'vitest';
import { nextGridSort, parseStandardsParam, sortGridStudents, standardsParam } from './standards-grid';

const student = (
  name: string,
  status: 'NOT_STARTED' | 'NEEDS_ATTENTION' | 'IN_PROGRESS' | 'PROFICIENT',
  percent: number,
) => ({
  name,
  standards: [{ code: '6.NS.B.3', proficiency_status: status, percent_complete: percent }],
});
const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);
const byName = (a: string, b: string) => a.localeCompare(b);

describe('standards grid sort (spec §4 "Table sort")', () => {
  const students = [
    student('Cara', 'PROFICIENT', 100),
    student('Abe', 'IN_PROGRESS', 40),
    student('Bo', 'IN_PROGRESS', 40),
    student('Dee', 'NOT_STARTED', 0),
    student('Eve', 'NEEDS_ATTENTION', 70),
    student('Fay', 'IN_PROGRESS', 80),
  ];

  it('keeps the server order without a sort and sorts by name on the students column', () => {
    expect(names(sortGridStudents(students, null, byName))).toEqual([
      'Cara',
      'Abe',
      'Bo',
      'Dee',
      'Eve',
      'Fay',
    ]);
    expect(names(sortGridStudents(students, { order: 'name', sort: 'desc' }, byName))).toEqual([
      'Fay',
      'Eve',
      'Dee',
      'Cara',
      'Bo',
      'Abe',
    ]);
  });

  it('sorts a standard by status ordinal, then percent, then name; descending reverses it', () => {
    const ascending = names(sortGridStudents(students, { order: '6.NS.B.3', sort: 'asc' }, byName));
    expect(ascending).toEqual(['Dee', 'Eve', 'Abe', 'Bo', 'Fay', 'Cara']);
    const descending = names(sortGridStudents(students, { order: '6.NS.B.3', sort: 'desc' }, byName));
    expect(descending).toEqual([...ascending].reverse());
  });

  it('ignores a standard the grid does not show', () => {
    expect(names(sortGridStudents(students, { order: '7.EE.A.1', sort: 'asc' }, byName))).toEqual(
      names(students),
    );
  });

  it('starts a new column ascending and toggles the same column', () => {
    expect(nextGridSort(null, 'name')).toEqual({ order: 'name', sort: 'asc' });
    expect(nextGridSort({ order: 'name', sort: 'asc' }, 'name')).toEqual({ order: 'name', sort: 'desc' });
    expect(nextGridSort({ order: 'name', sort: 'desc' }, '6.NS.B.3')).toEqual({
      order: '6.NS.B.3',
      sort: 'asc',
    });
  });
});

describe('the standards parameter (spec §5 "{level}g,{domain}d,{cluster}s")', () => {
  it('writes a level, domain, cluster and standard and reads them back', () => {
    const focus = { levelId: 6, domain: '6.NS', cluster: '6.NS.B', standard: '6.NS.B.3' };
    expect(standardsParam(focus)).toBe('6g,6.NSd,6.NS.Bs,6.NS.B.3');
    expect(parseStandardsParam(standardsParam(focus))).toEqual(focus);
    expect(parseStandardsParam('0g,K.CCd,K.CC.Bs,K.CC.B.4d')).toEqual({
      levelId: 0,
      domain: 'K.CC',
      cluster: 'K.CC.B',
      standard: 'K.CC.B.4d',
    });
  });

  it('reads the level from the leading digits and stops at the first unreadable part', () => {
    expect(parseStandardsParam('3g')).toEqual({ levelId: 3 });
    expect(parseStandardsParam('3g,3.NFd')).toEqual({ levelId: 3, domain: '3.NF' });
    expect(parseStandardsParam('3g,3.NF,3.NF.As')).toEqual({ levelId: 3 });
    expect(parseStandardsParam('g3')).toBeNull();
    expect(parseStandardsParam('')).toBeNull();
    expect(parseStandardsParam(null)).toBeNull();
  });
});
