import { readFileSync } from 'node:fs';
import {
  gradeNameMessage,
  parseTimeframe,
  visibleColumns,
  type ListReportId,
  type Locale,
  type ReportColumn,
} from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../testing/parse-csv.js';
import { auditEntries } from '../../testing/session-actions.js';
import type { FixtureRole } from '../../testing/use-test-server.js';
import { expectedMetrics } from '../../testing/usage-oracle.js';
import { useUsageListServer } from './usage-list-server.js';

const fixture = useUsageListServer();
const { server, today } = fixture;
const get = server.getAs;
const base = () => `/r/districts/${server.home.districtId}`;

// ---- What the export must hold, from the web catalogues and the JSON answer of the same request ------------

const catalogues = new Map<Locale, Record<string, string>>();
function label(locale: Locale, key: string): string {
  if (!catalogues.has(locale)) {
    const file = new URL(`../../../../web/src/i18n/locales/${locale}.json`, import.meta.url);
    catalogues.set(locale, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  }
  const text = catalogues.get(locale)![key];
  expect(text, `${locale} ${key}`).toBeTruthy();
  return text!;
}

/** A header: the label in the language, times in minutes, percents marked. */
function headerOf(column: ReportColumn, locale: Locale) {
  const text = label(locale, column.labelKey);
  if (column.unit === 'duration') return `${text} (min)`;
  if (column.unit === 'percent') return text.includes('%') ? text : `${text} (%)`;
  return text;
}

/** A grade's name as the screens write it in a language (the server's grade names are English). */
function gradeName(locale: Locale, grade: number) {
  const message = gradeNameMessage(grade, locale);
  return label(locale, message.key).replace('{grade}', String(message.params?.grade ?? ''));
}

/** A cell as a spreadsheet reads it: whole minutes for times, status in words, numbers as they are. */
function cellOf(column: ReportColumn, row: Record<string, unknown>, locale: Locale): string {
  const value = row[column.key];
  if (row.type === 'grade' && column.key === 'name') return gradeName(locale, row.id as number);
  if (value === null || value === undefined) return '';
  if (column.unit === 'status')
    return label(locale, value === 1 ? 'report.status.good' : 'report.status.warn');
  if (column.unit === 'duration') return String(Math.round((value as number) / 60_000));
  return String(value);
}

interface Export {
  json: { data: Record<string, unknown>[]; show_averages: boolean };
  headers: string[];
  rows: string[][];
  quoted: boolean[][];
}

async function exportOf(path: string, role: FixtureRole): Promise<Export> {
  const json = await get(`${base()}/${path}`, role);
  expect(json.statusCode, json.body).toBe(200);
  const csv = await get(`${base()}/${path}${path.includes('?') ? '&' : '?'}format=csv`, role);
  expect(csv.statusCode, csv.body).toBe(200);
  expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="\w+\.csv"$/);
  const parsed = parseCsv(csv.body);
  return {
    json: json.json(),
    headers: parsed.rows[0]!,
    rows: parsed.rows.slice(1),
    quoted: parsed.quoted.slice(1),
  };
}

/**
 * The export equals the screen: the columns the screen shows for the period and setting, less those empty
 * in every row, each header in the language, each figure the JSON figure in the export's unit.
 */
function expectScreenFigures(
  exported: Export,
  report: ListReportId,
  options: { locale: Locale; growthAsPercent: boolean },
) {
  const shown = visibleColumns(report, { showAverages: exported.json.show_averages, ...options });
  const columns = shown.filter((column) =>
    exported.json.data.some((row) => row[column.key] !== null && row[column.key] !== undefined),
  );
  expect(exported.headers).toEqual(columns.map((column) => headerOf(column, options.locale)));
  expect(exported.rows).toEqual(
    exported.json.data.map((row) => columns.map((column) => cellOf(column, row, options.locale))),
  );
  // Numbers are written bare, so a spreadsheet sums them.
  columns.forEach((column, i) => {
    if (!['text', 'status'].includes(column.unit))
      for (const [r, row] of exported.rows.entries())
        if (row[i] !== '') expect(exported.quoted[r]![i], `${column.key} ${row[i]}`).toBe(false);
  });
  // No column is empty in every row.
  exported.headers.forEach((header, i) =>
    expect(
      exported.rows.some((row) => row[i] !== ''),
      header,
    ).toBe(true),
  );
  return columns;
}

const classroomStudents = (code: string) =>
  `students?classroom_id=${server.home.ids.ownClassroomId}&timeframe=${code}`;

describe('CSV exports of the report lists (format=csv)', () => {
  it('the students list: the JSON figures with times in whole minutes, status in words, and the oracle totals', async () => {
    const exported = await exportOf(classroomStudents('30d'), 'teacher');
    const columns = expectScreenFigures(exported, 'student', { locale: 'en-us', growthAsPercent: true });
    expect(exported.headers).toEqual(
      expect.arrayContaining([
        'Status',
        'First name',
        'Time per week (min)',
        'Total time (min)',
        'Growth (%)',
      ]),
    );
    expect(exported.rows.flat()).toContain('Needs attention');
    // The minutes add up to the raw events' play time.
    const tf = parseTimeframe('30d', today);
    const total = columns.findIndex((c) => c.key === 'total_session_time');
    const ids = fixture.oracle.studentsWhere((c) => c === server.home.ids.ownClassroomId);
    const minutes = ids.map((id) =>
      Math.round(
        expectedMetrics(fixture.oracle.expectedFor([id], tf.from, tf.to), '30d', today).total_session_time /
          60_000,
      ),
    );
    expect(exported.rows.map((row) => Number(row[total])).sort()).toEqual(minutes.sort());
    const audit = await auditEntries(server, { action: 'export', target: 'students' });
    expect(audit.length).toBeGreaterThan(0);
  });

  it('no averages over 7 days or less; percent growth left out of the student list for a fractions reader only', async () => {
    const week = await exportOf(classroomStudents('7d'), 'teacher');
    expectScreenFigures(week, 'student', { locale: 'en-us', growthAsPercent: true });
    expect(week.headers.some((h) => /per week/i.test(h))).toBe(false);
    expect(week.headers).toContain('Growth (%)');
    const fractions = await exportOf(classroomStudents('30d'), 'schoolAdmin');
    expectScreenFigures(fractions, 'student', { locale: 'en-us', growthAsPercent: false });
    expect(fractions.headers).not.toContain('Growth (%)');
    expect(fractions.headers).toContain('Time per week (min)');
    // Admin tables show growth as a percent whatever the setting.
    const schools = await exportOf('schools?timeframe=30d', 'schoolAdmin');
    expectScreenFigures(schools, 'school', { locale: 'en-us', growthAsPercent: false });
    expect(schools.headers).toContain('Growth (%)');
  });

  it('every admin list exports per week, teachers with first and last name; a column empty in every row is left out', async () => {
    const { ids } = server.home;
    for (const [path, report] of [
      ['schools?timeframe=30d', 'school'],
      ['grades?timeframe=30d', 'grade'],
      [`teachers?school_id=${ids.ownSchoolId}&timeframe=30d`, 'teacher'],
      [`teachers/${ids.ownTeacherId}/classrooms?timeframe=30d`, 'classroom'],
    ] as const) {
      const exported = await exportOf(path, 'districtAdmin');
      expectScreenFigures(exported, report, { locale: 'en-us', growthAsPercent: true });
      expect(exported.headers, path).toContain('Time per week (min)');
      expect(
        exported.headers.some((h) => /month/i.test(h)),
        path,
      ).toBe(false);
      // Admins see no warning and nobody here is excellent: no status in any row, so no Status column.
      expect(
        exported.json.data.every((row) => row.status === null),
        path,
      ).toBe(true);
      expect(exported.headers, path).not.toContain('Status');
    }
    const teachers = await exportOf(`teachers?school_id=${ids.ownSchoolId}`, 'districtAdmin');
    expect(teachers.headers.slice(0, 2)).toEqual(['First name', 'Last name']);
  });

  it('grades are named in the language of the export, as on screen', async () => {
    for (const locale of ['es-mx', 'en-gb'] as const) {
      const exported = await exportOf(`grades?timeframe=30d&locale=${locale}`, 'districtAdmin');
      expectScreenFigures(exported, 'grade', { locale, growthAsPercent: true });
      const column = exported.headers.indexOf(label(locale, 'report.column.name'));
      const names = exported.rows.map((row) => row[column]);
      expect(names.length, locale).toBeGreaterThan(1);
      for (const name of names) expect(name, locale).not.toMatch(/Grade|Kindergarten/);
    }
  });

  it('headers and words in Spanish with locale=es-mx, else in the language of the district country', async () => {
    const spanish = await exportOf(`${classroomStudents('30d')}&locale=es-mx`, 'teacher');
    expectScreenFigures(spanish, 'student', { locale: 'es-mx', growthAsPercent: true });
    expect(spanish.headers).toEqual(
      expect.arrayContaining(['Estado', 'Nombre', 'Apellido', 'Tiempo por semana (min)', 'Crecimiento (%)']),
    );
    expect(spanish.rows.flat()).toContain('Necesita atención');
    const setCountry = (country: string) =>
      server.database.db
        .updateTable('districts')
        .set({ country })
        .where('district_id', '=', server.home.districtId)
        .execute();
    try {
      for (const [country, locale, lastName] of [
        ['MX', 'es-mx', 'Apellido'],
        ['GB', 'en-gb', 'Surname'],
      ] as const) {
        await setCountry(country);
        const exported = await exportOf(classroomStudents('30d'), 'teacher');
        expectScreenFigures(exported, 'student', { locale, growthAsPercent: true });
        expect(exported.headers, country).toContain(lastName);
      }
      // The query wins over the country.
      const english = await exportOf(`${classroomStudents('30d')}&locale=en-us`, 'teacher');
      expect(english.headers).toContain('Last name');
    } finally {
      await setCountry('US');
    }
  });

  it('a formula-looking name is written as text, never as a formula', async () => {
    const { ids } = server.home;
    const formula = "=cmd|' /C calc'!A0";
    const original = server.home.roster.students.find((s) => s.student_id === ids.ownStudentId)!;
    const setName = (first_name: string, last_name: string) =>
      server.database.db
        .updateTable('students')
        .set({ first_name, last_name })
        .where('district_id', '=', server.home.districtId)
        .where('student_id', '=', ids.ownStudentId)
        .execute();
    await setName(formula, '@SUM(1+1),"x"');
    try {
      const exported = await exportOf(classroomStudents('30d'), 'teacher');
      const first = exported.headers.indexOf('First name');
      const last = exported.headers.indexOf('Last name');
      const row = exported.rows.find((r) => r[first]!.includes('cmd|'))!;
      expect(row[first]).toBe(`'${formula}`);
      expect(row[last]).toBe(`'@SUM(1+1),"x"`);
      for (const cell of exported.rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    } finally {
      await setName(original.first_name, original.last_name);
    }
  });
});
