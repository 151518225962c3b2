import { describe, expect, it } from 'vitest';
import {
  cutLabel,
  domainModalColumns,
  groupByStatus,
  groupViewOf,
  levelChange,
  namedOrFirst,
  nextGridSort,
  parseStandardsParam,
  sortGridStudents,
  standardsParam,
  standardsViewOf,
  studentOnStandardHref,
} from './standards-grid';

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

describe('the classroom Standards tab views (spec §2 "grid or group view")', () => {
  it('shows the grid on a wide screen unless viewType asks for the group view, and only the group view on a phone', () => {
    expect(standardsViewOf(null, true)).toBe('grid');
    expect(standardsViewOf('grid', true)).toBe('grid');
    expect(standardsViewOf('something', true)).toBe('grid');
    expect(standardsViewOf('grouping', true)).toBe('grouping');
    expect(standardsViewOf(null, false)).toBe('grouping');
    expect(standardsViewOf('grid', false)).toBe('grouping');
  });

  it('another grade resets the sort and names the grade (spec §4 "sort resets when standards change")', () => {
    expect(levelChange(7)).toEqual({ standards: '7g', order: undefined, sort: undefined });
  });

  it('a standard chosen in the domain modal opens the group view on it, without the grid sort', () => {
    const standard = { code: '6.NS.B.3', domain: '6.NS', cluster: '6.NS.B' };
    expect(groupViewOf(6, standard)).toEqual({
      viewType: 'grouping',
      standards: '6g,6.NSd,6.NS.Bs,6.NS.B.3',
      order: undefined,
      sort: undefined,
    });
  });

  it('opens a student on a standard, keeping the link query', () => {
    const standard = { code: '6.NS.B.3', domain: '6.NS', cluster: '6.NS.B' };
    const href = studentOnStandardHref('/district/1/student/9?teacherId=2&pane=overview', 6, standard);
    const url = new URL(href, 'http://host');
    expect(url.pathname).toBe('/district/1/student/9');
    expect(url.searchParams.get('teacherId')).toBe('2');
    expect(url.searchParams.get('pane')).toBe('standards');
    expect(url.searchParams.get('standards')).toBe('6g,6.NSd,6.NS.Bs,6.NS.B.3');
  });

  it('takes the named domain or standard when the list has it, else the first', () => {
    const items = [{ code: '6.RP' }, { code: '6.NS' }, { code: '6.EE' }];
    expect(namedOrFirst(items, '6.NS')).toBe(items[1]);
    expect(namedOrFirst(items, '7.NS')).toBe(items[0]);
    expect(namedOrFirst(items, undefined)).toBe(items[0]);
    expect(namedOrFirst([], '6.NS')).toBeUndefined();
  });
});

describe('the group view groups (spec §2 "group view")', () => {
  it('puts every student in the group of their status, proficient first, empty groups kept, order kept', () => {
    const students = [
      { id: 1, proficiency_status: 'NOT_STARTED' as const },
      { id: 2, proficiency_status: 'IN_PROGRESS' as const },
      { id: 3, proficiency_status: 'PROFICIENT' as const },
      { id: 4, proficiency_status: 'IN_PROGRESS' as const },
      { id: 5, proficiency_status: 'NOT_STARTED' as const },
    ];
    const groups = groupByStatus(students);
    expect(groups.map((group) => [group.status, group.students.map((s) => s.id)])).toEqual([
      ['PROFICIENT', [3]],
      ['IN_PROGRESS', [2, 4]],
      ['NEEDS_ATTENTION', []],
      ['NOT_STARTED', [1, 5]],
    ]);
    expect(groups.reduce((sum, group) => sum + group.students.length, 0)).toBe(students.length);
  });
});

describe('the domain-and-standard modal (spec §9 "2 buttons per row for dbl/uk, else 3, max 35 chars")', () => {
  it('keeps a text of 35 characters and cuts a longer one to at most 35 with an ellipsis', () => {
    const exact = 'Understand ratio concepts and use r';
    expect(exact).toHaveLength(35);
    expect(cutLabel(exact)).toBe(exact);
    const long = 'Fluently add, subtract, multiply, and divide multi-digit decimals';
    expect(cutLabel(long)).toBe('Fluently add, subtract, multiply…');
    expect(cutLabel('Understand ratio concepts and use ratio reasoning')).toBe(
      'Understand ratio concepts and use…',
    );
  });

  it('cuts inside a word only when no word ends in the second half', () => {
    const solid = 'Interpret-the-product-of-whole-numbers-as-the-total';
    expect(cutLabel(solid)).toBe('Interpret-the-product-of-whole-num…');
    expect(cutLabel(solid)).toHaveLength(35);
    expect(cutLabel('Count to 100 by ones and by tens and more', 13)).toBe('Count to 100…');
    expect(cutLabel('Abc defghijklmnopqrstuvwxyz', 13)).toBe('Abc defghijk…');
    expect(cutLabel('  Count to 100  ')).toBe('Count to 100');
  });

  it('has 2 buttons a row for the product curriculum and England’s, 3 for the others', () => {
    expect(domainModalColumns('dbl')).toBe(2);
    expect(domainModalColumns('uk_standards_2013')).toBe(2);
    expect(domainModalColumns('ccss')).toBe(3);
    expect(domainModalColumns('teks')).toBe(3);
  });
});
