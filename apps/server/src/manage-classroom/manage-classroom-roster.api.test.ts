import { beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';
import { manageClassroomHelpers } from './manage-classroom.test-helpers.js';

/**
 * A classroom's roster (spec §2, §6): the roster with its activated flags, moving a student between classrooms
 * (both classrooms' live versions move) and graduating a primary student, under the rules of
 * manage-classroom.api.test.ts.
 */
const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] });
const {
  db,
  home,
  ids,
  classroomUrl,
  classroomIdentity,
  studentRow,
  auditRows,
  classroomVersion,
  otherStudentOf,
  post,
  setDistrictOptions,
  resetEditing,
} = manageClassroomHelpers(server);

beforeEach(resetEditing);

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
