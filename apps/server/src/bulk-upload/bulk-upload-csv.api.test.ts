import {
  BULK_CSV_COLUMNS,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type BulkApplyResult,
  type BulkPreview,
} from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';
import { csvText, multipartFile, rosterCounts } from './bulk-upload-fixtures.js';
import { withSources } from './roster-sources.table.js';

const server = useTestServer({ signIn: ['districtAdmin'] });
const headers = () => ({ cookie: server.cookies.districtAdmin, [CSRF_HEADER]: CSRF_HEADER_VALUE });
const base = () => `/u/district/${server.home.districtId}/bulkupload`;

/** One row of the dashboard CSV: only the named columns filled. */
const row = (cells: Partial<Record<(typeof BULK_CSV_COLUMNS)[number], string>>) =>
  BULK_CSV_COLUMNS.map((column) => cells[column] ?? '');

/** A school, its teacher, two classrooms and three students, one with an unknown grade; a classroom of no school. */
function rosterRows(lastNameOfMia = 'Chen', roomName = 'Room 12 Math') {
  return [
    row({ record_type: 'school', source_id: 'SCH-1', school_name: 'Maple Grove Elementary' }),
    row({
      record_type: 'teacher',
      source_id: 'T-1',
      school_source_id: 'SCH-1',
      first_name: 'Ana',
      last_name: 'Lopez',
      email_address: 'ana.lopez@example.org',
    }),
    row({
      record_type: 'classroom',
      source_id: 'C-1',
      school_source_id: 'SCH-1',
      teacher_source_id: 'T-1',
      classroom_name: roomName,
      grade: '3',
    }),
    row({
      record_type: 'classroom',
      source_id: 'C-2',
      school_source_id: 'SCH-1',
      teacher_source_id: 'T-1',
      classroom_name: 'Kinder Stars',
      grade: 'K',
    }),
    row({
      record_type: 'student',
      source_id: 'S-1',
      first_name: 'Mia',
      last_name: lastNameOfMia,
      username: 'mchen.bulk',
      grade: '3',
      classroom_source_ids: 'C-1',
    }),
    row({
      record_type: 'student',
      source_id: 'S-2',
      first_name: 'Leo',
      last_name: 'Diaz',
      grade: '3',
      classroom_source_ids: 'C-1;C-2',
    }),
    row({
      record_type: 'student',
      source_id: 'S-3',
      first_name: 'Ava',
      last_name: 'Kim',
      grade: '11',
      classroom_source_ids: 'C-1',
    }),
    row({
      record_type: 'classroom',
      source_id: 'C-3',
      school_source_id: 'SCH-404',
      teacher_source_id: 'T-1',
      classroom_name: 'Orphan Room',
      grade: '4',
    }),
  ];
}

async function upload(text: string) {
  const { payload, contentType } = multipartFile('roster.csv', text);
  const response = await server.app.inject({
    method: 'POST',
    url: base(),
    payload,
    headers: { ...headers(), 'content-type': contentType },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as BulkPreview;
}

async function apply(uploadId: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: `${base()}/${uploadId}/apply`,
    headers: headers(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as BulkApplyResult;
}

const csv = (...args: Parameters<typeof rosterRows>) => csvText([...BULK_CSV_COLUMNS], rosterRows(...args));

describe('bulk upload of the dashboard CSV', () => {
  it('previews per row, writes nothing until applied, then applies every accepted row at once', async () => {
    const db = server.database.db;
    const before = await rosterCounts(db, server.home.districtId);
    const preview = await upload(csv());
    // Created: 1 school, 1 teacher, 2 classrooms, 2 students, 3 enrollments (S-1@C-1, S-2@C-1, S-2@C-2).
    // Refused: S-3 (grade 11), its enrollment (its student is refused), C-3 (school SCH-404 is nowhere).
    expect(preview.counts).toEqual({ create: 9, update: 0, unchanged: 0, refused: 3 });
    expect(preview.rows_total).toBe(12);
    expect(preview.format).toBe('csv');
    expect(await rosterCounts(db, server.home.districtId)).toEqual(before);

    const refused = await server.app.inject({
      method: 'GET',
      url: `${base()}/${preview.upload_id}/rows?outcome=refused`,
      headers: headers(),
    });
    expect(refused.json().data).toMatchObject({ page: 1, pages: 1, total: 3 });
    expect(
      refused
        .json()
        .data.rows.map((r: { line: number; reason: string; field: string }) => [r.line, r.reason, r.field]),
    ).toEqual([
      [8, 'unknown_grade', 'grade'],
      [8, 'unknown_student', 'source_id'],
      [9, 'unknown_school', 'school_source_id'],
    ]);

    const result = await apply(preview.upload_id);
    expect(result.counts).toEqual({ create: 9, update: 0, unchanged: 0, refused: 3 });
    expect(result.by_kind.enrollment).toEqual({ create: 3, update: 0, unchanged: 0, refused: 1 });
    expect(await rosterCounts(db, server.home.districtId)).toEqual({
      schools: before.schools + 1,
      teachers: before.teachers + 1,
      classrooms: before.classrooms + 2,
      students: before.students + 2,
      enrollments: before.enrollments + 3,
      sources: before.sources + 6,
      audits: before.audits + 1,
    });

    const sources = await withSources(db)
      .selectFrom('roster_sources')
      .selectAll()
      .where('district_id', '=', server.home.districtId)
      .execute();
    const idOf = (kind: string, sourceId: string) =>
      Number(sources.find((s) => s.kind === kind && s.source_id === sourceId)!.object_id);
    const room = await db
      .selectFrom('classrooms')
      .selectAll()
      .where('district_id', '=', server.home.districtId)
      .where('classroom_id', '=', idOf('classroom', 'C-1'))
      .executeTakeFirstOrThrow();
    expect(room).toMatchObject({
      name: 'Room 12 Math',
      grade_id: 3,
      authentication_type: 2,
      teacher_id: idOf('teacher', 'T-1'),
      school_id: idOf('school', 'SCH-1'),
    });
    const leo = await db
      .selectFrom('students')
      .selectAll()
      .where('district_id', '=', server.home.districtId)
      .where('student_id', '=', idOf('student', 'S-2'))
      .executeTakeFirstOrThrow();
    expect(leo.username).toMatch(/^ldiaz\d*$/);
    expect(leo.picture_password).toBeGreaterThanOrEqual(1);

    // The new classroom is in the district admin's lists.
    const list = await server.app.inject({
      method: 'GET',
      url: `/n/districts/${server.home.districtId}/classrooms`,
      headers: headers(),
    });
    expect(list.json().data.map((c: { id: number; name: string }) => [c.id, c.name])).toContainEqual([
      idOf('classroom', 'C-1'),
      'Room 12 Math',
    ]);

    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('district_id', '=', server.home.districtId)
      .where('action', '=', 'bulk_upload_applied')
      .executeTakeFirstOrThrow();
    const detail = JSON.parse(audit.detail!);
    expect(detail.counts).toEqual(result.counts);
    expect(detail.created.classrooms.sort()).toEqual(
      [idOf('classroom', 'C-1'), idOf('classroom', 'C-2')].sort(),
    );
    expect(audit.customer_id).not.toBeNull();

    // Applied once: the same upload id is gone.
    const again = await server.app.inject({
      method: 'POST',
      url: `${base()}/${preview.upload_id}/apply`,
      headers: headers(),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().apiError.message).toMatch(/Upload the file again/);
  });

  it('applying the same file again changes nothing; a changed name is an update of that field only', async () => {
    const db = server.database.db;
    const before = await rosterCounts(db, server.home.districtId);
    const same = await upload(csv());
    expect(same.counts).toEqual({ create: 0, update: 0, unchanged: 9, refused: 3 });
    const result = await apply(same.upload_id);
    expect(result.counts).toEqual({ create: 0, update: 0, unchanged: 9, refused: 3 });
    expect(await rosterCounts(db, server.home.districtId)).toEqual({ ...before, audits: before.audits + 1 });

    const changed = await upload(csv('Chen-Wong', 'Room 12 Maths Lab'));
    expect(changed.counts).toEqual({ create: 0, update: 2, unchanged: 7, refused: 3 });
    const updates = await server.app.inject({
      method: 'GET',
      url: `${base()}/${changed.upload_id}/rows?outcome=update`,
      headers: headers(),
    });
    expect(
      updates.json().data.rows.map((r: { source_id: string; changes: string[] }) => [r.source_id, r.changes]),
    ).toEqual([
      ['C-1', ['name']],
      ['S-1', ['last_name']],
    ]);
    await apply(changed.upload_id);
    expect(await rosterCounts(db, server.home.districtId)).toEqual({ ...before, audits: before.audits + 2 });
    const mia = await db
      .selectFrom('students')
      .select('last_name')
      .where('district_id', '=', server.home.districtId)
      .where('username', '=', 'mchen.bulk')
      .executeTakeFirstOrThrow();
    expect(mia.last_name).toBe('Chen-Wong');
  });

  it('pages the rows 50 at a time', async () => {
    const students = Array.from({ length: 120 }, (_, i) =>
      row({
        record_type: 'student',
        source_id: `P-${i}`,
        first_name: 'Pat',
        last_name: `Page${i}`,
        grade: '5',
      }),
    );
    const preview = await upload(csvText([...BULK_CSV_COLUMNS], students));
    expect(preview.counts.create).toBe(120);
    const page3 = await server.app.inject({
      method: 'GET',
      url: `${base()}/${preview.upload_id}/rows?page=3`,
      headers: headers(),
    });
    expect(page3.json().data).toMatchObject({ page: 3, pages: 3, total: 120 });
    expect(page3.json().data.rows.map((r: { source_id: string }) => r.source_id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `P-${100 + i}`),
    );
  });
});
