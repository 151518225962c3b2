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

let nextId = 9_000;

/** A past assignment of a classroom's teacher, numbered in the order made here. */
function datedWrite(
  teacherCustomerId: number,
  classroomId: number,
  focusId: number,
  studentIds: number[],
  from: string,
  to: string,
  cancelledAt?: number,
): DatedAssignmentWrite {
  return {
    createdBy: teacherCustomerId,
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
  };
}

const standardIds = (...codes: string[]) => codes.map((code) => standardOf(code).standard_id);

/** The students of a classroom of the fixture, in roster order. */
const studentsOf = (classroomId: number) =>
  fixture.district.roster.enrollments.filter((e) => e.classroom_id === classroomId).map((e) => e.student_id);

/** The customer id of the teacher who teaches a classroom. */
function teacherOf(classroomId: number): number {
  const { classrooms, customers } = fixture.district.roster;
  const teacherId = classrooms.find((c) => c.classroom_id === classroomId)!.teacher_id;
  return customers.find((c) => c.teacher_id === teacherId)!.customer_id;
}

describe('a teacher’s past assignments written in one transaction (writeDatedAssignments)', () => {
  it('applies the rules as of each assignment’s own day, in order, with cancels freeing a place', async () => {
    const { db, engine, district } = fixture;
    const { ownClassroomId: classroomId } = district.ids;
    const [s1, s2, s3] = studentsOf(classroomId) as [number, number, number];
    const teacherId = teacherOf(classroomId);
    const [x, y, z, w] = standardIds('4.NBT.B.4', '4.NBT.B.5', '4.NBT.B.6', '4.OA.A.1') as [
      number,
      number,
      number,
      number,
    ];
    nextId = 9_000;
    const dated = (...args: [number, number[], string, string, number?]) =>
      datedWrite(teacherId, classroomId, ...args);
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
    expect(new Set(rows.map((r) => r.created_by))).toEqual(new Set([teacherId]));
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

  it('writes several teachers’ years in one call, each assignment by its own teacher, the rules per student', async () => {
    const { db, engine, district } = fixture;
    const { sameSchoolClassroomId: classA, otherSchoolClassroomId: classB } = district.ids;
    const [a1, a2] = studentsOf(classA) as [number, number];
    const [b1, b2] = studentsOf(classB) as [number, number];
    const [teacherA, teacherB] = [teacherOf(classA), teacherOf(classB)];
    const [x, y] = standardIds('3.OA.A.1', '3.OA.A.2') as [number, number];
    nextId = 9_100;
    const before = await readVersions(db, district.districtId, 'classroom', [classA, classB]);

    const ofA = [
      datedWrite(teacherA, classA, x, [a1, a2], '2026-10-05', '2026-10-11'), // 9101
      datedWrite(teacherA, classA, y, [a1], '2026-10-06', '2026-10-12'), // 9102
      datedWrite(teacherA, classA, x, [a2], '2026-10-08', '2026-10-14'), // refused: a2 has x active
    ];
    const ofB = [
      datedWrite(teacherB, classB, x, [b1], '2026-10-05', '2026-10-11'), // 9104: the same focus as 9101, other students
      datedWrite(teacherB, classB, y, [b1], '2026-10-06', '2026-10-12'), // 9105
      datedWrite(teacherB, classB, x, [b2], '2026-10-08', '2026-10-14'), // 9106: b2 has nothing active
    ];
    // Teacher B's year first, then teacher A's: the writes are checked day by day across both.
    const result = await writeDatedAssignments(db, engine, district.districtId, [...ofB, ...ofA]);

    expect({ written: [...result.written].sort((p, q) => p - q), refused: result.refused }).toEqual({
      written: [9101, 9102, 9104, 9105, 9106],
      refused: 1,
    });
    const rows = await db
      .selectFrom('assignments')
      .select(['assignment_id', 'classroom_id', 'created_by', 'created_at'])
      .where('district_id', '=', district.districtId)
      .where('assignment_id', '>', 9_100)
      .orderBy('assignment_id')
      .execute();
    expect(rows.map((r) => [r.assignment_id, r.classroom_id, r.created_by])).toEqual([
      [9101, classA, teacherA],
      [9102, classA, teacherA],
      [9104, classB, teacherB],
      [9105, classB, teacherB],
      [9106, classB, teacherB],
    ]);
    expect(rows.find((r) => r.assignment_id === 9106)!.created_at).toBe(Date.parse('2026-10-08T15:00:00Z'));
    const after = await readVersions(db, district.districtId, 'classroom', [classA, classB]);
    expect([after.get(classA), after.get(classB)]).toEqual([
      (before.get(classA) ?? 0) + 1,
      (before.get(classB) ?? 0) + 1,
    ]);
  });
});
