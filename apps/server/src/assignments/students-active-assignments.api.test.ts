/**
 * GET /m/assignments/students for a whole list of students at once (the assign form's question before a create):
 * the policy module decides for every student and every classroom from facts read together, so one student out
 * of reach, or one that does not exist, refuses the whole list, and only classrooms the caller may open are named.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['teacher', 'schoolAdmin', 'districtAdmin'] });

const studentsOf = (classroomId: number) =>
  server.home.roster.enrollments.filter((e) => e.classroom_id === classroomId).map((e) => e.student_id);

const ask = (studentIds: number[], role: 'teacher' | 'schoolAdmin' | 'districtAdmin') =>
  server.getAs(`/m/assignments/students?user_ids=${studentIds.join(',')}`, role);

describe("the students' active assignments for a list of students", () => {
  it('answers a teacher for the whole class, naming only the classrooms the teacher may open', async () => {
    const { ownClassroomId } = server.home.ids;
    const students = studentsOf(ownClassroomId);
    expect(students.length).toBeGreaterThan(5);
    const response = await ask(students, 'teacher');
    expect(response.statusCode).toBe(200);
    const answer: { user_id: number; classroom_ids: number[] }[] = response.json().data;
    expect(answer.map((a) => a.user_id)).toEqual(students);
    for (const entry of answer) expect(entry.classroom_ids).toEqual([ownClassroomId]);
  });

  it('refuses the whole list when one student is out of reach or does not exist', async () => {
    const { ownClassroomId, sameSchoolClassroomId, otherSchoolStudentId } = server.home.ids;
    const own = studentsOf(ownClassroomId).slice(0, 3);
    expect((await ask([...own, studentsOf(sameSchoolClassroomId)[0]!], 'teacher')).statusCode).toBe(403);
    expect((await ask([...own, 99_999_999], 'teacher')).statusCode).toBe(403);
    expect((await ask([...own, otherSchoolStudentId], 'schoolAdmin')).statusCode).toBe(403);
    expect((await ask([...own, 99_999_999], 'districtAdmin')).statusCode).toBe(403);
  });

  it('answers a school admin for students of two classrooms of their school, with both classrooms', async () => {
    const { ownClassroomId, sameSchoolClassroomId, otherSchoolStudentId } = server.home.ids;
    const students = [studentsOf(ownClassroomId)[0]!, studentsOf(sameSchoolClassroomId)[0]!];
    const response = await ask(students, 'schoolAdmin');
    expect(response.statusCode).toBe(200);
    const named = response.json().data.flatMap((a: { classroom_ids: number[] }) => a.classroom_ids);
    expect(named).toEqual(expect.arrayContaining([ownClassroomId, sameSchoolClassroomId]));
    const district = await ask([...students, otherSchoolStudentId], 'districtAdmin');
    expect(district.statusCode).toBe(200);
  });
});
