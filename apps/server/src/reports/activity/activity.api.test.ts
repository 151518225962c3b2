/**
 * Activity (spec §2, §3 Activity record, §4 event codes and badges, §7, §9) recomputed from hand-written events
 * sent through ingest: what each event reads, the 30-day window, and pages that lose or repeat nothing.
 */
import {
  addDays,
  localDay,
  type ActivityEvent,
  type ActivityRecord,
  type ActivityResponse,
  type EngagementActivityResponse,
  type LessonGroupActivityResponse,
} from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import { daysAgoRecords, ingestHandWritten, lessonPlayOf, slotsOf } from '../../testing/learning-fixture.js';
import { useTestServer } from '../../testing/use-test-server.js';

const TZ = 'America/New_York';
const server = useTestServer({ signIn: ['teacher', 'guardian'] });

const [SLOT_A, SLOT_B] = slotsOf('3.NF.A.1') as [number, number];
const groupOf = (slot: number) => getCatalogue().slotById.get(slot)!.lesson_group_id;

const record = daysAgoRecords('activity', TZ);
const played = lessonPlayOf(record);

function classmates() {
  const { ids, roster } = server.home;
  const inClass = roster.enrollments
    .filter((e) => e.classroom_id === ids.ownClassroomId)
    .map((e) => e.student_id);
  const [first, second] = inClass.filter((id) => id !== ids.ownStudentId);
  return { child: ids.ownStudentId, first: first!, second: second! };
}

async function get<T = ActivityResponse>(url: string, as: 'teacher' | 'guardian' = 'teacher') {
  const response = await server.getAs(url, as);
  return { status: response.statusCode, body: response.json<T>() };
}
const base = () => `/r/districts/${server.home.districtId}`;
const classroomUrl = (query = '') =>
  `${base()}/classrooms/${server.home.ids.ownClassroomId}/activity${query}`;
const studentUrl = (studentId: number, query = '') => `${base()}/students/${studentId}/activity${query}`;
const byUid = (events: ActivityEvent[], uid: string) => events.find((e) => e.uid === uid)!;

/** Every page from the first, following pu, pt and pd. */
async function allPages(url: (query: string) => string, size: number) {
  const pages: ActivityResponse[] = [];
  let query = `?ps=${size}`;
  for (;;) {
    const page = await get(url(query));
    expect(page.status).toBe(200);
    pages.push(page.body);
    if (page.body.pu === null || pages.length > 500) return pages;
    query = `?ps=${size}&pu=${page.body.pu}&pt=${page.body.pt}&pd=${page.body.pd}`;
  }
}

describe('activity', () => {
  const records: Record<string, ActivityRecord> = {};
  const keep = (name: string, r: ActivityRecord) => ((records[name] = r), r);

  it('reads each event of a classroom as the feed shows it: name, badge, ordinal, standards, time', async () => {
    const s = classmates();
    await ingestHandWritten(server.database, server.home.districtId, [
      keep('old', played(s.first, 40, 9, SLOT_A, true)),
      keep('fail1', played(s.first, 2, 9, SLOT_A, false)),
      keep('fail2', played(s.first, 1, 9, SLOT_A, false)),
      keep(
        'paused',
        record(s.first, 0, 8, { event_code: 120, lesson_slot_id: SLOT_B, total_lesson_time: 30_000 }),
      ),
      keep('pass', played(s.first, 0, 9, SLOT_A, true)),
      keep('struggling', record(s.second, 0, 10, { event_code: 702, lesson_slot_id: SLOT_B })),
      keep('group', record(s.first, 0, 11, { event_code: 130, lesson_group_id: groupOf(SLOT_A) })),
      keep('certificate', record(s.first, 0, 12, { event_code: 200, label: 'Certificate of Achievement' })),
      // The second student completes the same lesson six times: the ordinal stops at five.
      ...[6, 5, 4, 3, 2, 1].map((daysAgo) => played(s.second, daysAgo, 14, SLOT_A, true)),
    ]);
    const today = localDay(Date.now(), TZ);
    const page = await get(classroomUrl());
    expect(page.status).toBe(200);
    expect(page.body.report_dates).toEqual({ from_date: addDays(today, -29), to_date: today });
    const uids = page.body.data.map((e) => e.uid);
    expect(uids).not.toContain(records.old!.uid);
    const times = page.body.data.map((e) => e.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.body.pu).toBeNull();

    const events = page.body.data;
    expect(byUid(events, records.fail1!.uid)).toMatchObject({
      event_code_name: 'Lesson Completed',
      badge: 'not_passed',
      lesson_completed_instance_count: 2,
      lesson_failed_count: 1,
      needs_attention: false,
    });
    expect(byUid(events, records.fail2!.uid)).toMatchObject({
      badge: 'alert',
      lesson_completed_instance_count: 3,
      lesson_failed_count: 2,
      needs_attention: true,
    });
    const pass = byUid(events, records.pass!.uid);
    expect(pass).toMatchObject({
      badge: 'passed',
      lessonComplete: true,
      lesson_completed_instance_count: 4,
      lesson_slot_name: getCatalogue().slotById.get(SLOT_A)!.name,
      lesson_group_id: groupOf(SLOT_A),
      total_lesson_time: 600_000,
      first_name: server.home.roster.students.find((st) => st.student_id === s.first)!.first_name,
    });
    expect(pass.standards.map((st) => st.code)).toContain('3.NF.A.1');
    expect(pass.standards.length).toBeLessThanOrEqual(5);
    expect(byUid(events, records.paused!.uid)).toMatchObject({
      event_code_name: 'Lesson Paused',
      badge: 'pause',
      total_lesson_time: 60_000,
    });
    expect(byUid(events, records.struggling!.uid)).toMatchObject({ badge: 'alert', needs_attention: true });
    const group = byUid(events, records.group!.uid);
    expect(group).toMatchObject({
      groupComplete: true,
      badge: null,
      event_code_name: 'Lesson Group Completed',
    });
    expect(getCatalogue().slotById.get(group.milestone_trigger_lesson_slot_id!)!.lesson_group_id).toBe(
      groupOf(SLOT_A),
    );
    expect(byUid(events, records.certificate!.uid)).toMatchObject({
      event_code: 200,
      label: 'Certificate of Achievement',
      total_lesson_time: null,
    });
    const repeats = events
      .filter((e) => e.student_id === s.second && e.event_code === 110)
      .map((e) => e.lesson_completed_instance_count);
    expect(repeats).toEqual([5, 5, 4, 3, 2, 1]);
  });

  it('pages through the window with pu, pt and pd, losing and repeating no event, ties included', async () => {
    const s = classmates();
    // Three events at the same instant: a page may end between them.
    const tied = [1, 2, 3].map(() => record(s.second, 3, 9, { event_code: 300, label: 'Weekly Goal' }, 30));
    await ingestHandWritten(server.database, server.home.districtId, tied);
    const whole = await get(classroomUrl('?ps=200'));
    const expected = whole.body.data.map((e) => e.uid);
    expect(expected.length).toBeGreaterThan(12);
    for (const size of [1, 2, 5]) {
      const pages = await allPages(classroomUrl, size);
      expect(pages.every((page) => page.data.length <= size)).toBe(true);
      expect(pages.flatMap((page) => page.data.map((e) => e.uid))).toEqual(expected);
      expect(pages.at(-2)!.links.next_page).toContain('pu=');
    }
    // A next page keeps the first page's from-date.
    const first = await get(classroomUrl('?ps=2'));
    expect(first.body.pd).toBe(first.body.report_dates.from_date!.replaceAll('-', ''));
  });

  it('a student’s activity: the window, fd and untilNow; a guardian reads their child’s only', async () => {
    const s = classmates();
    const all = await get(studentUrl(s.first));
    expect(all.status).toBe(200);
    expect(new Set(all.body.data.map((e) => e.student_id))).toEqual(new Set([s.first]));
    expect(all.body.data.map((e) => e.uid)).not.toContain(records.old!.uid);
    const untilNow = await get(studentUrl(s.first, '?untilNow=true'));
    expect(untilNow.body.data.map((e) => e.uid)).toContain(records.old!.uid);
    expect(untilNow.body.report_dates.from_date).toBeNull();
    const today = localDay(Date.now(), TZ);
    const compact = (day: string) => day.replaceAll('-', '');
    const lastDay = await get(studentUrl(s.first, `?fd=${compact(today)}`));
    expect(lastDay.body.data.map((e) => e.uid).sort()).toEqual(
      ['paused', 'pass', 'group', 'certificate'].map((n) => records[n]!.uid).sort(),
    );
    const yesterday = await get(studentUrl(s.first, `?td=${compact(today)}&days=1`));
    expect(yesterday.body.data.map((e) => e.uid)).toEqual([records.fail2!.uid]);

    await ingestHandWritten(server.database, server.home.districtId, [played(s.child, 0, 9, SLOT_B, true)]);
    const child = await get(studentUrl(s.child), 'guardian');
    expect(child.status).toBe(200);
    expect(child.body.data[0]).toMatchObject({ student_id: s.child, badge: 'passed' });
    expect((await get(studentUrl(s.first), 'guardian')).status).toBe(403);
  });

  it('refuses half a set of page tokens and a window that ends before it starts', async () => {
    expect((await get(classroomUrl('?pu=activity-001'))).status).toBe(400);
    expect((await get(classroomUrl('?ps=0'))).status).toBe(400);
    expect((await get(studentUrl(classmates().first, '?fd=20300101&td=20290101'))).status).toBe(400);
  });

  it('engagement achievements, lesson groups played and a lesson slot’s name', async () => {
    const s = classmates();
    const engagement = await get<EngagementActivityResponse>(
      `${base()}/students/${s.first}/engagement/activity`,
    );
    expect(engagement.status).toBe(200);
    expect(engagement.body.data.map((e) => e.event_code).sort()).toEqual([130, 200]);

    const groups = await get<LessonGroupActivityResponse>(
      `${base()}/classrooms/${server.home.ids.ownClassroomId}/activity/lessongroup`,
    );
    expect(groups.status).toBe(200);
    const group = groups.body.data.find((g) => g.id === groupOf(SLOT_A))!;
    expect(group.students.map((st) => st.id)).toEqual(expect.arrayContaining([s.first, s.second]));
    expect(group).toMatchObject({
      students_count: group.students.length,
      tl: expect.any(String),
      pdLink: expect.any(String),
    });
    const childGroups = await get<LessonGroupActivityResponse>(
      `${base()}/students/${s.child}/activity/lessongroup`,
      'guardian',
    );
    expect(childGroups.body.data.map((g) => g.id)).toEqual([groupOf(SLOT_B)]);
    expect(childGroups.body.data[0]!.pdLink).toBeNull();

    const slot = await get<{ id: number; name: string }>(`/api/v1/lesson_slots/${SLOT_A}`);
    expect(slot.body).toMatchObject({ id: SLOT_A, name: getCatalogue().slotById.get(SLOT_A)!.name });
    expect((await get(`/api/v1/lesson_slots/999999999`)).status).toBe(404);
  });

  it('names each event’s student as the roster stands: a renamed student reads renamed at once', async () => {
    const s = classmates();
    await ingestHandWritten(server.database, server.home.districtId, [
      record(s.first, 1, 10, { event_code: 300, label: 'Renamed Goal' }, 30),
    ]);
    const nameOf = async () => {
      const page = await get(classroomUrl('?ps=200'));
      const event = page.body.data.find((e) => e.label === 'Renamed Goal')!;
      return `${event.first_name} ${event.last_name}`;
    };
    const before = await nameOf();
    await server.database.db
      .updateTable('students')
      .set({ first_name: 'Renamed' })
      .where('district_id', '=', server.home.districtId)
      .where('student_id', '=', s.first)
      .execute();
    expect(await nameOf()).toBe(`Renamed ${before.split(' ').slice(1).join(' ')}`);
    expect(before.startsWith('Renamed')).toBe(false);
  });
});
