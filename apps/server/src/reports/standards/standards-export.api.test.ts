/**
 * The classroom standards exports (spec §7 "Export"): the grid as CSV and as a workbook, and the student standards
 * report workbook, opened with the spreadsheet library and compared with the figures recomputed from the
 * standards fixture's hand-written events; audited; refused outside the classroom, to guardians and in a district
 * without classroom_standards_export_enabled.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { S1, S3, standardsOfLevel, useStandardsFixture } from './standards-fixture.js';
import { standardOf } from '../../testing/learning-fixture.js';

const { server, get, base, classroomStudents, expectedStates, classroomStandard } = useStandardsFixture();

const exportUrl = (query: string) =>
  `${base()}/classrooms/${server.home.ids.ownClassroomId}/standards/export?level_id=3${query}`;
const workbookUrl = () =>
  `/api/v1/districts/${server.home.districtId}/reports/studentstandardsreport?classroom_id=${server.home.ids.ownClassroomId}&level_id=3`;

/** The students as the grid lists them: by first name, then last name. */
const studentsInOrder = () =>
  [...classroomStudents()].sort(
    (a, b) => a.first_name.localeCompare(b.first_name) || a.last_name.localeCompare(b.last_name),
  );

async function openWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe('classroom standards exports', () => {
  it('CSV: a row per student, a column per standard of the grade with the percent complete', async () => {
    const response = await get(exportUrl('&format=csv'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = response.body.trim().split('\r\n');
    const codes = standardsOfLevel(3).map((s) => s.code);
    expect(header).toBe(['First name', 'Last name', ...codes].join(','));
    const students = studentsInOrder();
    expect(lines).toHaveLength(students.length);
    const s1 = codes.indexOf(S1);
    lines.forEach((line, i) => {
      const states = expectedStates(students[i]!.student_id);
      const cells = line.split(',');
      expect(cells[1]).toBe(students[i]!.last_name);
      expect(Number(cells[2 + s1])).toBe(states.get(standardOf(S1).standard_id)?.percent ?? 0);
    });
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'export')
      .where('detail', 'like', '%standards/export%')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('workbook: the grid with each cell coloured by status, and the standards key with class figures', async () => {
    for (const url of [exportUrl('&format=xlsx'), workbookUrl()]) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = await openWorkbook(response.rawPayload);
      const [grid, key] = workbook.worksheets;
      expect([grid!.name, key!.name]).toEqual(['Students', 'Standards']);
      const codes = standardsOfLevel(3).map((s) => s.code);
      expect(rowValues(grid!, 1)).toEqual(['First name', 'Last name', ...codes]);
      const students = studentsInOrder();
      expect(grid!.rowCount).toBe(students.length + 1);
      for (const [i, student] of students.entries()) {
        const states = expectedStates(student.student_id);
        const values = rowValues(grid!, i + 2);
        expect(values.slice(0, 2)).toEqual([student.first_name, student.last_name]);
        for (const code of [S1, S3]) {
          const column = codes.indexOf(code);
          const state = states.get(standardOf(code).standard_id);
          expect(values[2 + column]).toBe(state?.percent ?? 0);
          const fill = grid!.getCell(i + 2, 3 + column).fill as ExcelJS.FillPattern | undefined;
          const colour = fill?.fgColor?.argb;
          if (state?.status === 'PROFICIENT') expect(colour).toBe('FFD4EDDA');
          if (state?.status === 'NEEDS_ATTENTION') expect(colour).toBe('FFF8D7DA');
          if (!state) expect(colour).toBeUndefined();
        }
      }
      const s1Row = rowValues(key!, 2 + codes.indexOf(S1));
      const expected = classroomStandard(standardOf(S1).standard_id);
      expect(s1Row[0]).toBe(S1);
      expect(s1Row.slice(2)).toEqual([
        expected.percent_complete,
        expected.totals.NOT_STARTED,
        expected.totals.NEEDS_ATTENTION,
        expected.totals.IN_PROGRESS,
        expected.totals.PROFICIENT,
      ]);
    }
  });

  it('is refused for another school’s classroom, a guardian, and where the district has exports off', async () => {
    const other = `${base()}/classrooms/${server.home.ids.otherSchoolClassroomId}/standards/export`;
    expect((await get(other, 'teacher')).statusCode).toBe(403);
    expect((await get(exportUrl(''), 'guardian')).statusCode).toBe(403);
    expect((await get(exportUrl('&format=pdf'))).statusCode).toBe(400);
    const db = server.database.db;
    const district = await db
      .selectFrom('districts')
      .select('feature_flags')
      .where('district_id', '=', server.home.districtId)
      .executeTakeFirstOrThrow();
    const flags = JSON.parse(district.feature_flags) as Record<string, boolean>;
    const setFlag = (on: boolean) =>
      db
        .updateTable('districts')
        .set({ feature_flags: JSON.stringify({ ...flags, classroom_standards_export_enabled: on }) })
        .where('district_id', '=', server.home.districtId)
        .execute();
    await setFlag(false);
    try {
      await new Promise((resolve) => setTimeout(resolve, 5_100));
      expect((await get(exportUrl(''))).statusCode).toBe(403);
      expect((await get(workbookUrl())).statusCode).toBe(403);
    } finally {
      await setFlag(true);
    }
  });
});
