import type { ActivityRecord, AssignmentHistoryItem } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { checkAssignmentPlay } from './assignment-play.js';
import { lessonSlotIdsOfFocus } from './focus-lessons-left.js';
import { ingestHandWritten, slotsOf, standardOf } from '../testing/learning-fixture.js';
import { parseCsv } from '../testing/parse-csv.js';
import { assignAsTeacher } from '../testing/assign-as-teacher.js';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['teacher', 'guardian'] });

const FOCUS = '3.NF.A.1';
const today = new Date().toISOString().slice(0, 10);
const inAWeek = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const classroomUrl = () =>
  `/r/districts/${server.home.districtId}/classrooms/${server.home.ids.ownClassroomId}/assignments`;

/** Plays of assigned lessons as the math product reports them: events carry the assignment's id. */
function playsOn(assignmentId: number, plays: { studentId: number; passed: boolean; minutes: number }[]) {
  const slots = slotsOf(FOCUS);
  return plays.map((play, index): ActivityRecord => ({
    uid: `assigned-${assignmentId}-${index}`,
    student_id: play.studentId,
    event_code: 110,
    timestamp: Date.now() - (plays.length - index) * 60_000,
    lesson_slot_id: slots[index % slots.length]!,
    lesson_passed: play.passed,
    total_lesson_time: play.minutes * 60_000,
    assignment_id: assignmentId,
  }));
}

/** Lessons a student passed before any assignment: one passing play of each of `slots`, a minute apart. */
function passesOf(studentId: number, slots: readonly number[], uidPrefix: string) {
  return slots.map((slot, index) => ({
    uid: `${uidPrefix}-${studentId}-${index}`,
    student_id: studentId,
    event_code: 110 as const,
    timestamp: Date.now() - (slots.length - index) * 60_000,
    lesson_slot_id: slot,
    lesson_passed: true,
    total_lesson_time: 5 * 60_000,
  }));
}

async function history(url: string): Promise<AssignmentHistoryItem[]> {
  const response = await server.getAs(url, 'teacher');
  expect(response.statusCode).toBe(200);
  return response.json().data.assignments;
}

describe('assignment history (spec §2 Assigned Lessons, §3 display statuses, §7)', () => {
  it('shows each student’s lessons passed and minutes played on the assignment (kept at ingest, as a rebuild finds), and its status', async () => {
    const { ownClassroomId, ownStudentId } = server.home.ids;
    const other = server.home.roster.enrollments.find(
      (e) => e.classroom_id === ownClassroomId && e.student_id !== ownStudentId,
    )!.student_id;
    const assignmentId = await assignAsTeacher(server, {
      code: FOCUS,
      type: 'SPOT',
      start: today,
      end: inAWeek,
      studentIds: [ownStudentId, other],
    });
    await ingestHandWritten(
      server.database,
      server.home.districtId,
      playsOn(assignmentId, [
        { studentId: ownStudentId, passed: true, minutes: 9 },
        { studentId: ownStudentId, passed: true, minutes: 11 },
        { studentId: other, passed: false, minutes: 5 },
      ]),
    );

    const [item] = await history(classroomUrl());
    expect(item).toMatchObject({
      assignment_id: assignmentId,
      focus_code: FOCUS,
      status: 'ACTIVE',
      latest: true,
      duration_weeks: 1,
      lessons_passed: 2,
      total_time: 25,
    });
    const byId = new Map(item!.students.map((s) => [s.user_id, s]));
    expect(byId.get(ownStudentId)).toMatchObject({
      lessons_passed: 2,
      time_spent: 20,
      assignment_status: 'completed_all',
    });
    expect(byId.get(other)).toMatchObject({
      lessons_passed: 0,
      time_spent: 5,
      assignment_status: 'in_progress',
    });

    expect(await checkAssignmentPlay(server.database.db, server.home.districtId)).toEqual([]);
    const setLessonsPassed = (lessons: number) =>
      server.database.db
        .updateTable('student_assignments')
        .set({ lessons_passed: lessons })
        .where('assignment_id', '=', assignmentId)
        .where('student_id', '=', other)
        .execute();
    await setLessonsPassed(5);
    const drift = await checkAssignmentPlay(server.database.db, server.home.districtId);
    expect(drift).toEqual([
      {
        key: `${assignmentId}:${other}`,
        stored: expect.objectContaining({ lessons_passed: 5 }),
        rebuilt: expect.objectContaining({ lessons_passed: 0 }),
      },
    ]);
    await setLessonsPassed(0);

    const [own] = await history(
      `/r/districts/${server.home.districtId}/students/${ownStudentId}/assignments`,
    );
    expect(own!.students.map((s) => s.user_id)).toEqual([ownStudentId]);
    const guardian = await server.getAs(
      `/r/districts/${server.home.districtId}/students/${ownStudentId}/assignments`,
      'guardian',
    );
    expect(guardian.json().data.assignments[0].students[0].time_spent).toBe(20);

    const csv = await server.getAs(`${classroomUrl()}?format=csv`, 'teacher');
    const [headers, ...rows] = parseCsv(csv.body).rows;
    expect(headers).toEqual([
      'Focus',
      'Description',
      'Type',
      'Start date',
      'Due date',
      'First name',
      'Last name',
      'Status',
      'Lessons passed',
      'Time played (min)',
    ]);
    const ownRow = rows.find(
      (row) => row[5] === byId.get(ownStudentId)!.first_name && row[6] === byId.get(ownStudentId)!.last_name,
    )!;
    expect(ownRow.slice(0, 3)).toEqual([FOCUS, standardOf(FOCUS).short_description, 'Spot check']);
    expect(ownRow.slice(7)).toEqual(['Completed All Available', '2', '20']);

    await server.sendAs(
      'PUT',
      `/m/assignments/${assignmentId}`,
      { classroom_id: ownClassroomId, status: 'CANCELLED' },
      'teacher',
    );
    const [cancelled] = await history(classroomUrl());
    expect(cancelled!.status).toBe('CANCELLED');
    // The student who had passed both lessons keeps that; the other was still on it and is stopped.
    const statusOf = new Map(cancelled!.students.map((s) => [s.user_id, s.assignment_status]));
    expect([statusOf.get(ownStudentId), statusOf.get(other)]).toEqual(['completed_all', 'stopped']);
    expect(cancelled!.latest).toBe(true);
  });

  it('a spot check on lessons a student had already passed reads Completed All Available, in the history and the student’s progress', async () => {
    const { ownClassroomId, ownStudentId } = server.home.ids;
    const [other, allButOne] = server.home.roster.enrollments
      .filter((e) => e.classroom_id === ownClassroomId && e.student_id !== ownStudentId)
      .map((e) => e.student_id);
    const passedBefore = '4.MD.A.1';
    const slots = lessonSlotIdsOfFocus('STANDARD', standardOf(passedBefore).standard_id);
    expect(slots.length).toBeGreaterThan(1);
    await ingestHandWritten(server.database, server.home.districtId, [
      ...passesOf(ownStudentId, slots, 'before'),
      ...passesOf(allButOne!, slots.slice(1), 'before'),
    ]);
    const assignmentId = await assignAsTeacher(server, {
      code: passedBefore,
      type: 'SPOT',
      start: today,
      end: inAWeek,
      studentIds: [ownStudentId, other!, allButOne!],
    });

    const item = (await history(classroomUrl())).find((a) => a.assignment_id === assignmentId)!;
    const statusOf = new Map(item.students.map((s) => [s.user_id, s.assignment_status]));
    expect([statusOf.get(ownStudentId), statusOf.get(other!), statusOf.get(allButOne!)]).toEqual([
      'completed_all',
      'in_progress',
      'in_progress',
    ]);
    const progress = await server.getAs(
      `/r/districts/${server.home.districtId}/students/${ownStudentId}/assignments/${assignmentId}/progress`,
      'teacher',
    );
    expect(progress.json().data.student.assignment_status).toBe('completed_all');
  });

  it('filters by kind and start day, and pages from 1', async () => {
    const goals = await history(`${classroomUrl()}?type=goal`);
    expect(goals).toEqual([]);
    const later = await history(`${classroomUrl()}?fd=${inAWeek.replaceAll('-', '')}`);
    expect(later).toEqual([]);
    const page = await server.getAs(`${classroomUrl()}?page=0`, 'teacher');
    expect(page.statusCode).toBe(400);
  });

  it('a student’s history takes from_date and size (spec §7): pages of that many, from that day', async () => {
    const { districtId, ids } = server.home;
    const studentUrl = `/r/districts/${districtId}/students/${ids.ownStudentId}/assignments`;
    // A second one, starting tomorrow, besides the spot check the first test made.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const inTwoWeeks = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await assignAsTeacher(server, {
      code: '3.NF.A.2',
      type: 'GOAL',
      start: tomorrow,
      end: inTwoWeeks,
      studentIds: [ids.ownStudentId],
    });
    const all = await history(studentUrl);
    expect(all.length).toBeGreaterThan(1);
    const pageOf = async (page: number) =>
      (await server.getAs(`${studentUrl}?size=1&page=${page}`, 'teacher')).json().data;
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect(first.assignments.map((a: AssignmentHistoryItem) => a.assignment_id)).toEqual([
      all[0]!.assignment_id,
    ]);
    expect(first.next_page).toBe(2);
    expect(second.assignments.map((a: AssignmentHistoryItem) => a.assignment_id)).toEqual([
      all[1]!.assignment_id,
    ]);
    const newest = [...all].sort((a, b) => b.start_date.localeCompare(a.start_date))[0]!;
    const fromNewest = await history(`${studentUrl}?from_date=${newest.start_date}`);
    expect(fromNewest.every((a) => a.start_date >= newest.start_date)).toBe(true);
    expect(fromNewest.length).toBeLessThan(all.length);
    expect((await server.getAs(`${studentUrl}?size=0`, 'teacher')).statusCode).toBe(400);
    expect((await server.getAs(`${studentUrl}?from_date=2026-02-30`, 'teacher')).statusCode).toBe(400);
  });

  it('counts a cluster’s or a domain’s spot check by the lessons of every standard in it', async () => {
    const { ownClassroomId, ownStudentId } = server.home.ids;
    const classmates = server.home.roster.enrollments
      .filter((e) => e.classroom_id === ownClassroomId && e.student_id !== ownStudentId)
      .map((e) => e.student_id);
    const [passedAll, allButOne] = classmates.slice(2, 4);
    expect(allButOne).toBeDefined();
    const standard = standardOf('5.G.A.1');
    const skipped = lessonSlotIdsOfFocus('CLUSTER', standard.cluster_id)[0]!;
    for (const [focusType, focusId] of [
      // The domain first: the cluster's count must then leave out the domain's other lessons passed.
      ['DOMAIN', standard.domain_id],
      ['CLUSTER', standard.cluster_id],
    ] as const) {
      const slots = lessonSlotIdsOfFocus(focusType, focusId);
      expect(slots.length).toBeGreaterThan(lessonSlotIdsOfFocus('STANDARD', standard.standard_id).length);
      expect(slots).toContain(skipped);
      await ingestHandWritten(server.database, server.home.districtId, [
        ...passesOf(passedAll!, slots, focusType),
        ...passesOf(
          allButOne!,
          slots.filter((slot) => slot !== skipped),
          focusType,
        ),
      ]);
      const created = await server.sendAs(
        'POST',
        '/m/assignments',
        {
          classroom_id: ownClassroomId,
          focus_type: focusType,
          focus_id: focusId,
          assignment_type: 'SPOT',
          start_date: today,
          end_date: inAWeek,
          user_ids: [passedAll, allButOne],
        },
        'teacher',
      );
      expect(created.statusCode, created.body).toBe(200);
      const item = (await history(classroomUrl())).find(
        (a) => a.assignment_id === created.json().data.assignment_id,
      )!;
      const statusOf = new Map(item.students.map((s) => [s.user_id, s.assignment_status]));
      expect([focusType, statusOf.get(passedAll!), statusOf.get(allButOne!)]).toEqual([
        focusType,
        'completed_all',
        'in_progress',
      ]);
    }
  });
});
