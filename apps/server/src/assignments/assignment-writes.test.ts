import { SPOT_LESSONS_ASSIGNED } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { ensureCurriculum } from '../curriculum/curriculum.repository.js';
import { readVersions } from '../live/live-versions.repository.js';
import { standardOf } from '../testing/learning-fixture.js';
import { useFixtureDistrict } from '../testing/use-fixture-district.js';
import { writeDatedAssignments, type DatedAssignmentWrite } from './assignment-writes.js';

const fixture = useFixtureDistrict(43, async ({ db }) => {
  await ensureCurriculum(db);
});

describe('a teacher’s past assignments written in one transaction (writeDatedAssignments)', () => {
  it('applies the rules as of each assignment’s own day, in order, with cancels freeing a place', async () => {
    const { db, engine, district } = fixture;
    const { ownClassroomId: classroomId } = district.ids;
    const [s1, s2, s3] = district.roster.enrollments
      .filter((e) => e.classroom_id === classroomId)
      .map((e) => e.student_id) as [number, number, number];
    const teacher = district.roster.customers.find((c) => c.username === district.logins.teacher)!;
    const [x, y, z, w] = ['4.NBT.B.4', '4.NBT.B.5', '4.NBT.B.6', '4.OA.A.1'].map(
      (code) => standardOf(code).standard_id,
    ) as [number, number, number, number];
    let nextId = 9_000;
    const dated = (
      focusId: number,
      studentIds: number[],
      from: string,
      to: string,
      cancelledAt?: number,
    ): DatedAssignmentWrite => ({
      createdBy: teacher.customer_id,
      write: {
        row: {
          assignment_id: ++nextId,
          classroom_id: classroomId,
          assignment_type: 'SPOT',
          focus_type: 'STANDARD',
          focus_id: focusId,
          lessons_assigned: SPOT_LESSONS_ASSIGNED,
          start_date: from,
          end_date: to,
        },
        studentIds,
        startingPercents: new Map(studentIds.map((id, index) => [id, 10 * (index + 1)])),
      },
      today: from,
      now: Date.parse(`${from}T15:00:00Z`),
      ...(cancelledAt === undefined ? {} : { cancelledAt }),
    });
    const before = await readVersions(db, district.districtId, 'classroom', [classroomId]);

    const year = [
      dated(x, [s1, s2], '2026-09-07', '2026-09-13'), // 9001
      dated(y, [s1], '2026-09-08', '2026-09-14', Date.parse('2026-09-09T15:00:00Z')), // 9002, cancelled the next day
      dated(x, [s2, s3], '2026-09-10', '2026-09-16'), // refused: s2 has x active
      dated(z, [s1], '2026-09-10', '2026-09-16'), // 9004: s1 has x active, y was cancelled
      dated(w, [s1], '2026-09-11', '2026-09-17'), // refused: s1 has x and z active
      dated(x, [s2], '2026-09-20', '2026-09-26'), // 9006: x of 9001 ended
    ];
    // Given last day first, as several teachers' years come together: the rules still apply day by day.
    const result = await writeDatedAssignments(db, engine, district.districtId, [...year].reverse());

    expect(result).toEqual({ written: [9001, 9002, 9004, 9006], refused: 2 });
    const rows = await db
      .selectFrom('assignments')
      .select(['assignment_id', 'status', 'cancelled_at', 'created_at', 'created_by'])
      .where('district_id', '=', district.districtId)
      .orderBy('assignment_id')
      .execute();
    expect(rows.map((r) => [r.assignment_id, r.status, r.cancelled_at])).toEqual([
      [9001, 'ACTIVE', null],
      [9002, 'CANCELLED', Date.parse('2026-09-09T15:00:00Z')],
      [9004, 'ACTIVE', null],
      [9006, 'ACTIVE', null],
    ]);
    expect(rows[0]!.created_at).toBe(Date.parse('2026-09-07T15:00:00Z'));
    expect(new Set(rows.map((r) => r.created_by))).toEqual(new Set([teacher.customer_id]));
    const members = await db
      .selectFrom('student_assignments')
      .select(['assignment_id', 'student_id', 'starting_percent'])
      .where('district_id', '=', district.districtId)
      .orderBy('assignment_id')
      .orderBy('student_id')
      .execute();
    // Each student's percent when the assignment was made, as given (10 for the first student, 20 the second).
    const bySeat = (assignmentId: number, ids: number[]) =>
      ids.map((id, index) => [assignmentId, id, 10 * (index + 1)] as const).sort((a, b) => a[1] - b[1]);
    expect(members.map((m) => [m.assignment_id, m.student_id, m.starting_percent])).toEqual([
      ...bySeat(9001, [s1, s2]),
      ...bySeat(9002, [s1]),
      ...bySeat(9004, [s1]),
      ...bySeat(9006, [s2]),
    ]);
    const after = await readVersions(db, district.districtId, 'classroom', [classroomId]);
    expect(after.get(classroomId)).toBe((before.get(classroomId) ?? 0) + 1);
  });
});
