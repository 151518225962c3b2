/**
 * Standards history: a window ending before today shows each standard as it stood on its last day (slots passed
 * by then, placement included), on the student standards pane and on the classroom standards routes; a window
 * ending today shows the statuses of now. Every figure is counted from the hand-written records below.
 */
import { addDays, EVENT_CODES, type ActivityRecord } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import { ingestHandWritten, localInstant, slotsOf, standardOf } from '../../testing/learning-fixture.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { TZ, today } from './standards-fixture.js';

const catalogue = getCatalogue();
const ownSlots = (code: string) =>
  catalogue.lessonSlots
    .filter((s) => s.standard_id === standardOf(code).standard_id)
    .map((s) => s.lesson_slot_id);

/** Placed 13 days ago, one lesson passed 12 days ago ("day 1") and one 3 days ago ("day 10"). */
const S = '3.NBT.A.1';
/** Every lesson passed 3 days ago. */
const T = '3.MD.A.2';
/** Every lesson passed 12 days ago. */
const U = '3.G.A.1';
const dayAgo = (n: number) => addDays(today, -n);
const compact = (day: string) => day.replaceAll('-', '');
/** The window ending 8 days ago ("day 5"). */
const PAST = `fd=${compact(dayAgo(14))}&td=${compact(dayAgo(8))}`;
const floor = (part: number, whole: number) => Math.floor((100 * part) / whole);

let student = 0;
const server = useTestServer({
  signIn: ['teacher'],
  prepare: async () => {
    student = server.home.ids.ownStudentId;
    let seq = 0;
    const at = (daysAgo: number, hour: number) => localInstant(dayAgo(daysAgo), hour, TZ) + seq * 60_000;
    const pass = (slot: number, daysAgo: number, hour: number): ActivityRecord => ({
      uid: `h-${++seq}`,
      student_id: student,
      event_code: EVENT_CODES.LESSON_COMPLETED,
      timestamp: at(daysAgo, hour),
      lesson_slot_id: slot,
      lesson_passed: true,
      total_lesson_time: 600_000,
    });
    const records: ActivityRecord[] = [
      {
        uid: `h-${++seq}`,
        student_id: student,
        event_code: EVENT_CODES.PLACEMENT,
        timestamp: at(13, 8),
        lesson_slot_id: ownSlots(S)[0]!,
        lesson_passed: true,
      },
      pass(ownSlots(S)[1]!, 12, 10),
      ...slotsOf(U).map((slot) => pass(slot, 12, 11)),
      pass(ownSlots(S)[2]!, 3, 10),
      ...slotsOf(T).map((slot) => pass(slot, 3, 11)),
    ];
    await ingestHandWritten(server.database, server.home.districtId, records);
  },
});

const base = () => `/r/districts/${server.home.districtId}`;
const classroom = () => `${base()}/classrooms/${server.home.ids.ownClassroomId}/standards`;
const classSize = () =>
  server.home.roster.enrollments.filter((e) => e.classroom_id === server.home.ids.ownClassroomId).length;

async function getOk(url: string) {
  const response = await server.getAs(url, 'teacher');
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  return response.json();
}

interface StandardAnswer {
  code: string;
  percent_complete: number;
  proficiency_status: string;
  proficient_date: string | null;
}
async function studentPane(window: string) {
  const body = await getOk(`${base()}/students/${student}/standards?level_id=3${window}`);
  const standards: StandardAnswer[] = body.data.domains.flatMap(
    (d: { clusters: { standards: StandardAnswer[] }[] }) => d.clusters.flatMap((c) => c.standards),
  );
  return { body, byCode: new Map(standards.map((s) => [s.code, s])) };
}

describe('a past window shows the standards of its last day', () => {
  it('student standards: day 1’s percent and status in the window ending day 5, both plays today', async () => {
    const n = slotsOf(S).length;
    const past = await studentPane(`&${PAST}`);
    expect(past.body.report_dates).toEqual({ from_date: dayAgo(14), to_date: dayAgo(8) });
    // Placement and the day-1 play: 2 of S's slots.
    expect(past.byCode.get(S)).toMatchObject({
      percent_complete: floor(2, n),
      proficiency_status: 'IN_PROGRESS',
      proficient_date: null,
    });
    expect(past.byCode.get(U)).toMatchObject({
      percent_complete: 100,
      proficiency_status: 'PROFICIENT',
      proficient_date: dayAgo(12),
    });
    // T was not started by then.
    expect(past.byCode.get(T)).toMatchObject({ percent_complete: 0, proficiency_status: 'NOT_STARTED' });
    expect(past.body.data.standards_completed).toEqual([U]);

    const now = await studentPane('');
    expect(now.body.report_dates).toEqual({ from_date: null, to_date: today });
    expect(now.byCode.get(S)).toMatchObject({
      percent_complete: floor(3, n),
      proficiency_status: 'IN_PROGRESS',
    });
    expect(now.byCode.get(T)).toMatchObject({ percent_complete: 100, proficient_date: dayAgo(3) });
    // A window ending today is the statuses of now.
    const toToday = await studentPane(`&fd=${compact(dayAgo(14))}&td=${compact(today)}`);
    expect(toToday.byCode.get(S)).toEqual(now.byCode.get(S));
  });

  it('classroom standards: the standard, its students and the grid as of the window’s last day', async () => {
    const n = slotsOf(S).length;
    const id = standardOf(S).standard_id;
    const past = await getOk(`${classroom()}/${id}?${PAST}`);
    expect(past.report_dates).toEqual({ from_date: dayAgo(14), to_date: dayAgo(8) });
    const row = past.data.students.find((s: { id: number }) => s.id === student);
    expect(row).toMatchObject({ percent_complete: floor(2, n), proficiency_status: 'IN_PROGRESS' });
    expect(past.data.standard.percent_complete).toBe(Math.floor(floor(2, n) / classSize()));
    const now = await getOk(`${classroom()}/${id}`);
    expect(now.data.students.find((s: { id: number }) => s.id === student)).toMatchObject({
      percent_complete: floor(3, n),
    });

    const grid = await getOk(`${classroom()}/all?level_id=3&${PAST}`);
    const cells = new Map(
      grid.data.students
        .find((s: { id: number }) => s.id === student)
        .standards.map((c: { code: string }) => [c.code, c]),
    );
    expect(cells.get(S)).toMatchObject({ percent_complete: floor(2, n), proficiency_status: 'IN_PROGRESS' });
    expect(cells.get(T)).toMatchObject({ percent_complete: 0, proficiency_status: 'NOT_STARTED' });
    expect(cells.get(U)).toMatchObject({ percent_complete: 100, proficiency_status: 'PROFICIENT' });

    // Domain completion as of then: 3.G has U complete, 3.MD had nothing complete yet.
    const domains = await getOk(`${classroom()}/domains?level_id=3&${PAST}`);
    const byDomain = new Map(domains.data.domains.map((d: { code: string }) => [d.code, d]));
    const completedOf = (domain: string) =>
      (byDomain.get(domain) as { standards_completed: number }).standards_completed;
    expect(completedOf('3.G')).toBe(Math.round((10 * 1) / classSize()) / 10);
    expect(completedOf('3.MD')).toBe(0);
    const domainsNow = await getOk(`${classroom()}/domains?level_id=3`);
    const mdNow = domainsNow.data.domains.find((d: { code: string }) => d.code === '3.MD');
    expect(mdNow.standards_completed).toBe(Math.round((10 * 1) / classSize()) / 10);
  });

  it('refuses half a window and untilNow with dates on the classroom routes', async () => {
    const half = await server.getAs(`${classroom()}/levels?fd=${compact(dayAgo(3))}`, 'teacher');
    expect(half.statusCode).toBe(400);
    expect(half.json().apiError.message).toMatch(/"td"/);
    const both = await server.getAs(`${classroom()}/levels?untilNow=true&${PAST}`, 'teacher');
    expect(both.statusCode).toBe(400);
    expect(both.json().apiError.message).toMatch(/untilNow/);
  });
});
