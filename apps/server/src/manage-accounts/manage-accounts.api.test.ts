/**
 * The Manage page's settings and lists (spec §2, §5, §6, §7): who may read and save a teacher's, school's and
 * district's settings, error 1000 when editing is blocked, 400 for bad saves with nothing written, the audit
 * entry with before and after, and the lists recomputed from the fixture roster.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] });
type Role = 'districtAdmin' | 'schoolAdmin' | 'teacher' | 'guardian';

const db = () => server.database.db;
const home = () => server.home;
const teacherRow = (teacherId: number) =>
  db()
    .selectFrom('teachers')
    .selectAll()
    .where('district_id', '=', home().districtId)
    .where('teacher_id', '=', teacherId)
    .executeTakeFirstOrThrow();
const auditRows = () =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'target', 'detail', 'customer_id'])
    .where('action', '=', 'account_settings_changed')
    .orderBy('audit_id')
    .execute();
const post = (url: string, body: object, role: Role) => server.sendAs('POST', url, body, role);
const teacherSave = (teacherId: number, fields: object = {}) => ({
  id: teacherId,
  provision_uid: `teacher-${teacherId}`,
  type: 'teacher',
  ...fields,
});

async function setEditLocked(role: Role, locked: boolean) {
  await db()
    .updateTable('customers')
    .set({ edit_locked: locked })
    .where('username', '=', home().logins[role])
    .execute();
}

describe('teacher settings (GET/POST /m/teacher/{id}/settings)', () => {
  beforeEach(async () => {
    await setEditLocked('schoolAdmin', false);
  });

  it('reads a teacher for the district admin, the school admin of their school and the teacher themself', async () => {
    const id = home().ids.ownTeacherId;
    const stored = await teacherRow(id);
    for (const role of ['districtAdmin', 'schoolAdmin', 'teacher'] as const) {
      const response = await server.getAs(`/m/teacher/${id}/settings`, role);
      expect(response.statusCode, role).toBe(200);
      expect(response.json().data).toMatchObject({
        id,
        type: 'teacher',
        provision_uid: stored.provision_uid,
        first_name: stored.first_name,
        last_name: stored.last_name,
        school_id: home().ids.ownSchoolId,
        editable: true,
        academic_standard: 'ccss',
      });
    }
  });

  it('refuses other schools, other teachers, guardians and other districts', async () => {
    const ids = home().ids;
    const cases: [string, Role][] = [
      [`/m/teacher/${ids.otherSchoolTeacherId}/settings`, 'schoolAdmin'],
      [`/m/teacher/${ids.sameSchoolTeacherId}/settings`, 'teacher'],
      [`/m/teacher/${ids.ownTeacherId}/settings`, 'guardian'],
      [`/m/teacher/${server.foreign.ids.ownTeacherId}/settings`, 'districtAdmin'],
    ];
    for (const [url, role] of cases) {
      const response = await server.getAs(url, role);
      expect(response.statusCode, `${role} ${url}`).toBe(403);
      expect(response.json().apiError.message).toBeTruthy();
    }
  });

  it('saves only the changed fields on the teacher and their account, audited with before and after', async () => {
    const id = home().ids.sameSchoolTeacherId;
    const before = await teacherRow(id);
    const auditsBefore = (await auditRows()).length;
    const response = await post(
      `/m/teacher/${id}/settings`,
      teacherSave(id, { first_name: 'Marisol', last_name: before.last_name }),
      'schoolAdmin',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.changed).toEqual(['first_name']);
    expect((await teacherRow(id)).first_name).toBe('Marisol');
    const account = await db()
      .selectFrom('customers')
      .select('first_name')
      .where('district_id', '=', home().districtId)
      .where('teacher_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(account?.first_name).toBe('Marisol');
    const audits = await auditRows();
    expect(audits.length).toBe(auditsBefore + 1);
    expect(JSON.parse(audits.at(-1)!.detail!)).toEqual({
      type: 'teacher',
      id,
      before: { first_name: before.first_name },
      after: { first_name: 'Marisol' },
    });
    // The reports' teacher list reads the saved name.
    const list = await server.getAs(
      `/r/districts/${home().districtId}/teachers?timeframe=30d`,
      'schoolAdmin',
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.find((t: { id: number }) => t.id === id)?.first_name).toBe('Marisol');
    // Saving the same values again changes nothing and writes no audit entry.
    const again = await post(
      `/m/teacher/${id}/settings`,
      teacherSave(id, { first_name: 'Marisol' }),
      'schoolAdmin',
    );
    expect(again.json().data.changed).toEqual([]);
    expect((await auditRows()).length).toBe(auditsBefore + 1);
  });

  it('answers error 1000 to an edit-locked account and for a teacher without a provision id, writing nothing', async () => {
    const id = home().ids.ownTeacherId;
    const name = (await teacherRow(id)).first_name;
    const auditsBefore = (await auditRows()).length;
    await setEditLocked('schoolAdmin', true);
    const locked = await post(
      `/m/teacher/${id}/settings`,
      teacherSave(id, { first_name: 'Locked' }),
      'schoolAdmin',
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json().apiError).toMatchObject({
      code: 1000,
      editBlocked: { object_type: 2, object_id: id },
    });
    expect((await server.getAs(`/m/teacher/${id}/settings`, 'schoolAdmin')).json().data.editable).toBe(false);
    await setEditLocked('schoolAdmin', false);

    await db()
      .updateTable('teachers')
      .set({ provision_uid: null })
      .where('district_id', '=', home().districtId)
      .where('teacher_id', '=', id)
      .execute();
    const unprovisioned = await post(
      `/m/teacher/${id}/settings`,
      teacherSave(id, { first_name: 'Nope' }),
      'districtAdmin',
    );
    expect(unprovisioned.statusCode).toBe(409);
    expect(unprovisioned.json().apiError.code).toBe(1000);
    await db()
      .updateTable('teachers')
      .set({ provision_uid: `teacher-${id}` })
      .where('district_id', '=', home().districtId)
      .where('teacher_id', '=', id)
      .execute();

    expect((await teacherRow(id)).first_name).toBe(name);
    expect((await auditRows()).length).toBe(auditsBefore);
  });

  it('answers 400 to bad saves and writes nothing', async () => {
    const id = home().ids.ownTeacherId;
    const before = await teacherRow(id);
    const auditsBefore = (await auditRows()).length;
    const bodies = [
      teacherSave(id, { first_name: '' }),
      teacherSave(id, { first_name: 'x'.repeat(101) }),
      teacherSave(id, { email_address: 'not-an-email' }),
      teacherSave(id, { password: 'sneaky' }),
      { ...teacherSave(id, { first_name: 'Wrong' }), id: id + 1 },
      { ...teacherSave(id, { first_name: 'Wrong' }), provision_uid: 'teacher-0' },
      { ...teacherSave(id, { first_name: 'Wrong' }), type: 'school' },
      { first_name: 'No ids' },
    ];
    for (const body of bodies) {
      const response = await post(`/m/teacher/${id}/settings`, body, 'districtAdmin');
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().apiError.message).toBeTruthy();
    }
    expect(await teacherRow(id)).toEqual(before);
    expect((await auditRows()).length).toBe(auditsBefore);
  });
});

describe('a teacher’s academic standard (GET/POST /m/teacher/{id}/academic_standards)', () => {
  it('offers the catalogue, keeps a selectable choice and refuses one without content', async () => {
    const id = home().ids.ownTeacherId;
    const read = await server.getAs(`/m/teacher/${id}/academic_standards`, 'teacher');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ selected: 'ccss', district_default: 'ccss', editable: true });
    expect(read.json().data.academic_standards.map((s: { name: string }) => s.name)).toContain('teks');
    const refused = await post(
      `/m/teacher/${id}/academic_standards`,
      { ...teacherSave(id), academic_standard: 'teks' },
      'teacher',
    );
    expect(refused.statusCode).toBe(400);
    const saved = await post(
      `/m/teacher/${id}/academic_standards`,
      { ...teacherSave(id), academic_standard: 'ccss' },
      'teacher',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await db()
      .selectFrom('teacher_settings')
      .selectAll()
      .where('district_id', '=', home().districtId)
      .execute();
    expect(row).toEqual([{ district_id: home().districtId, teacher_id: id, academic_standard: 'ccss' }]);
    const other = await post(
      `/m/teacher/${home().ids.sameSchoolTeacherId}/academic_standards`,
      { ...teacherSave(home().ids.sameSchoolTeacherId), academic_standard: 'ccss' },
      'teacher',
    );
    expect(other.statusCode).toBe(403);
  });
});

describe('school settings and lists (/m/school/{id}/…)', () => {
  it('saves a school’s name, city and zip for its admin; refuses teachers and other schools', async () => {
    const id = home().ids.ownSchoolId;
    const save = { id, provision_uid: `school-${id}`, type: 'school', city: 'Springfield', zip: '12345' };
    const response = await post(`/m/school/${id}/settings`, save, 'schoolAdmin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.changed.sort()).toEqual(['city', 'zip']);
    const read = await server.getAs(`/m/school/${id}/settings`, 'districtAdmin');
    expect(read.json().data).toMatchObject({ city: 'Springfield', zip: '12345', editable: true });
    expect(
      (await post(`/m/school/${id}/settings`, { ...save, zip: '<script>' }, 'schoolAdmin')).statusCode,
    ).toBe(400);
    expect((await post(`/m/school/${id}/settings`, save, 'teacher')).statusCode).toBe(403);
    const other = home().ids.otherSchoolId;
    expect((await server.getAs(`/m/school/${other}/settings`, 'schoolAdmin')).statusCode).toBe(403);
    expect(
      (await server.getAs(`/m/school/${server.foreign.ids.ownSchoolId}/teachers`, 'districtAdmin'))
        .statusCode,
    ).toBe(403);
  });

  it('lists the school’s teachers, classrooms (with their student counts) and students from the roster', async () => {
    const id = home().ids.ownSchoolId;
    const roster = home().roster;
    const classrooms = roster.classrooms.filter((c) => c.school_id === id);
    const enrolled = (classroomId: number) =>
      roster.enrollments.filter((e) => e.classroom_id === classroomId);
    const teachers = (await server.getAs(`/m/school/${id}/teachers`, 'schoolAdmin')).json().data;
    expect(teachers.map((t: { id: number }) => t.id).sort()).toEqual(
      roster.teachers
        .filter((t) => t.school_id === id)
        .map((t) => t.teacher_id)
        .sort(),
    );
    const own = teachers.find((t: { id: number }) => t.id === home().ids.ownTeacherId);
    expect(own.classroom_count).toBe(classrooms.filter((c) => c.teacher_id === own.id).length);
    const listed = (await server.getAs(`/m/school/${id}/classrooms`, 'schoolAdmin')).json().data;
    expect(listed.map((c: { id: number; student_count: number }) => [c.id, c.student_count]).sort()).toEqual(
      classrooms.map((c) => [c.classroom_id, enrolled(c.classroom_id).length]).sort(),
    );
    const students = (await server.getAs(`/m/school/${id}/students`, 'districtAdmin')).json().data;
    const expected = new Set(classrooms.flatMap((c) => enrolled(c.classroom_id).map((e) => e.student_id)));
    expect(students.map((s: { id: number }) => s.id).sort()).toEqual([...expected].sort());
    expect(students.some((s: { id: number }) => s.id === home().ids.otherSchoolStudentId)).toBe(false);
  });
});

describe('district settings (GET/POST /m/district/{id}/settings)', () => {
  it('lets the district admin change the name and a rostering option, audited; refuses everyone else', async () => {
    const d = home().districtId;
    const save = {
      id: d,
      provision_uid: `district-${d}`,
      type: 'district',
      options: { teacher_rostering_enabled: false },
    };
    const response = await post(`/m/district/${d}/settings`, save, 'districtAdmin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.changed).toEqual(['teacher_rostering_enabled']);
    const read = (await server.getAs(`/m/district/${d}/settings`, 'districtAdmin')).json().data;
    expect(read.options.teacher_rostering_enabled).toBe(false);
    expect(JSON.parse((await auditRows()).at(-1)!.detail!)).toMatchObject({
      before: { teacher_rostering_enabled: true },
      after: { teacher_rostering_enabled: false },
    });
    const back = await post(
      `/m/district/${d}/settings`,
      { ...save, options: { teacher_rostering_enabled: true } },
      'districtAdmin',
    );
    expect(back.statusCode).toBe(200);
    expect(
      (await post(`/m/district/${d}/settings`, { ...save, options: { sso_only: true } }, 'districtAdmin'))
        .statusCode,
    ).toBe(400);
    for (const role of ['schoolAdmin', 'teacher', 'guardian'] as const)
      expect((await post(`/m/district/${d}/settings`, save, role)).statusCode, role).toBe(403);
    const foreign = server.foreign.districtId;
    expect((await server.getAs(`/m/district/${foreign}/settings`, 'districtAdmin')).statusCode).toBe(403);
  });

  it('keeps the getting-started tour from showing on sign-in across the district when the admin says so', async () => {
    const d = home().districtId;
    const save = { id: d, provision_uid: `district-${d}`, type: 'district' };
    const configured = async () =>
      (await server.getAs('/n/customer_info', 'teacher')).json().data.hide_ftue_configured as boolean;
    expect(await configured()).toBe(false);
    const hide = await post(
      `/m/district/${d}/settings`,
      { ...save, options: { hide_ftue: true } },
      'districtAdmin',
    );
    expect(hide.json().data.changed).toEqual(['hide_ftue']);
    expect(await configured()).toBe(true);
    await post(`/m/district/${d}/settings`, { ...save, options: { hide_ftue: false } }, 'districtAdmin');
    expect(await configured()).toBe(false);
  });
});

describe('unassigned students and teachers (/m/unassigned/…)', () => {
  it('lists students in no classroom for the district admin and teachers with none within the caller’s schools', async () => {
    const d = home().districtId;
    const studentId = home().ids.otherSchoolStudentId;
    const enrollments = await db()
      .selectFrom('enrollments')
      .selectAll()
      .where('district_id', '=', d)
      .where('student_id', '=', studentId)
      .execute();
    await db()
      .deleteFrom('enrollments')
      .where('district_id', '=', d)
      .where('student_id', '=', studentId)
      .execute();
    const spare = (teacherId: number, schoolId: number) => ({
      district_id: d,
      teacher_id: teacherId,
      school_id: schoolId,
      first_name: 'Spare',
      last_name: `Teacher ${teacherId}`,
      email_address: null,
      provision_uid: null,
    });
    await db()
      .insertInto('teachers')
      .values([spare(990_001, home().ids.ownSchoolId), spare(990_002, home().ids.otherSchoolId)])
      .execute();
    try {
      const students = (await server.getAs('/m/unassigned/students', 'districtAdmin')).json().data;
      expect(students.map((s: { id: number }) => s.id)).toEqual([studentId]);
      expect((await server.getAs('/m/unassigned/students', 'schoolAdmin')).json().data).toEqual([]);
      const byDistrictAdmin = (await server.getAs('/m/unassigned/teachers', 'districtAdmin')).json().data;
      expect(byDistrictAdmin.map((t: { id: number }) => t.id)).toEqual([990_001, 990_002]);
      const bySchoolAdmin = (await server.getAs('/m/unassigned/teachers', 'schoolAdmin')).json().data;
      expect(bySchoolAdmin.map((t: { id: number }) => t.id)).toEqual([990_001]);
      for (const role of ['teacher', 'guardian'] as const) {
        expect((await server.getAs('/m/unassigned/students', role)).statusCode, role).toBe(403);
        expect((await server.getAs('/m/unassigned/teachers', role)).statusCode, role).toBe(403);
      }
    } finally {
      await db().insertInto('enrollments').values(enrollments).execute();
      await db()
        .deleteFrom('teachers')
        .where('district_id', '=', d)
        .where('teacher_id', 'in', [990_001, 990_002])
        .execute();
    }
  });
});
