import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIST_REPORTS, TIMEFRAME_CHOICES, visibleColumns, type ReportColumn } from './report-catalogue.js';
import { reportRowSchema } from './reports.js';

/** The English interface catalogue, as the web app shows the headers. */
const EN: Readonly<Record<string, string>> = JSON.parse(
  readFileSync(new URL('../../../apps/web/src/i18n/locales/en-us.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const describedAs = (key: ReportColumn['key']) => reportRowSchema.shape[key].description ?? '';

/**
 * What is wrong with a list's columns when its headers are compared with the values they point at: a header
 * must say the value's period and unit, and a list must not show one value twice or two values under one name.
 */
function columnProblems(
  columns: readonly ReportColumn[],
  labels: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  const seenLabels = new Map<string, string>();
  const seenKeys = new Map<string, string>();
  for (const column of columns) {
    const { key, unit } = column;
    const label = labels[column.labelKey];
    const name = `${key} "${label ?? column.labelKey}"`;
    if (!label) {
      problems.push(`${name}: no English label`);
      continue;
    }
    const weekly = key.startsWith('average_weekly_');
    const monthly = key.startsWith('average_monthly_');
    if (weekly !== /per week/i.test(label))
      problems.push(`${name}: "per week" in the label iff a weekly value`);
    if (monthly !== /per month/i.test(label))
      problems.push(`${name}: "per month" in the label iff a monthly value`);
    if ((column.isAverage ?? false) !== key.startsWith('average_'))
      problems.push(`${name}: an average column iff an average value`);
    if ((unit === 'percent') !== key.startsWith('percent_'))
      problems.push(`${name}: a percent iff percent_*`);
    const isDuration = key.endsWith('_time') || key === 'usage_extended_hours';
    if ((unit === 'duration') !== isDuration)
      problems.push(`${name}: a duration iff *_time or usage_extended_hours`);
    if (unit === 'duration' && !describedAs(key).startsWith('Milliseconds'))
      problems.push(`${name}: a duration column shows a value that is not a time`);
    if (unit === 'duration' && weekly && !/per week/.test(describedAs(key)))
      problems.push(`${name}: the time is not per week`);
    if ((unit === 'lessons') !== key.endsWith('_lessons')) problems.push(`${name}: lessons iff *_lessons`);
    if (seenLabels.has(label)) problems.push(`${name}: label already used by ${seenLabels.get(label)}`);
    if (seenKeys.has(key)) problems.push(`${name}: value already shown as "${seenKeys.get(key)}"`);
    seenLabels.set(label, key);
    seenKeys.set(key, label);
  }
  return problems;
}

const LISTS = Object.entries(LIST_REPORTS);
const col = (id: keyof typeof LIST_REPORTS, key: ReportColumn['key']) =>
  LIST_REPORTS[id].columns.find((c) => c.key === key)!;

describe('report catalogue: each header says what its value is', () => {
  it.each(LISTS)('the %s list: every header matches its value, no value or label twice', (_, report) => {
    expect(columnProblems(report.columns, EN)).toEqual([]);
  });

  it('the check catches a header pointed at the wrong value', () => {
    const student = LIST_REPORTS.student.columns;
    const weeklyTime = col('student', 'average_weekly_session_time');
    // "Time per week" showing the monthly average.
    const monthly = student.map((c) =>
      c === weeklyTime ? { ...c, key: 'average_monthly_session_time' as const } : c,
    );
    expect(columnProblems(monthly, EN).join('\n')).toMatch(/average_monthly_session_time "Time per week"/);
    // "Growth" and "Standards growth" repeating one number.
    const growth = col('grade', 'percent_growth');
    const repeated = LIST_REPORTS.grade.columns.map((c) =>
      c === growth ? { ...c, key: 'standards_growth' as const, unit: 'count' as const } : c,
    );
    expect(columnProblems(repeated, EN).join('\n')).toMatch(/standards_growth .*already shown/);
    // Two columns under one name.
    const twice = [
      ...LIST_REPORTS.grade.columns,
      { ...col('grade', 'count_lessons_completed'), key: 'count_students' as const },
    ];
    expect(columnProblems(twice, EN).join('\n')).toMatch(/label already used/);
    // A percent shown as a count, a time as a number.
    const wrongUnits = [
      { ...col('grade', 'percent_growth'), unit: 'count' as const },
      { ...col('grade', 'total_session_time'), unit: 'count' as const },
    ];
    expect(columnProblems(wrongUnits, EN).length).toBe(2);
  });

  it('every admin table reads per week, never per month; the teachers table has first and last name', () => {
    for (const id of ['grade', 'school', 'teacher', 'classroom'] as const) {
      const keys = LIST_REPORTS[id].columns.map((c) => c.key);
      expect(keys, id).toContain('average_weekly_session_time');
      expect(
        keys.filter((k) => k.startsWith('average_monthly_')),
        id,
      ).toEqual([]);
    }
    const teacher = LIST_REPORTS.teacher.columns.map((c) => c.key);
    expect(teacher).toEqual(expect.arrayContaining(['first_name', 'last_name', 'percent_growth']));
  });

  it('every label has a British and a Spanish text, distinct within its list (a CSV header names one column)', () => {
    for (const locale of ['en-gb', 'es-mx']) {
      const labels = JSON.parse(
        readFileSync(new URL(`../../../apps/web/src/i18n/locales/${locale}.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>;
      for (const [id, report] of LISTS) {
        const texts = report.columns.map((column) => labels[column.labelKey]);
        for (const [i, text] of texts.entries())
          expect(text, `${locale} ${report.columns[i]!.labelKey}`).toBeTruthy();
        expect(new Set(texts).size, `${locale} ${id}: ${texts.join(' | ')}`).toBe(texts.length);
      }
    }
  });
});

describe('report catalogue: what a list shows', () => {
  it('averages only over 7 days; percent growth left out of the student list only, for fractions readers', () => {
    for (const [id, report] of LISTS) {
      const list = id as keyof typeof LIST_REPORTS;
      const all = visibleColumns(list, { showAverages: true, growthAsPercent: true });
      expect(all).toEqual([...report.columns]);
      const short = visibleColumns(list, { showAverages: false, growthAsPercent: true });
      expect(short).toEqual(report.columns.filter((c) => !c.key.startsWith('average_')));
      const fractions = visibleColumns(list, { showAverages: true, growthAsPercent: false });
      expect(fractions.map((c) => c.key)).toEqual(
        report.columns.map((c) => c.key).filter((k) => !(list === 'student' && k === 'percent_growth')),
      );
    }
  });

  it('default sorts are columns of their list; default timeframes are among their screen’s choices', () => {
    for (const [id, report] of LISTS) {
      const sortable = Object.keys(reportRowSchema.shape);
      expect(sortable, id).toContain(report.defaultSort.order);
      const choices = TIMEFRAME_CHOICES[report.timeframes];
      expect(choices.options, id).toContain(choices.defaultCode);
    }
    for (const [screen, choices] of Object.entries(TIMEFRAME_CHOICES))
      expect(choices.options, screen).toContain(choices.defaultCode);
  });
});
