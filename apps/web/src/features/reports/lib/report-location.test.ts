import { describe, expect, it } from 'vitest';
import { parseReportLocation } from './report-location';
import { childHref, paneHref, parseBreadcrumbs } from './report-url';

const parse = (rest: string, query = '') => parseReportLocation('12', rest, new URLSearchParams(query));

describe('parseReportLocation (spec §2 states, §5 validation)', () => {
  it('reads the district and its default pane', () => {
    expect(parse('')).toMatchObject({ districtId: 12, state: 'district', itemId: 12, pane: 'schools' });
  });

  it('reads each state with its required context ids', () => {
    expect(parse('school/5')).toMatchObject({ state: 'school', itemId: 5, pane: 'teachers' });
    expect(parse('teacher/3', 'schoolId=5')).toMatchObject({
      state: 'teacher',
      pane: 'classes',
      context: { schoolId: 5 },
    });
    expect(parse('classroom/7', 'teacherId=3&schoolId=5')).toMatchObject({
      state: 'classroom',
      pane: 'students',
    });
    expect(parse('student/9', 'teacherId=3&schoolId=5&classroomId=7')).toMatchObject({
      state: 'student',
      pane: 'overview',
    });
    expect(parse('guardian/40', 'studentId=9')).toMatchObject({
      state: 'guardian',
      context: { studentId: 9 },
    });
  });

  it('picks the grade default pane from schoolId', () => {
    expect(parse('grade/3')?.pane).toBe('schools');
    expect(parse('grade/3', 'schoolId=5')?.pane).toBe('teachers');
  });

  it('refuses missing required, present forbidden and non-numeric ids', () => {
    expect(parse('teacher/3')).toBeNull();
    expect(parse('classroom/7', 'teacherId=3')).toBeNull();
    expect(parse('classroom/7', 'teacherId=3&schoolId=5&studentId=1')).toBeNull();
    expect(parse('teacher/3', 'schoolId=5&classroomId=7')).toBeNull();
    expect(parse('', 'schoolId=5')).toBeNull();
    expect(parse('school/x')).toBeNull();
    expect(parse('planet/5')).toBeNull();
    expect(parse('district/5')).toBeNull();
    expect(parse('school/5/teacher/3')).toBeNull();
    expect(parse('teacher/3', 'schoolId=5a')).toBeNull();
    expect(parseReportLocation('abc', '', new URLSearchParams())).toBeNull();
  });

  it('corrects an unknown pane to the default and reads the common parameters', () => {
    expect(parse('school/5', 'pane=planets')?.pane).toBe('teachers');
    expect(parse('school/5', 'pane=grades&order=name&sort=desc&timeframe=7d&debug=on')).toMatchObject({
      pane: 'grades',
      order: 'name',
      sort: 'desc',
      timeframe: '7d',
      debug: true,
    });
  });
});

describe('report URLs', () => {
  it('resets order, sort and standards when a tab is chosen', () => {
    expect(paneHref('/district/12/school/5', 'order=name&sort=asc&timeframe=7d&standards=3g', 'grades')).toBe(
      '/district/12/school/5?timeframe=7d&pane=grades',
    );
  });

  it('extends the breadcrumbs and keeps the timeframe going down', () => {
    const school = parse('school/5', 'breadcrumbs=d12&timeframe=7d')!;
    expect(childHref(school, 'teacher', 3, { schoolId: 5 })).toBe(
      '/district/12/teacher/3?schoolId=5&breadcrumbs=d12%2Csc5&timeframe=7d',
    );
    expect(parseBreadcrumbs('d12,sc5,g3,t9,c7,bad')).toEqual([
      { state: 'district', id: 12 },
      { state: 'school', id: 5 },
      { state: 'grade', id: 3 },
      { state: 'teacher', id: 9 },
      { state: 'classroom', id: 7 },
    ]);
  });
});
