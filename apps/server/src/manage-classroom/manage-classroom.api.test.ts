import { ERROR_CODES } from '@dash/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';
import { manageClassroomHelpers, type Role } from './manage-classroom.test-helpers.js';

/**
 * Classroom and student management (spec §5, §6, §7, §8): who may read and write, error 1000 when editing is
 * blocked, bad bodies refused with nothing written, each write audited (no passwords) and moving live versions.
 */
const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] });
const {
  db,
  home,
  ids,
  classroomUrl,
  studentUrl,
  classroomIdentity,
  studentIdentity,
  classroomRow,
  studentRow,
  auditRows,
  classroomVersion,
  studentVersion,
  otherStudentOf,
  post,
  setTeacherAccount,
  resetEditing,
} = manageClassroomHelpers(server);

beforeEach(resetEditing);

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
