/**
 * Counts in the navigation lists cover only what the caller may see, on a district where students are
 * enrolled in classrooms of several teachers and schools: a teacher's school shows their classrooms and
 * students, not the whole school's, and an enrollment in a classroom the caller cannot open is never
 * counted nor listed.
 */
import { describe, expect, it } from 'vitest';
import type { ClassroomTable } from './roster.table.js';
import { fetchListsAs, filterIdsOf, listCountMismatches } from '../security/list-counts.js';
import { FIXTURE_ROLES, useTestServer, type FixtureRole } from '../testing/use-test-server.js';

const ROLES = FIXTURE_ROLES;

const server = useTestServer({
  signIn: ROLES,
  prepare: async () => {
    const { districtId, ids, roster } = server.home;
    // The teacher's student also attends a classroom of a colleague and one of another school; a
    // colleague's student also attends that other school.
    const extra = [
      { student_id: ids.ownStudentId, classroom_id: ids.sameSchoolClassroomId },
      { student_id: ids.ownStudentId, classroom_id: ids.otherSchoolClassroomId },
      { student_id: ids.sameSchoolStudentId, classroom_id: ids.otherSchoolClassroomId },
    ].map((e) => ({ district_id: districtId, ...e }));
    await server.database.db.insertInto('enrollments').values(extra).execute();
    roster.enrollments.push(...extra);
  },
});

const list = (role: FixtureRole, path: string) => fetchListsAs(server, server.cookies[role])(path);

/** The classrooms each role may open, written from spec §6 and the fixture roster. */
function visibleClassrooms(role: FixtureRole): ClassroomTable[] {
  const { roster, ids } = server.home;
  const keep: Record<FixtureRole, (c: ClassroomTable) => boolean> = {
    districtAdmin: () => true,
    schoolAdmin: (c) => c.school_id === ids.ownSchoolId,
    teacher: (c) => c.teacher_id === ids.ownTeacherId,
    guardian: () => false,
  };
  return roster.classrooms.filter(keep[role]);
}

/** Distinct students enrolled in these classrooms. */
function studentsIn(classrooms: readonly ClassroomTable[]): number[] {
  const ids = new Set(classrooms.map((c) => c.classroom_id));
  return [
    ...new Set(
      server.home.roster.enrollments.filter((e) => ids.has(e.classroom_id)).map((e) => e.student_id),
    ),
  ];
}

describe('navigation list counts with students in several classrooms', () => {
  it.each(ROLES)('%s: school counts are the visible classrooms and their students', async (role) => {
    const visible = visibleClassrooms(role);
    const schoolIds = new Set(visible.map((c) => c.school_id));
    const expected = server.home.roster.schools
      .filter((s) => role === 'districtAdmin' || schoolIds.has(s.school_id))
      .map((s) => {
        const inSchool = visible.filter((c) => c.school_id === s.school_id);
        return {
          id: s.school_id,
          classroom_count: inSchool.length,
          student_count: studentsIn(inSchool).length,
        };
      });
    const schools = await list(role, 'schools');
    expect(
      schools.map(({ id, classroom_count, student_count }) => ({ id, classroom_count, student_count })),
    ).toEqual(expect.arrayContaining(expected));
    expect(schools).toHaveLength(expected.length);
  });

  it('a teacher reads their own classroom and students in their school, not the whole school', async () => {
    const { ids, roster } = server.home;
    const [school] = await list('teacher', 'schools');
    expect(school).toMatchObject({ id: ids.ownSchoolId, classroom_count: 1 });
    expect(school!.student_count).toBe(
      roster.enrollments.filter((e) => e.classroom_id === ids.ownClassroomId).length,
    );
    expect(roster.classrooms.filter((c) => c.school_id === ids.ownSchoolId).length).toBeGreaterThan(1);
  });

  it.each(ROLES)('%s: a student lists only the classrooms the caller may open', async (role) => {
    const visible = new Set(visibleClassrooms(role).map((c) => c.classroom_id));
    for (const student of await list(role, 'students')) {
      const expected = server.home.roster.enrollments
        .filter((e) => e.student_id === student.id && visible.has(e.classroom_id))
        .map((e) => e.classroom_id)
        .sort((a, b) => a - b);
      expect(student.classroom_ids, `student ${student.id}`).toEqual(expected);
    }
  });

  it('grades of a school count only students of the classrooms the caller may see there', async () => {
    const { ids } = server.home;
    // The teacher's and the school admin's students also attend the other school, where they see no classroom.
    expect(await list('teacher', `grades?school_id=${ids.otherSchoolId}`)).toEqual([]);
    expect(await list('schoolAdmin', `grades?school_id=${ids.otherSchoolId}`)).toEqual([]);
    expect(await list('teacher', `students?classroom_id=${ids.otherSchoolClassroomId}`)).toEqual([]);
    const districtWide = await list('districtAdmin', `grades?school_id=${ids.otherSchoolId}`);
    const counted = districtWide.reduce((n, g) => n + (g.student_count as number), 0);
    expect(counted).toBe(
      studentsIn(visibleClassrooms('districtAdmin').filter((c) => c.school_id === ids.otherSchoolId)).length,
    );
  });

  it.each(ROLES)('%s: every count equals the rows the same caller lists', async (role) => {
    const mismatches = await listCountMismatches(
      fetchListsAs(server, server.cookies[role]),
      filterIdsOf(server.home.roster),
    );
    expect(mismatches).toEqual([]);
  });
});
