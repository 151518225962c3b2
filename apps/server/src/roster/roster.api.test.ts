import { describe, expect, it } from 'vitest';
import { login } from '../testing/test-server.js';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer();

async function list(username: string, path: string) {
  const cookie = await login(server.app, username);
  const response = await server.app.inject({
    method: 'GET',
    url: `/n/districts/11/${path}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; school_id?: number; teacher_id?: number }[];
}

describe('navigation lists are filtered by policy', () => {
  it('a teacher sees only their classrooms and their students', async () => {
    const { roster, logins, ids } = server.home;
    const classrooms = await list(logins.teacher, 'classrooms');
    expect(classrooms.map((c) => c.id)).toEqual(
      roster.classrooms.filter((c) => c.teacher_id === ids.ownTeacherId).map((c) => c.classroom_id),
    );
    const students = await list(logins.teacher, 'students');
    const own = roster.enrollments
      .filter((e) => e.classroom_id === ids.ownClassroomId)
      .map((e) => e.student_id);
    expect(students.map((s) => s.id).sort()).toEqual([...own].sort());
    expect(students.map((s) => s.id)).not.toContain(ids.sameSchoolStudentId);
  });

  it('a school admin sees their school only', async () => {
    const { logins, ids, roster } = server.home;
    const schools = await list(logins.schoolAdmin, 'schools');
    expect(schools.map((s) => s.id)).toEqual([ids.ownSchoolId]);
    const classrooms = await list(logins.schoolAdmin, 'classrooms');
    expect(classrooms.length).toBe(roster.classrooms.filter((c) => c.school_id === ids.ownSchoolId).length);
    expect(classrooms.every((c) => c.school_id === ids.ownSchoolId)).toBe(true);
    const students = await list(logins.schoolAdmin, 'students');
    expect(students.map((s) => s.id)).toContain(ids.sameSchoolStudentId);
    expect(students.map((s) => s.id)).not.toContain(ids.otherSchoolStudentId);
  });

  it('a guardian sees only their children and no classrooms', async () => {
    const { logins, ids } = server.home;
    expect((await list(logins.guardian, 'students')).map((s) => s.id)).toEqual([ids.ownStudentId]);
    expect(await list(logins.guardian, 'classrooms')).toEqual([]);
    expect(await list(logins.guardian, 'schools')).toEqual([]);
  });

  it('a district admin sees every school of the district with counts', async () => {
    const { logins, roster } = server.home;
    const schools = (await list(logins.districtAdmin, 'schools')) as unknown as {
      id: number;
      student_count: number;
    }[];
    expect(schools.length).toBe(roster.schools.length);
    expect(schools.reduce((sum, s) => sum + s.student_count, 0)).toBe(roster.students.length);
  });

  it('rejects a non-numeric filter with a 400 that says which parameter', async () => {
    const cookie = await login(server.app, server.home.logins.districtAdmin);
    const response = await server.app.inject({
      method: 'GET',
      url: '/n/districts/11/classrooms?school_id=abc',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().apiError.message).toContain('school_id');
  });
});
