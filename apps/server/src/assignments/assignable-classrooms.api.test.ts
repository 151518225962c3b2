import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['teacher', 'guardian'] });

async function classroomIdsAs(role: 'teacher' | 'guardian', studentId: number): Promise<number[]> {
  const response = await server.getAs(`/m/assignments/students?user_ids=${studentId}`, role);
  expect(response.statusCode).toBe(200);
  return response.json().data[0].classroom_ids;
}

describe('classrooms a student can be assigned in (GET /m/assignments/students)', () => {
  it('a guardian gets every classroom of their child, which the assign form sends as classroom_id', async () => {
    const { ids, roster } = server.home;
    const enrolled = roster.enrollments
      .filter((e) => e.student_id === ids.ownStudentId)
      .map((e) => e.classroom_id)
      .sort((a, b) => a - b);
    expect(enrolled.length).toBeGreaterThan(0);
    expect(await classroomIdsAs('guardian', ids.ownStudentId)).toEqual(enrolled);
  });

  it('a teacher gets the classrooms they teach the student in', async () => {
    const { ids, roster } = server.home;
    const taught = roster.enrollments
      .filter((e) => e.student_id === ids.ownStudentId)
      .filter(
        (e) =>
          roster.classrooms.find((c) => c.classroom_id === e.classroom_id)?.teacher_id === ids.ownTeacherId,
      )
      .map((e) => e.classroom_id);
    expect(taught).toEqual([ids.ownClassroomId]);
    expect(await classroomIdsAs('teacher', ids.ownStudentId)).toEqual(taught);
  });
});
