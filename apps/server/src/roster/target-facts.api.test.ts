import { describe, expect, it } from 'vitest';
import type { Target, TargetFacts } from '../policy/policy.js';
import { useTestServer } from '../testing/use-test-server.js';
import { loadTargetFacts } from './target-facts.js';

const server = useTestServer();
const UNKNOWN = 999_999;
const NOWHERE: TargetFacts = { schoolIds: [], teacherIds: [] };

/** Every kind of target of the home district, with its facts written from the fixture roster. */
function homeTargets(): { target: Target; facts: TargetFacts }[] {
  const { districtId, ids, roster } = server.home;
  const teacher = roster.teachers.find((t) => t.teacher_id === ids.sameSchoolTeacherId)!;
  const classroom = roster.classrooms.find((c) => c.classroom_id === ids.otherSchoolClassroomId)!;
  const studentClassrooms = roster.enrollments
    .filter((e) => e.student_id === ids.ownStudentId)
    .map((e) => roster.classrooms.find((c) => c.classroom_id === e.classroom_id)!);
  const gradeId = roster.students.find((s) => s.student_id === ids.ownStudentId)!.grade_id;
  return [
    { target: { type: 'district', districtId }, facts: NOWHERE },
    { target: { type: 'grade', districtId, gradeId }, facts: NOWHERE },
    { target: { type: 'guardian', districtId, customerId: ids.guardianCustomerId }, facts: NOWHERE },
    {
      target: { type: 'school', districtId, schoolId: ids.otherSchoolId },
      facts: { schoolIds: [ids.otherSchoolId], teacherIds: [] },
    },
    {
      target: { type: 'teacher', districtId, teacherId: teacher.teacher_id },
      facts: { schoolIds: [teacher.school_id], teacherIds: [teacher.teacher_id] },
    },
    {
      target: { type: 'classroom', districtId, classroomId: classroom.classroom_id },
      facts: { schoolIds: [classroom.school_id], teacherIds: [classroom.teacher_id] },
    },
    {
      target: { type: 'student', districtId, studentId: ids.ownStudentId },
      facts: {
        schoolIds: studentClassrooms.map((c) => c.school_id),
        teacherIds: studentClassrooms.map((c) => c.teacher_id),
      },
    },
  ];
}

/** The same target with every number but the district replaced by an id no row has. */
const withUnknownId = (target: Target) =>
  Object.fromEntries(
    Object.entries(target).map(([key, value]) => [
      key,
      key === 'districtId' || key === 'type' ? value : UNKNOWN,
    ]),
  ) as Target;

describe('loadTargetFacts', () => {
  const load = (target: Target) => loadTargetFacts(server.database.db, target);

  it('places each kind of object in its schools and under its teachers', async () => {
    for (const { target, facts } of homeTargets()) {
      const found = await load(target);
      expect(found, target.type).not.toBeNull();
      expect({ schoolIds: [...found!.schoolIds].sort(), teacherIds: [...found!.teacherIds].sort() }).toEqual({
        schoolIds: [...facts.schoolIds].sort(),
        teacherIds: [...facts.teacherIds].sort(),
      });
    }
  });

  it('finds nothing for an unknown id, for an object named under another district, or for a non-guardian as a guardian', async () => {
    for (const { target } of homeTargets()) {
      if (target.type !== 'district') expect(await load(withUnknownId(target)), target.type).toBeNull();
      if (target.type !== 'grade')
        expect(await load({ ...target, districtId: UNKNOWN }), `${target.type} elsewhere`).toBeNull();
    }
    const { customer_id } = await server.database.db
      .selectFrom('customers')
      .select('customer_id')
      .where('username', '=', server.home.logins.teacher)
      .executeTakeFirstOrThrow();
    expect(
      await load({ type: 'guardian', districtId: server.home.districtId, customerId: customer_id }),
    ).toBeNull();
  });
});
