import { describe, expect, it } from 'vitest';
import { parseReportLocation } from './report-location';
import { isLocationAllowed, tabOfPane, visibleTabs } from './report-tabs';

const at = (rest: string, query = '') => parseReportLocation('1', rest, new URLSearchParams(query))!;
const allow = (panes: Record<string, string[]>) => ({
  policy: Object.fromEntries(
    Object.entries(panes).map(([state, list]) => [
      state,
      Object.fromEntries(['show', ...list].map((p) => [p, true])),
    ]),
  ),
});

describe('report tabs (spec §2, §6)', () => {
  const admin = allow({
    district: ['schools', 'grades', 'performance', 'customers_usage', 'licenses'],
    school: ['teachers', 'grades', 'school_customers_usage'],
    grade: ['teachers', 'schools'],
    classroom: ['students', 'overview', 'usage', 'performance'],
  });

  it('lists the tabs the policy allows and that have a report', () => {
    expect(visibleTabs(at(''), admin)).toEqual([
      'schools',
      'grades',
      'performance',
      'customers_usage',
      'licenses',
    ]);
    expect(visibleTabs(at('classroom/7', 'teacherId=3&schoolId=5'), admin)).toEqual([
      'overview',
      'usage',
      'performance',
    ]);
  });

  it('hides school grades under a grade and picks the grade tab by schoolId', () => {
    expect(visibleTabs(at('school/5', 'gradeId=3'), admin)).toEqual(['teachers', 'school_customers_usage']);
    expect(visibleTabs(at('grade/3'), admin)).toEqual(['schools']);
    expect(visibleTabs(at('grade/3', 'schoolId=5'), admin)).toEqual(['teachers']);
  });

  it('drops tabs the policy refuses', () => {
    expect(visibleTabs(at(''), allow({ district: ['schools'] }))).toEqual(['schools']);
  });

  it('allows a location only with a left-pane and a right-pane permission', () => {
    expect(isLocationAllowed(at(''), admin)).toBe(true);
    expect(isLocationAllowed(at('', 'pane=grades'), allow({ district: ['schools'] }))).toBe(false);
    expect(isLocationAllowed(at('school/5'), allow({ district: ['schools'] }))).toBe(false);
  });

  it('marks the tab of the pane shown: a teacher’s Students is its own tab, a classroom’s student table its Overview', () => {
    expect(tabOfPane('students', ['classes', 'students'])).toBe('students');
    expect(tabOfPane('students', ['overview', 'activity', 'usage'])).toBe('overview');
    expect(tabOfPane('usage', ['overview', 'activity', 'usage'])).toBe('usage');
  });
});
