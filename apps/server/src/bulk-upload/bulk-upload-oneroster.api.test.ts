import { CSRF_HEADER, CSRF_HEADER_VALUE, type BulkApplyResult, type BulkPreview } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';
import {
  multipartFile,
  oneRosterUser,
  oneRosterZip,
  rosterCounts,
  type OneRosterRows,
} from './bulk-upload-fixtures.js';

const server = useTestServer({ signIn: ['districtAdmin'] });
const headers = () => ({ cookie: server.cookies.districtAdmin, [CSRF_HEADER]: CSRF_HEADER_VALUE });
const base = () => `/u/district/${server.home.districtId}/bulkupload`;

/**
 * A district org (not a school: left out), one school, a teacher, two fourth graders and a parent (left out), one
 * class taught by the teacher (primary) with both students, and an enrollment in a class the bundle does not have.
 */
const BUNDLE: OneRosterRows = {
  orgs: [
    ['OR-D', 'active', '', 'Lakeside District', 'district', '', ''],
    ['OR-SCH', 'active', '', 'Lakeside Elementary', 'school', 'LE', 'OR-D'],
  ],
  users: [
    oneRosterUser('OR-T1', 'teacher', 'OR-SCH', 'Grace', 'Hopper'),
    oneRosterUser('OR-S1', 'student', 'OR-SCH', 'Ada', 'Byron', '04'),
    oneRosterUser('OR-S2', 'student', 'OR-SCH', 'Alan', 'Turing', '04'),
    [
      'OR-P1',
      'active',
      '',
      'true',
      'OR-SCH',
      'parent',
      'parent1',
      '',
      'Pat',
      'Byron',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ],
  ],
  classes: [
    ['OR-C1', 'active', '', 'Grade 4 Math A', '04', '', '', 'scheduled', '', 'OR-SCH', '', '', '', ''],
  ],
  enrollments: [
    ['OR-E1', 'active', '', 'OR-C1', 'OR-SCH', 'OR-T1', 'teacher', 'true', '', ''],
    ['OR-E2', 'active', '', 'OR-C1', 'OR-SCH', 'OR-S1', 'student', 'false', '', ''],
    ['OR-E3', 'active', '', 'OR-C1', 'OR-SCH', 'OR-S2', 'student', 'false', '', ''],
    ['OR-E4', 'active', '', 'OR-C9', 'OR-SCH', 'OR-S2', 'student', 'false', '', ''],
  ],
};

async function upload(zip: Uint8Array) {
  const { payload, contentType } = multipartFile('sis-export.zip', zip, 'application/zip');
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

describe('bulk upload of a OneRoster 1.1 bundle', () => {
  it('creates the school, teacher, class, students and enrollments; a second apply changes nothing', async () => {
    const db = server.database.db;
    const before = await rosterCounts(db, server.home.districtId);
    const zip = oneRosterZip(BUNDLE, { 'manifest.csv': 'propertyName,value\nmanifest.version,1.0\n' });
    const preview = await upload(zip);
    expect(preview.format).toBe('oneroster');
    // 1 school + 1 teacher + 1 class + 2 students + 2 student enrollments; OR-E4 names a class that is nowhere.
    expect(preview.counts).toEqual({ create: 7, update: 0, unchanged: 0, refused: 1 });
    const refused = await server.app.inject({
      method: 'GET',
      url: `${base()}/${preview.upload_id}/rows?outcome=refused`,
      headers: headers(),
    });
    expect(refused.json().data.rows).toEqual([
      {
        file: 'enrollments.csv',
        line: 5,
        kind: 'enrollment',
        source_id: 'OR-E4',
        outcome: 'refused',
        reason: 'unknown_classroom',
        field: 'classSourcedId',
      },
    ]);

    const result = await apply(preview.upload_id);
    expect(result.by_kind).toEqual({
      school: { create: 1, update: 0, unchanged: 0, refused: 0 },
      teacher: { create: 1, update: 0, unchanged: 0, refused: 0 },
      classroom: { create: 1, update: 0, unchanged: 0, refused: 0 },
      student: { create: 2, update: 0, unchanged: 0, refused: 0 },
      enrollment: { create: 2, update: 0, unchanged: 0, refused: 1 },
    });
    const after = await rosterCounts(db, server.home.districtId);
    expect(after).toEqual({
      schools: before.schools + 1,
      teachers: before.teachers + 1,
      classrooms: before.classrooms + 1,
      students: before.students + 2,
      enrollments: before.enrollments + 2,
      sources: before.sources + 5,
      audits: before.audits + 1,
    });
    const room = await db
      .selectFrom('classrooms')
      .innerJoin('teachers', (j) =>
        j
          .onRef('teachers.district_id', '=', 'classrooms.district_id')
          .onRef('teachers.teacher_id', '=', 'classrooms.teacher_id'),
      )
      .select(['classrooms.name', 'classrooms.grade_id', 'teachers.last_name', 'classrooms.provision_uid'])
      .where('classrooms.district_id', '=', server.home.districtId)
      .where('classrooms.name', '=', 'Grade 4 Math A')
      .executeTakeFirstOrThrow();
    expect(room).toEqual({
      name: 'Grade 4 Math A',
      grade_id: 4,
      last_name: 'Hopper',
      provision_uid: 'OR-C1',
    });

    const again = await upload(zip);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 7, refused: 1 });
    await apply(again.upload_id);
    expect(await rosterCounts(db, server.home.districtId)).toEqual({ ...after, audits: after.audits + 1 });
  });

  it('reads multi-grade classes and leaves rows marked tobedeleted out', async () => {
    const bundle: OneRosterRows = {
      ...BUNDLE,
      classes: [
        ['OR-C2', 'active', '', 'Combined 3-4', '03,04', '', '', 'scheduled', '', 'OR-SCH', '', '', '', ''],
        ['OR-C3', 'tobedeleted', '', 'Old class', '04', '', '', 'scheduled', '', 'OR-SCH', '', '', '', ''],
      ],
      enrollments: [['OR-E9', 'active', '', 'OR-C2', 'OR-SCH', 'OR-T1', 'teacher', 'true', '', '']],
    };
    const preview = await upload(oneRosterZip(bundle));
    // School, teacher and students are unchanged from the first test; one new class, no student enrollments.
    expect(preview.counts).toEqual({ create: 1, update: 0, unchanged: 4, refused: 0 });
    await apply(preview.upload_id);
    const room = await server.database.db
      .selectFrom('classrooms')
      .select(['grade_id'])
      .where('district_id', '=', server.home.districtId)
      .where('provision_uid', '=', 'OR-C2')
      .executeTakeFirstOrThrow();
    expect(room.grade_id).toBe(1000);
  });
});
