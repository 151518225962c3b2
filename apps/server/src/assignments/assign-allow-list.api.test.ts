import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['teacher'] });
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

const setAcademicStandard = (standard: string) =>
  server.database.db
    .updateTable('districts')
    .set({ academic_standard: standard })
    .where('district_id', '=', server.home.districtId)
    .execute();

const assignmentsOf = (studentId: number) =>
  server.database.db
    .selectFrom('student_assignments')
    .select('assignment_id')
    .where('district_id', '=', server.home.districtId)
    .where('student_id', '=', studentId)
    .orderBy('assignment_id')
    .execute();

describe('the academic-standard allow-list for assigning focus lessons (spec §5)', () => {
  beforeAll(() => setAcademicStandard('teks'));
  afterAll(() => setAcademicStandard('ccss'));

  it('a district on a standard outside the list gets no assign permission and no assign forms', async () => {
    const response = await server.getAs('/n/customer_info', 'teacher');
    expect(response.statusCode).toBe(200);
    const { policy } = response.json().data;
    expect(policy.classroom.assign).toBe(false);
    expect(policy.classroom.create_assignment).toBe(false);
  });

  it('refuses a create there, and nothing is written', async () => {
    const classroomId = server.home.ids.ownClassroomId;
    const studentId = server.home.roster.enrollments.find((e) => e.classroom_id === classroomId)!.student_id;
    const before = await assignmentsOf(studentId);
    const response = await server.sendAs(
      'POST',
      '/m/assignments',
      {
        classroom_id: classroomId,
        focus_id: getCatalogue().standards[0]!.standard_id,
        focus_type: 'STANDARD',
        assignment_type: 'SPOT',
        start_date: day(1),
        end_date: day(7),
        user_ids: [studentId],
      },
      'teacher',
    );
    expect(response.statusCode).toBe(403);
    expect(await assignmentsOf(studentId)).toEqual(before);
  });
});
