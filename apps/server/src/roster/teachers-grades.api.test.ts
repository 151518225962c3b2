import { describe, expect, it } from 'vitest';
import { FIXTURE_ROLES, useTestServer, type FixtureRole } from '../testing/use-test-server.js';

const server = useTestServer({
  signIn: FIXTURE_ROLES,
});

/** GET /n/districts/{districtId}/{path} as `role` (of the home district unless told). */
const get = (role: FixtureRole, path: string, districtId = server.home.districtId) =>
  server.app.inject({
    method: 'GET',
    url: `/n/districts/${districtId}/${path}`,
    headers: { cookie: server.cookies[role] },
  });

async function list(role: FixtureRole, path: string) {
  const response = await get(role, path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown>[];
}

// ---- Expectations written from the fixture roster -----------------------------------------------------
interface TeacherRow {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  email_address: string | null;
  school_id: number;
  classroom_count: number;
}

const byName = (a: TeacherRow, b: TeacherRow) =>
  a.last_name < b.last_name
    ? -1
    : a.last_name > b.last_name
      ? 1
      : a.first_name < b.first_name
        ? -1
        : a.first_name > b.first_name
          ? 1
          : a.id - b.id;

/** Teachers kept by `keep`, each counting the classrooms that `counts` keeps. */
function expectedTeachers(
  keep: (teacherId: number, homeSchoolId: number) => boolean,
  counts: (c: { school_id: number; grade_id: number }) => boolean,
): TeacherRow[] {
  const { teachers, classrooms } = server.home.roster;
  return teachers
    .filter((t) => keep(t.teacher_id, t.school_id))
    .map((t) => ({
      id: t.teacher_id,
      first_name: t.first_name,
      last_name: t.last_name,
      name: `${t.first_name} ${t.last_name}`,
      email_address: t.email_address,
      school_id: t.school_id,
      classroom_count: classrooms.filter((c) => c.teacher_id === t.teacher_id && counts(c)).length,
    }))
    .sort(byName);
}

const GRADE_NAMES: Record<number, string> = { [-1]: 'Pre-K', 0: 'Kindergarten', 9: 'Algebra' };
const gradeName = (id: number) => GRADE_NAMES[id] ?? `Grade ${id}`;

function expectedGrades(studentIds: readonly number[]) {
  const counts = new Map<number, number>();
  for (const id of new Set(studentIds)) {
    const grade = server.home.roster.students.find((s) => s.student_id === id)!.grade_id;
    counts.set(grade, (counts.get(grade) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, n]) => ({ id, name: gradeName(id), student_count: n }));
}

const enrolledWhere = (keep: (c: { school_id: number; teacher_id: number }) => boolean) => {
  const classroomIds = new Set(server.home.roster.classrooms.filter(keep).map((c) => c.classroom_id));
  return server.home.roster.enrollments
    .filter((e) => classroomIds.has(e.classroom_id))
    .map((e) => e.student_id);
};

describe('GET /n/districts/{id}/teachers', () => {
  it('a district admin lists every teacher of the district, sorted by last and first name, with classroom counts', async () => {
    const data = await list('districtAdmin', 'teachers');
    const expected = expectedTeachers(
      () => true,
      () => true,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(data).toEqual(expected);
    expect(data.reduce((n, t) => n + (t.classroom_count as number), 0)).toBe(
      server.home.roster.classrooms.length,
    );
  });

  it('a school admin lists the teachers of their school; a teacher only themself; a guardian nobody', async () => {
    const { ownSchoolId, ownTeacherId } = server.home.ids;
    expect(await list('schoolAdmin', 'teachers')).toEqual(
      expectedTeachers(
        (_, home) => home === ownSchoolId,
        (c) => c.school_id === ownSchoolId,
      ),
    );
    expect(await list('teacher', 'teachers')).toEqual(
      expectedTeachers(
        (id) => id === ownTeacherId,
        () => true,
      ),
    );
    expect(await list('guardian', 'teachers')).toEqual([]);
  });

  it('filters by school_id (home school or a classroom there) and by grade_id (a classroom of that grade)', async () => {
    const { roster, ids } = server.home;
    const teachesIn = (teacherId: number, keep: (c: { school_id: number; grade_id: number }) => boolean) =>
      roster.classrooms.some((c) => c.teacher_id === teacherId && keep(c));
    const school = ids.otherSchoolId;
    expect(await list('districtAdmin', `teachers?school_id=${school}`)).toEqual(
      expectedTeachers(
        (id, home) => home === school || teachesIn(id, (c) => c.school_id === school),
        (c) => c.school_id === school,
      ),
    );
    const grade = roster.classrooms.find((c) => c.classroom_id === ids.ownClassroomId)!.grade_id;
    const byGrade = await list('districtAdmin', `teachers?grade_id=${grade}`);
    expect(byGrade.length).toBeGreaterThan(0);
    expect(byGrade).toEqual(
      expectedTeachers(
        (id) => teachesIn(id, (c) => c.grade_id === grade),
        (c) => c.grade_id === grade,
      ),
    );
    // A school admin filtering on another school sees nobody.
    expect(await list('schoolAdmin', `teachers?school_id=${school}`)).toEqual([]);
    // A grade nobody teaches.
    expect(await list('districtAdmin', 'teachers?grade_id=1001')).toEqual([]);
  });

  it('refuses another district and names a malformed filter', async () => {
    expect((await get('districtAdmin', 'teachers', server.foreign.districtId)).statusCode).toBe(403);
    for (const bad of ['school_id=abc', 'grade_id=1.5', 'grade_id=-7']) {
      const response = await get('districtAdmin', `teachers?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().apiError.message).toContain(bad.split('=')[0]);
    }
  });
});

describe('GET /n/districts/{id}/grades', () => {
  it('a district admin gets every grade with students, K = 0, with student counts', async () => {
    const data = await list('districtAdmin', 'grades');
    const expected = expectedGrades(server.home.roster.students.map((s) => s.student_id));
    expect(expected.length).toBeGreaterThan(3);
    expect(data).toEqual(expected);
    expect(data.find((g) => g.id === 0)?.name).toBe('Kindergarten');
  });

  it('filters by school_id and by what each role may see', async () => {
    const { ids } = server.home;
    expect(await list('districtAdmin', `grades?school_id=${ids.otherSchoolId}`)).toEqual(
      expectedGrades(enrolledWhere((c) => c.school_id === ids.otherSchoolId)),
    );
    expect(await list('schoolAdmin', 'grades')).toEqual(
      expectedGrades(enrolledWhere((c) => c.school_id === ids.ownSchoolId)),
    );
    expect(await list('schoolAdmin', `grades?school_id=${ids.otherSchoolId}`)).toEqual([]);
    expect(await list('teacher', 'grades')).toEqual(
      expectedGrades(enrolledWhere((c) => c.teacher_id === ids.ownTeacherId)),
    );
    expect(await list('guardian', 'grades')).toEqual(expectedGrades([ids.ownStudentId]));
  });

  it('refuses another district and names a malformed filter', async () => {
    expect((await get('teacher', 'grades', server.foreign.districtId)).statusCode).toBe(403);
    const bad = await get('teacher', 'grades?school_id=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().apiError.message).toContain('school_id');
  });
});
