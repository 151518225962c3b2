/**
 * The concept map (spec §2 "Concept map", §3 Lesson group, §6, §9 window of 14 days), recomputed from
 * hand-written events sent through ingest: which lesson groups show, who played each and where they stand.
 */
import { addDays, localDay, type ConceptMapResponse, type LessonGroupsResponse } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import { daysAgoRecords, ingestHandWritten } from '../../testing/learning-fixture.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { groupIdsOfLevel, levelOfGrade } from './concept-groups.js';

const TZ = 'America/New_York';
const server = useTestServer({ signIn: ['teacher', 'guardian', 'schoolAdmin', 'districtAdmin'] });

const record = daysAgoRecords('concepts', TZ);
const played = (studentId: number, daysAgo: number, hour: number, slot: number, passed: boolean) =>
  record(studentId, daysAgo, hour, {
    event_code: 110,
    lesson_slot_id: slot,
    lesson_passed: passed,
    total_lesson_time: 600_000,
  });

/** The classroom's grade level, two of its lesson groups with their slots, and a group of another level. */
function curriculum() {
  const { roster, ids } = server.home;
  const grade = roster.classrooms.find((c) => c.classroom_id === ids.ownClassroomId)!.grade_id;
  const level = levelOfGrade(grade)!;
  const [first, second] = groupIdsOfLevel(level) as [number, number];
  const otherLevel = getCatalogue().levels.find((l) => l.level_id !== level)!.level_id;
  const slots = (group: number) => getCatalogue().slotsOfGroup.get(group)!;
  return { level, first, second, other: groupIdsOfLevel(otherLevel)[0]!, slots };
}

function classmates() {
  const { ids, roster } = server.home;
  const names = new Map(roster.students.map((s) => [s.student_id, s]));
  const [passer, repeater, completer, stale, elsewhere] = roster.enrollments
    .filter((e) => e.classroom_id === ids.ownClassroomId)
    .map((e) => e.student_id) as [number, number, number, number, number];
  return { passer, repeater, completer, stale, elsewhere, names };
}

async function get<T>(url: string, as: 'teacher' | 'guardian' | 'schoolAdmin' | 'districtAdmin' = 'teacher') {
  const response = await server.getAs(url, as);
  return { status: response.statusCode, body: response.json<T>() };
}
const base = () => `/r/districts/${server.home.districtId}`;

describe('concept map', () => {
  it('a classroom’s lesson groups of its grade played in the last 14 days, each with its students’ names and states', async () => {
    const c = curriculum();
    const s = classmates();
    const [slotA, slotB] = c.slots(c.first) as [number, number];
    await ingestHandWritten(server.database, server.home.districtId, [
      // One lesson passed today: in progress, 1 passed.
      played(s.passer, 0, 9, slotA, true),
      // The same lesson failed twice, the latest play failed: needs attention.
      played(s.repeater, 3, 9, slotB, false),
      played(s.repeater, 3, 10, slotB, false),
      // A lesson of the second group, then the group completed 13 days ago (the window's first day).
      played(s.completer, 13, 9, c.slots(c.second)[0]!, true),
      record(s.completer, 13, 10, { event_code: 130, lesson_group_id: c.second }),
      // Played 20 days ago, last at 8 pm the day before the window: outside it.
      played(s.stale, 20, 9, slotA, true),
      played(s.stale, 14, 20, slotB, true),
      // A lesson of another grade level today: not on this grade's map.
      played(s.elsewhere, 0, 9, c.slots(c.other)[0]!, true),
    ]);
    const today = localDay(Date.now(), TZ);
    const map = await get<ConceptMapResponse>(
      `${base()}/classrooms/${server.home.ids.ownClassroomId}/concepts`,
    );
    expect(map.status).toBe(200);
    expect(map.body.report_dates).toEqual({ from_date: addDays(today, -13), to_date: today });
    expect(map.body.data.level_id).toBe(c.level);
    expect(map.body.data.lesson_groups.map((g) => [g.id, g.students_count])).toEqual([
      [c.first, 2],
      [c.second, 1],
    ]);
    const first = map.body.data.lesson_groups[0]!;
    const byName = [s.passer, s.repeater].sort((a, b) =>
      s.names.get(a)!.first_name.localeCompare(s.names.get(b)!.first_name),
    );
    expect(first.students.map((student) => student.id)).toEqual(byName);
    expect(first.students.find((st) => st.id === s.passer)).toMatchObject({
      first_name: s.names.get(s.passer)!.first_name,
      last_name: s.names.get(s.passer)!.last_name,
      status: 'IN_PROGRESS',
      needs_attention: false,
      lessons_passed: 1,
      lessons_in_group_count: c.slots(c.first).length,
    });
    expect(first.students.find((st) => st.id === s.repeater)).toMatchObject({
      status: 'NEEDS_ATTENTION',
      needs_attention: true,
      lessons_passed: 0,
    });
    expect(map.body.data.lesson_groups[1]!.students[0]).toMatchObject({
      id: s.completer,
      status: 'COMPLETED',
    });

    // Another grade level on request: only the group played there.
    const otherLevel = getCatalogue().groupById.get(c.other)!.level_id;
    const other = await get<ConceptMapResponse>(
      `${base()}/classrooms/${server.home.ids.ownClassroomId}/concepts?level_id=${otherLevel}`,
    );
    expect(other.body.data.lesson_groups.map((g) => [g.id, g.students.map((st) => st.id)])).toEqual([
      [c.other, [s.elsewhere]],
    ]);
    const unknown = await get(`${base()}/classrooms/${server.home.ids.ownClassroomId}/concepts?level_id=999`);
    expect(unknown.status).toBe(400);
  });

  it('a student’s own map, a later play moving it, and who may read it (spec §6)', async () => {
    const c = curriculum();
    const s = classmates();
    const url = `${base()}/students/${s.passer}/concepts`;
    const before = await get<ConceptMapResponse>(url);
    expect(before.body.data.lesson_groups.map((g) => g.students)).toEqual([
      [expect.objectContaining({ id: s.passer, lessons_passed: 1 })],
    ]);
    await ingestHandWritten(server.database, server.home.districtId, [
      played(s.passer, 0, 11, c.slots(c.first)[1]!, true),
    ]);
    const after = await get<ConceptMapResponse>(url);
    expect(after.body.data.lesson_groups[0]!.students[0]!.lessons_passed).toBe(2);

    expect((await get(url, 'districtAdmin')).status).toBe(200);
    expect((await get(url, 'schoolAdmin')).status).toBe(403);
    expect(
      (await get(`${base()}/students/${server.home.ids.ownStudentId}/concepts`, 'guardian')).status,
    ).toBe(403);
  });

  it('lists the catalogue’s lesson groups of a grade with spec §3’s fields; no PD links for guardians', async () => {
    const c = curriculum();
    const teacher = await get<LessonGroupsResponse>(`/x/lesson-groups?level_id=${c.level}`);
    expect(teacher.status).toBe(200);
    expect(teacher.body.data.map((g) => g.id)).toEqual(groupIdsOfLevel(c.level));
    const group = getCatalogue().groupById.get(c.first)!;
    expect(teacher.body.data[0]).toMatchObject({
      id: c.first,
      name: group.name,
      sd: group.short_description,
      ld: group.long_description,
      tl: group.topic_letter,
      demo: group.demo_lesson_name,
      pdLink: group.pd_link,
      level_id: c.level,
      lessons_count: c.slots(c.first).length,
    });
    const guardian = await get<LessonGroupsResponse>(`/x/lesson-groups?level_id=${c.level}`, 'guardian');
    expect(guardian.body.data.every((g) => g.pdLink === '')).toBe(true);
    expect((await get('/x/lesson-groups?level_id=x')).status).toBe(400);
  });
});
