import { ERROR_CODES } from '@dash/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';

/**
 * Classroom and student management (spec §5, §6, §7, §8): who may read and write, error 1000 when editing is
 * blocked, bad bodies refused with nothing written, each write audited (no passwords) and moving live versions.
 */
const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] });
type Role = 'districtAdmin' | 'schoolAdmin' | 'teacher' | 'guardian';

const db = () => server.database.db;
const home = () => server.home;
const ids = () => server.home.ids;
const classroomUrl = (id: number, call: string) => `/m/classroom/${id}/${call}`;
const studentUrl = (id: number, call: string) => `/m/student/${id}/${call}`;
const classroomIdentity = (id: number) => ({
  id,
  provision_uid: `classroom-${id}`,
  type: 'classroom' as const,
});
const studentIdentity = (id: number) => ({ id, provision_uid: `student-${id}`, type: 'student' as const });

const classroomRow = (id: number) =>
  db()
    .selectFrom('classrooms')
    .selectAll()
    .where('district_id', '=', home().districtId)
    .where('classroom_id', '=', id)
    .executeTakeFirstOrThrow();
const studentRow = (id: number) =>
  db()
    .selectFrom('students')
    .selectAll()
    .where('district_id', '=', home().districtId)
    .where('student_id', '=', id)
    .executeTakeFirstOrThrow();
const auditRows = (action: string) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('district_id', '=', home().districtId)
    .where('action', '=', action)
    .orderBy('audit_id')
    .execute();
const classroomVersion = async (id: number) =>
  (
    await db()
      .selectFrom('classroom_versions')
      .select('version')
      .where('district_id', '=', home().districtId)
      .where('classroom_id', '=', id)
      .executeTakeFirst()
  )?.version ?? 0;
const studentVersion = async (id: number) =>
  (
    await db()
      .selectFrom('student_versions')
      .select('version')
      .where('district_id', '=', home().districtId)
      .where('student_id', '=', id)
      .executeTakeFirst()
  )?.version ?? 0;

/** A student of the classroom other than the teacher's first one. */
const otherStudentOf = (classroomId: number, not: number) =>
  home().roster.enrollments.find((e) => e.classroom_id === classroomId && e.student_id !== not)!.student_id;

const post = (url: string, body: object, role: Role) => server.sendAs('POST', url, body, role);

async function setTeacherAccount(changes: { edit_locked?: boolean; provision_uid?: string | null }) {
  await db()
    .updateTable('customers')
    .set(changes)
    .where('district_id', '=', home().districtId)
    .where('username', '=', home().logins.teacher)
    .execute();
}

let fixtureOptions: Record<string, boolean> | undefined;
/** The fixture district's options with `changes` (none: as loaded). */
async function setDistrictOptions(changes: Record<string, boolean>) {
  fixtureOptions ??= JSON.parse(
    (
      await db()
        .selectFrom('districts')
        .select('options')
        .where('district_id', '=', home().districtId)
        .executeTakeFirstOrThrow()
    ).options,
  ) as Record<string, boolean>;
  await db()
    .updateTable('districts')
    .set({ options: JSON.stringify({ ...fixtureOptions, ...changes }) })
    .where('district_id', '=', home().districtId)
    .execute();
}

beforeEach(async () => {
  await setTeacherAccount({ edit_locked: false, provision_uid: 'customer-teacher' });
  await setDistrictOptions({});
});

describe('classroom settings panes (spec §2, §7)', () => {
  it('a teacher reads their classroom and switches it to text then picture passwords, audited, version moved', async () => {
    const id = ids().ownClassroomId;
    const read = await server.getAs(classroomUrl(id, 'authentication_type'), 'teacher');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ id, type: 'classroom', editable: true, authentication_type: 1 });

    const before = await classroomVersion(id);
    const auditsBefore = (await auditRows('classroom_settings_changed')).length;
    const toText = await post(
      classroomUrl(id, 'authentication_type'),
      { ...classroomIdentity(id), authentication_type: 2 },
      'teacher',
    );
    expect(toText.statusCode, toText.body).toBe(200);
    expect((await classroomRow(id)).authentication_type).toBe(2);
    const toPicture = await post(
      classroomUrl(id, 'authentication_type'),
      { ...classroomIdentity(id), authentication_type: 1 },
      'teacher',
    );
    expect(toPicture.json().data.authentication_type).toBe(1);
    expect((await classroomRow(id)).authentication_type).toBe(1);
    expect(await classroomVersion(id)).toBe(before + 2);

    const audits = (await auditRows('classroom_settings_changed')).slice(auditsBefore);
    expect(audits.map((a) => JSON.parse(a.detail!))).toEqual([
      { before: { authentication_type: 1 }, after: { authentication_type: 2 } },
      { before: { authentication_type: 2 }, after: { authentication_type: 1 } },
    ]);
    expect(audits.every((a) => a.target === `classroom:${id}` && a.outcome === 'success')).toBe(true);

    // Saving the value it already holds writes nothing and audits nothing.
    await post(
      classroomUrl(id, 'authentication_type'),
      { ...classroomIdentity(id), authentication_type: 1 },
      'teacher',
    );
    expect((await auditRows('classroom_settings_changed')).length).toBe(auditsBefore + 2);
  });

  it('saves only the changed fields of the settings and the restriction codes of spec §3', async () => {
    const id = ids().ownClassroomId;
    const row = await classroomRow(id);
    const renamed = await post(
      classroomUrl(id, 'settings'),
      { ...classroomIdentity(id), name: 'Kindergarten · Room 4' },
      'teacher',
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Kindergarten · Room 4', grade_id: row.grade_id });
    const last = (await auditRows('classroom_settings_changed')).at(-1)!;
    expect(JSON.parse(last.detail!)).toEqual({
      before: { name: row.name },
      after: { name: 'Kindergarten · Room 4' },
    });

    const restricted = await post(
      classroomUrl(id, 'engagement_restrictions'),
      { ...classroomIdentity(id), engagement_restrictions: ['arcade_restricted', 'school_hours'] },
      'teacher',
    );
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect(restricted.json().data.engagement_restrictions).toEqual(['arcade_restricted', 'school_hours']);
    expect(JSON.parse((await classroomRow(id)).settings).engagement_restrictions).toEqual([
      'arcade_restricted',
      'school_hours',
    ]);

    const graduationOff = await post(
      classroomUrl(id, 'primary_graduation'),
      { ...classroomIdentity(id), primary_graduation: false },
      'teacher',
    );
    expect(graduationOff.json().data.primary_graduation).toBe(false);
    const settings = JSON.parse((await classroomRow(id)).settings);
    expect(settings).toMatchObject({
      primary_graduation: false,
      engagement_restrictions: ['arcade_restricted', 'school_hours'],
    });
  });

  it('refuses other roles and objects out of scope with 403, writing nothing', async () => {
    const sameSchool = ids().sameSchoolClassroomId;
    const foreign = server.foreign.ids.ownClassroomId;
    const before = await classroomRow(sameSchool);
    const body = (id: number) => ({ ...classroomIdentity(id), authentication_type: 1 });
    const cases: [Role, number][] = [
      ['teacher', sameSchool],
      ['guardian', ids().ownClassroomId],
      ['schoolAdmin', ids().otherSchoolClassroomId],
      ['districtAdmin', foreign],
    ];
    for (const [role, id] of cases) {
      const response = await post(classroomUrl(id, 'authentication_type'), body(id), role);
      expect(response.statusCode, `${role} ${id}`).toBe(403);
      expect((await server.getAs(classroomUrl(id, 'settings'), role)).statusCode, `${role} read ${id}`).toBe(
        403,
      );
    }
    expect(await classroomRow(sameSchool)).toEqual(before);
    // A school admin edits a classroom of their school; a district admin one of another school.
    const bySchoolAdmin = await post(
      classroomUrl(sameSchool, 'authentication_type'),
      body(sameSchool),
      'schoolAdmin',
    );
    expect(bySchoolAdmin.statusCode, bySchoolAdmin.body).toBe(200);
    const other = ids().otherSchoolClassroomId;
    const byDistrictAdmin = await post(
      classroomUrl(other, 'authentication_type'),
      body(other),
      'districtAdmin',
    );
    expect(byDistrictAdmin.statusCode, byDistrictAdmin.body).toBe(200);
  });

  it('answers error 1000 with the object and the manage link when edit-locked or without provision ids', async () => {
    const id = ids().ownClassroomId;
    const before = await classroomRow(id);
    for (const account of [{ edit_locked: true }, { provision_uid: null }]) {
      await setTeacherAccount(account);
      const teacher = await server.getAs(classroomUrl(id, 'settings'), 'teacher');
      expect(teacher.json().data.editable).toBe(false);
      const response = await post(
        classroomUrl(id, 'settings'),
        { ...classroomIdentity(id), name: 'Locked' },
        'teacher',
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().apiError).toMatchObject({
        code: ERROR_CODES.EDIT_MODE_BLOCKED,
        errorType: 'EDIT_BLOCKED',
        editBlocked: { object_type: 3, object_id: id, link: `/teacher-settings?classroomId=${id}` },
      });
      const password = await post(
        studentUrl(ids().ownStudentId, 'student_password'),
        { ...studentIdentity(ids().ownStudentId), picture_password: 5 },
        'teacher',
      );
      expect(password.json().apiError.code).toBe(ERROR_CODES.EDIT_MODE_BLOCKED);
      await setTeacherAccount({ edit_locked: false, provision_uid: 'customer-teacher' });
    }
    expect(await classroomRow(id)).toEqual(before);
  });

  it('answers error 1000 for a classroom without a provision id, as for a school or teacher (spec §8)', async () => {
    const id = ids().ownClassroomId;
    const setProvision = (provision_uid: string | null) =>
      db()
        .updateTable('classrooms')
        .set({ provision_uid })
        .where('district_id', '=', home().districtId)
        .where('classroom_id', '=', id)
        .execute();
    await setProvision(null);
    const before = await classroomRow(id);
    const read = await server.getAs(classroomUrl(id, 'settings'), 'teacher');
    expect(read.json().data).toMatchObject({ provision_uid: null, editable: false });
    const response = await post(
      classroomUrl(id, 'settings'),
      { ...classroomIdentity(id), provision_uid: null, name: 'No provision' },
      'teacher',
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().apiError.editBlocked).toMatchObject({ object_type: 3, object_id: id });
    expect(await classroomRow(id)).toEqual(before);
    await setProvision(`classroom-${id}`);
  });

  it('answers error 1000 while the district has settings updates off (spec §6 settings_update)', async () => {
    const id = ids().ownClassroomId;
    const flags = () =>
      db()
        .selectFrom('districts')
        .select('feature_flags')
        .where('district_id', '=', home().districtId)
        .executeTakeFirstOrThrow();
    const stored = (await flags()).feature_flags;
    const setFlags = (json: string) =>
      db()
        .updateTable('districts')
        .set({ feature_flags: json })
        .where('district_id', '=', home().districtId)
        .execute();
    await setFlags(JSON.stringify({ ...JSON.parse(stored), settings_update: false }));
    try {
      const response = await post(
        classroomUrl(id, 'engagement_restrictions'),
        { ...classroomIdentity(id), engagement_restrictions: [] },
        'districtAdmin',
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().apiError.editBlocked).toEqual({
        object_type: 3,
        object_id: id,
        link: `/settings?classroomId=${id}`,
      });
    } finally {
      await setFlags(stored);
    }
    const allowed = await post(
      classroomUrl(id, 'engagement_restrictions'),
      { ...classroomIdentity(id), engagement_restrictions: [] },
      'districtAdmin',
    );
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('refuses malformed bodies with 400 and writes nothing', async () => {
    const id = ids().ownClassroomId;
    const before = await classroomRow(id);
    const audits = (await auditRows('classroom_settings_changed')).length;
    const bad: [string, object][] = [
      ['engagement_restrictions', { ...classroomIdentity(id), engagement_restrictions: ['no_such_code'] }],
      [
        'engagement_restrictions',
        { ...classroomIdentity(id), engagement_restrictions: ['school_hours', 'school_hours'] },
      ],
      ['authentication_type', { ...classroomIdentity(id), authentication_type: 3 }],
      ['authentication_type', { ...classroomIdentity(id), type: 'student', authentication_type: 1 }],
      ['authentication_type', { ...classroomIdentity(id + 1), authentication_type: 2 }],
      ['authentication_type', { ...classroomIdentity(id), provision_uid: 'stale', authentication_type: 2 }],
      ['settings', { ...classroomIdentity(id), name: '   ' }],
      ['settings', { ...classroomIdentity(id), name: 'x', login_code: 'ABC' }],
      ['primary_graduation', { ...classroomIdentity(id), primary_graduation: 'yes' }],
    ];
    for (const [call, body] of bad) {
      const response = await post(classroomUrl(id, call), body, 'teacher');
      expect(response.statusCode, `${call} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
      expect(response.json().apiError.errorType).toBe('VALIDATION');
    }
    expect(await classroomRow(id)).toEqual(before);
    expect((await auditRows('classroom_settings_changed')).length).toBe(audits);
  });
});

describe('student passwords and settings (spec §3, §7)', () => {
  it('resets one picture password, shown on the password list, audited without the password', async () => {
    const classroomId = ids().ownClassroomId;
    const studentId = ids().ownStudentId;
    const current = (await studentRow(studentId)).picture_password;
    const next = current === 7 ? 8 : 7;
    const version = await studentVersion(studentId);
    const response = await post(
      studentUrl(studentId, 'student_password'),
      { ...studentIdentity(studentId), picture_password: next },
      'teacher',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await studentRow(studentId)).picture_password).toBe(next);
    expect(await studentVersion(studentId)).toBe(version + 1);

    const list = await server.getAs(classroomUrl(classroomId, 'students_info_with_passwords'), 'teacher');
    const listed = list.json().data.students.find((s: { id: number }) => s.id === studentId);
    expect(listed.picture_password).toBe(next);

    const audit = (await auditRows('student_password_changed')).at(-1)!;
    expect(audit.target).toBe(`student:${studentId}`);
    expect(JSON.parse(audit.detail!)).toEqual({
      before: { password: 'picture password' },
      after: { password: 'picture password changed' },
    });

    const text = await post(
      studentUrl(studentId, 'student_password'),
      { ...studentIdentity(studentId), text_password: 'maple42' },
      'teacher',
    );
    expect(text.statusCode, text.body).toBe(200);
    expect((await studentRow(studentId)).text_password).toBe('maple42');
    const audits = await auditRows('student_password_changed');
    expect(audits.some((a) => a.detail!.includes('maple42'))).toBe(false);
  });

  it('refuses bad password bodies, other classrooms and guardians, writing nothing', async () => {
    const studentId = ids().ownStudentId;
    const before = await studentRow(studentId);
    const bad = [
      { ...studentIdentity(studentId), picture_password: 10 },
      { ...studentIdentity(studentId), picture_password: 0 },
      { ...studentIdentity(studentId), picture_password: 2, text_password: 'both1234' },
      { ...studentIdentity(studentId) },
      { ...studentIdentity(studentId), text_password: 'a b' },
      { ...studentIdentity(studentId), text_password: 'abc' },
    ];
    for (const body of bad) {
      const response = await post(studentUrl(studentId, 'student_password'), body, 'teacher');
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const sameSchoolStudent = ids().sameSchoolStudentId;
    const refused = await post(
      studentUrl(sameSchoolStudent, 'student_password'),
      { ...studentIdentity(sameSchoolStudent), picture_password: 4 },
      'teacher',
    );
    expect(refused.statusCode).toBe(403);
    expect((await server.getAs(studentUrl(studentId, 'settings'), 'guardian')).statusCode).toBe(403);
    expect(await studentRow(studentId)).toEqual(before);
  });

  it("renames a student of the teacher's classroom, audited with before and after", async () => {
    const studentId = otherStudentOf(ids().ownClassroomId, ids().ownStudentId);
    const row = await studentRow(studentId);
    const response = await post(
      studentUrl(studentId, 'settings'),
      { ...studentIdentity(studentId), first_name: 'Rosa', last_name: row.last_name },
      'teacher',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: studentId,
      first_name: 'Rosa',
      last_name: row.last_name,
    });
    expect((await studentRow(studentId)).first_name).toBe('Rosa');
    const audit = (await auditRows('student_settings_changed')).at(-1)!;
    expect(JSON.parse(audit.detail!)).toEqual({
      before: { first_name: row.first_name },
      after: { first_name: 'Rosa' },
    });
  });
});

describe('roster, moving and graduation (spec §2, §6)', () => {
  it("lists the roster with activated flags and only the teacher's own classrooms to move to", async () => {
    const response = await server.getAs(classroomUrl(ids().ownClassroomId, 'roster'), 'teacher');
    expect(response.statusCode, response.body).toBe(200);
    const roster = response.json().data;
    const enrolled = home()
      .roster.enrollments.filter((e) => e.classroom_id === ids().ownClassroomId)
      .map((e) => e.student_id)
      .sort();
    expect(roster.students.map((s: { id: number }) => s.id).sort()).toEqual(enrolled);
    expect(roster.students.every((s: { activated: boolean }) => s.activated === false)).toBe(true);
    const teacherId = ids().ownTeacherId;
    const own = home().roster.classrooms.filter(
      (c) => c.teacher_id === teacherId && c.classroom_id !== ids().ownClassroomId,
    );
    expect(roster.move_targets.map((c: { id: number }) => c.id).sort()).toEqual(
      own.map((c) => c.classroom_id).sort(),
    );
    const magneto = await server.getAs(`/m/magneto/classroom/${ids().ownClassroomId}/roster`, 'teacher');
    expect(magneto.json().data).toMatchObject({ editable: false, roster_editable: false, move_targets: [] });
  });

  it('moves a student between classrooms of one school for the school admin, both versions moved', async () => {
    const from = ids().sameSchoolClassroomId;
    const to = ids().ownClassroomId;
    const studentId = otherStudentOf(from, ids().sameSchoolStudentId);
    const versions = [await classroomVersion(from), await classroomVersion(to)];
    const body = { ...classroomIdentity(from), student_ids: [studentId], to_classroom_id: to };

    // The teacher does not teach the source classroom; the other school's classroom is beyond the school admin.
    expect((await post(classroomUrl(from, 'move_students'), body, 'teacher')).statusCode).toBe(403);
    const beyond = { ...body, to_classroom_id: ids().otherSchoolClassroomId };
    expect((await post(classroomUrl(from, 'move_students'), beyond, 'schoolAdmin')).statusCode).toBe(403);
    // Without the district's school-admin rostering option, school admins do not roster (spec §6).
    await setDistrictOptions({ school_admin_rostering_enabled: false });
    expect((await post(classroomUrl(from, 'move_students'), body, 'schoolAdmin')).statusCode).toBe(403);
    await setDistrictOptions({});
    const enrolment = (classroomId: number) =>
      db()
        .selectFrom('enrollments')
        .select('student_id')
        .where('district_id', '=', home().districtId)
        .where('classroom_id', '=', classroomId)
        .where('student_id', '=', studentId)
        .executeTakeFirst();
    expect(await enrolment(from)).toBeDefined();
    // The classrooms' student lists, read before the move (their rosters are then kept a few seconds).
    const listed = async (classroomId: number) => {
      const url = `/r/districts/${home().districtId}/students?classroom_id=${classroomId}&timeframe=7d`;
      const response = await server.getAs(url, 'schoolAdmin');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((row: { id: number }) => row.id);
    };
    expect(await listed(from)).toContain(studentId);
    expect(await listed(to)).not.toContain(studentId);

    const moved = await post(classroomUrl(from, 'move_students'), body, 'schoolAdmin');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toEqual({ changed: 1 });
    expect(await enrolment(from)).toBeUndefined();
    expect(await enrolment(to)).toBeDefined();
    expect(await listed(from)).not.toContain(studentId);
    expect(await listed(to)).toContain(studentId);
    expect(await classroomVersion(from)).toBe(versions[0]! + 1);
    expect(await classroomVersion(to)).toBe(versions[1]! + 1);
    const audit = (await auditRows('students_moved')).at(-1)!;
    expect(JSON.parse(audit.detail!)).toEqual({
      before: { classroom_id: from, student_ids: [studentId] },
      after: { classroom_id: to, student_ids: [studentId] },
    });
    // A student not in the classroom named is refused.
    const again = await post(classroomUrl(from, 'move_students'), body, 'schoolAdmin');
    expect(again.statusCode).toBe(400);
  });

  it('graduates a primary student to the intermediate environment once', async () => {
    const id = ids().ownClassroomId;
    const studentId = ids().ownStudentId;
    const read = async () =>
      (await server.getAs(classroomUrl(id, 'primary_graduation'), 'teacher'))
        .json()
        .data.students.find((s: { id: number }) => s.id === studentId).learning_environment;
    expect(await read()).toBe(0);
    const body = { ...classroomIdentity(id), student_ids: [studentId] };
    const first = await post(classroomUrl(id, 'graduate'), body, 'teacher');
    expect(first.json().data).toEqual({ changed: 1 });
    expect(await read()).toBe(1);
    expect(JSON.parse((await studentRow(studentId)).settings).learning_environment).toBe(1);
    const second = await post(classroomUrl(id, 'graduate'), body, 'teacher');
    expect(second.json().data).toEqual({ changed: 0 });
    expect((await auditRows('students_graduated')).length).toBe(1);
    const notHere = await post(
      classroomUrl(id, 'graduate'),
      { ...body, student_ids: [ids().sameSchoolStudentId] },
      'teacher',
    );
    expect(notHere.statusCode).toBe(400);
  });
});
