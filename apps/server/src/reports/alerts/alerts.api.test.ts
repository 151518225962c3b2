/**
 * Student alerts (spec §2 At a Glance, §3 Alerts, §6, §9) recomputed from hand-written events sent through
 * ingest: which students show, which alerts, what each names and where a click goes.
 */
import { addDays, localDay, type AlertsResponse } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import {
  daysAgoRecords,
  ingestHandWritten,
  lessonPlayOf,
  slotsOf,
  standardOf,
} from '../../testing/learning-fixture.js';
import { useTestServer } from '../../testing/use-test-server.js';

const TZ = 'America/New_York';
const server = useTestServer({ signIn: ['teacher', 'guardian'] });

const FOCUS = '3.NF.A.1';
const [SLOT_A, SLOT_B, SLOT_C] = slotsOf(FOCUS) as [number, number, number];
const [OTHER_SLOT] = slotsOf('3.NF.A.2') as [number];
const groupOf = (slot: number) => getCatalogue().slotById.get(slot)!.lesson_group_id;

const record = daysAgoRecords('alerts', TZ);
const played = lessonPlayOf(record);
const struggling = (studentId: number, daysAgo: number, hour: number, slot: number) =>
  record(studentId, daysAgo, hour, { event_code: 702, lesson_slot_id: slot });

/** The classroom's students in roster order, named by role in the story below. */
function classmates() {
  const { ids, roster } = server.home;
  const [struggler, failer, repeater, lowUsage, older, stale, stopped, steady, never] = roster.enrollments
    .filter((e) => e.classroom_id === ids.ownClassroomId)
    .map((e) => e.student_id);
  return {
    struggler: struggler!,
    failer: failer!,
    repeater: repeater!,
    lowUsage: lowUsage!,
    older: older!,
    stale: stale!,
    stopped: stopped!,
    steady: steady!,
    never: never!,
  };
}

async function get(url: string, as: 'teacher' | 'guardian' = 'teacher') {
  const response = await server.getAs(url, as);
  return { status: response.statusCode, body: response.json<AlertsResponse>() };
}
const classroomUrl = (path = '') =>
  `/r/districts/${server.home.districtId}/classrooms/${server.home.ids.ownClassroomId}/alerts${path}`;

const kindsOf = (body: AlertsResponse, studentId: number) =>
  body.data.find((s) => s.id === studentId)?.alerts.map((a) => `${a.category}:${a.kind ?? a.type}`);

describe('student alerts', () => {
  it('lists today’s alerts of a classroom: learning alerts naming their standard or lesson group, usage only when asked and never beside a learning alert', async () => {
    const s = classmates();
    await ingestHandWritten(server.database, server.home.districtId, [
      // A struggling lesson today: its standard and its group need attention; 5 minutes played.
      played(s.struggler, 0, 9, SLOT_B, true, 5),
      struggling(s.struggler, 0, 10, SLOT_A),
      // Three of the last five completed lessons failed, each lesson once.
      played(s.failer, 1, 9, SLOT_A, true),
      played(s.failer, 1, 10, SLOT_B, false),
      played(s.failer, 0, 9, SLOT_C, false),
      played(s.failer, 0, 10, SLOT_A, true),
      played(s.failer, 0, 11, OTHER_SLOT, false),
      // One lesson failed twice, the latest play failed: its group needs attention (20 minutes).
      played(s.repeater, 0, 9, SLOT_C, false),
      played(s.repeater, 0, 10, SLOT_C, false),
      // Five minutes passed: under the weekly minimum of 15, a usage alert only.
      played(s.lowUsage, 0, 9, SLOT_A, true, 5),
      // Raised 10 and 40 days ago: inside, then outside the 30-day window.
      struggling(s.older, 10, 9, SLOT_A),
      struggling(s.stale, 40, 9, SLOT_A),
    ]);
    const today = localDay(Date.now(), TZ);

    const learning = await get(classroomUrl());
    expect(learning.status).toBe(200);
    expect(learning.body.report_dates).toEqual({ from_date: addDays(today, -29), to_date: today });
    expect(learning.body.data.map((student) => student.id).sort()).toEqual(
      [s.struggler, s.failer, s.repeater, s.older].sort(),
    );
    expect(kindsOf(learning.body, s.struggler)).toEqual([
      'LEARNING:lesson_group_struggling',
      'LEARNING:standard_struggling',
    ]);
    expect(kindsOf(learning.body, s.failer)).toEqual(['LEARNING:lessons_fail_threshold']);
    expect(kindsOf(learning.body, s.repeater)).toEqual(['LEARNING:lesson_group_struggling']);

    const standardAlert = learning.body.data
      .find((student) => student.id === s.struggler)!
      .alerts.find((alert) => alert.kind === 'standard_struggling')!;
    expect(standardAlert).toMatchObject({
      '@type': 'LessonStrugglingAlert',
      raised_date: today,
      standard: { id: standardOf(FOCUS).standard_id, code: FOCUS },
      lesson_group: null,
      focus: { level_id: standardOf(FOCUS).level_id, domain: '3.NF', cluster: '3.NF.A', standard: FOCUS },
    });
    const groupAlert = learning.body.data
      .find((student) => student.id === s.repeater)!
      .alerts.find((alert) => alert.kind === 'lesson_group_struggling')!;
    expect(groupAlert.lesson_group).toEqual({
      id: groupOf(SLOT_C),
      name: getCatalogue().groupById.get(groupOf(SLOT_C))!.name,
    });
    expect(groupAlert.focus).toMatchObject({ domain: '3.NF', standard: null });
    const olderAlert = learning.body.data.find((student) => student.id === s.older)!.alerts[0]!;
    expect(olderAlert.raised_date).toBe(addDays(today, -10));

    const withUsage = await get(classroomUrl('?usage=true'));
    expect(kindsOf(withUsage.body, s.lowUsage)).toEqual(['USAGE:SESSION_TIME']);
    expect(withUsage.body.data.find((student) => student.id === s.lowUsage)!.alerts[0]!['@type']).toBe(
      'SessionTimeAlert',
    );
    // The struggler played 5 minutes too, but a learning alert hides their usage alert.
    expect(kindsOf(withUsage.body, s.struggler)).toEqual(kindsOf(learning.body, s.struggler));
    // Ingest keeps learning alerts only: the usage alert is decided when read, against today.
    const kept = await server.database.db
      .selectFrom('student_alerts')
      .select('alert_type')
      .distinct()
      .where('district_id', '=', server.home.districtId)
      .execute();
    expect(kept).toEqual([{ alert_type: 'LESSON_STRUGGLING' }]);
  });

  it('decides the usage alert on the seven days up to today: a student who stopped playing has it, as one who never played', async () => {
    const s = classmates();
    const { districtId } = server.home;
    await ingestHandWritten(server.database, districtId, [
      // 40 minutes ten days ago, nothing since: the week up to their last play was enough, this week is not.
      played(s.stopped, 10, 9, SLOT_A, true, 40),
      // 5 minutes nine days ago, 20 minutes two days ago.
      played(s.steady, 9, 9, SLOT_A, true, 5),
      played(s.steady, 2, 9, SLOT_B, true, 20),
    ]);
    const today = localDay(Date.now(), TZ);
    const withUsage = await get(classroomUrl('?usage=true'));
    expect(kindsOf(withUsage.body, s.stopped)).toEqual(['USAGE:SESSION_TIME']);
    expect(kindsOf(withUsage.body, s.never)).toEqual(['USAGE:SESSION_TIME']);
    expect(kindsOf(withUsage.body, s.steady)).toBeUndefined();
    // A learning alert raised before the 30 days no longer shows, and no longer hides the usage alert; one raised
    // within them still does.
    expect(kindsOf(withUsage.body, s.stale)).toEqual(['USAGE:SESSION_TIME']);
    expect(kindsOf(withUsage.body, s.older)).toEqual([
      'LEARNING:lesson_group_struggling',
      'LEARNING:standard_struggling',
    ]);
    // Since the first day whose week no longer held the 40 minutes; for one who never played, the window's first.
    const alertOf = (id: number) => withUsage.body.data.find((student) => student.id === id)!.alerts[0]!;
    expect(alertOf(s.stopped)).toMatchObject({
      '@type': 'SessionTimeAlert',
      raised_date: addDays(today, -3),
      standard: null,
    });
    expect(alertOf(s.never).raised_date).toBe(addDays(today, -29));
    // Without usage=true, none of the three shows.
    const learningOnly = await get(classroomUrl());
    for (const id of [s.stopped, s.never, s.steady]) expect(kindsOf(learningOnly.body, id)).toBeUndefined();

    // The student's own alerts and overview say the same.
    const usage = { type: 'SESSION_TIME', ordinal: 150 };
    for (const [id, shown] of [
      [s.stopped, usage],
      [s.stale, usage],
      [s.older, { type: 'LESSON_STRUGGLING', ordinal: 50 }],
      [s.steady, null],
    ] as const) {
      const own = await get(`/r/districts/${districtId}/students/${id}/alerts?usage=true`);
      expect(new Set(own.body.data[0]?.alerts.map((a) => a.type))).toEqual(
        new Set(shown ? [shown.type] : []),
      );
      const overview = await server.getAs(`/r/districts/${districtId}/students/${id}/overview`, 'teacher');
      expect(overview.statusCode).toBe(200);
      expect(overview.json().data.alert).toEqual(shown);
    }
  });

  it('reads the alerts as ingest leaves them, with no cached answer in between', async () => {
    const s = classmates();
    const before = await get(classroomUrl());
    expect(kindsOf(before.body, s.repeater)).toEqual(['LEARNING:lesson_group_struggling']);
    await ingestHandWritten(server.database, server.home.districtId, [
      played(s.repeater, 0, 12, SLOT_C, true),
    ]);
    const after = await get(classroomUrl());
    expect(kindsOf(after.body, s.repeater)).toBeUndefined();
  });

  it('a student’s own alerts: the teacher’s, and a guardian’s child', async () => {
    const s = classmates();
    const { districtId, ids } = server.home;
    const teacher = await get(`/r/districts/${districtId}/students/${s.failer}/alerts`);
    expect(teacher.status).toBe(200);
    expect(kindsOf(teacher.body, s.failer)).toEqual(['LEARNING:lessons_fail_threshold']);
    expect(teacher.body.data).toHaveLength(1);

    await ingestHandWritten(server.database, districtId, [struggling(ids.ownStudentId, 2, 9, SLOT_B)]);
    const child = await get(`/r/districts/${districtId}/students/${ids.ownStudentId}/alerts`, 'guardian');
    expect(child.status).toBe(200);
    expect(child.body.data[0]!.alerts.map((alert) => alert.standard?.code ?? null)).toContain(FOCUS);
    const other = await get(
      `/r/districts/${districtId}/students/${ids.sameSchoolStudentId}/alerts`,
      'guardian',
    );
    expect(other.status).toBe(403);
  });

  it('the alerts tab (trailing 7 days) needs the INSIGHT_EFP tag and alerts_efp_enabled, and loads only within 30 days up to today', async () => {
    const s = classmates();
    const { db } = server.database;
    const refused = await get(classroomUrl('/academic'));
    expect(refused.status).toBe(403);

    const district = await db
      .selectFrom('districts')
      .select('feature_flags')
      .where('district_id', '=', server.home.districtId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('districts')
      .set({
        feature_flags: JSON.stringify({ ...JSON.parse(district.feature_flags), alerts_efp_enabled: true }),
      })
      .where('district_id', '=', server.home.districtId)
      .execute();
    await db
      .updateTable('customers')
      .set({ tags: JSON.stringify(['ASSIGN_ENABLED', 'INSIGHT_EFP']) })
      .where('username', '=', server.home.logins.teacher)
      .execute();

    const today = localDay(Date.now(), TZ);
    const week = await get(classroomUrl('/academic'));
    expect(week.status).toBe(200);
    expect(week.body.report_dates).toEqual({ from_date: addDays(today, -6), to_date: today });
    const weekIds = week.body.data.map((student) => student.id);
    expect(weekIds).toContain(s.struggler);
    expect(weekIds).not.toContain(s.older);
    // Only learning alerts, even for the student whose only alert is about usage.
    expect(weekIds).not.toContain(s.lowUsage);

    const compact = (day: string) => day.replaceAll('-', '');
    const fortnight = await get(
      classroomUrl(`/academic?fd=${compact(addDays(today, -13))}&td=${compact(today)}`),
    );
    expect(fortnight.body.data.map((student) => student.id)).toContain(s.older);

    const past = await get(
      classroomUrl(`/academic?fd=${compact(addDays(today, -13))}&td=${compact(addDays(today, -1))}`),
    );
    expect(past.status).toBe(400);
    const tooLong = await get(
      classroomUrl(`/academic?fd=${compact(addDays(today, -40))}&td=${compact(today)}`),
    );
    expect(tooLong.status).toBe(400);
  });
});
