import {
  addDays,
  localDay,
  PROFICIENCY_SORT_ORDINAL,
  type ActivityRecord,
  type ProficiencyStatus,
} from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import {
  ingestHandWritten,
  recordsOf,
  slotsOf,
  standardOf,
  type LessonPlay,
  type StandardCompleted,
} from '../../testing/learning-fixture.js';
import { FIXTURE_ROLES, useTestServer, type FixtureRole } from '../../testing/use-test-server.js';
import { byProgressThenName } from './standards-rules.js';

const TZ = 'America/New_York';
let records: ActivityRecord[];
const today = localDay(Date.now(), TZ);
const catalogue = getCatalogue();

/** Proficient through all of its lessons, the last ones five days ago. */
const S1 = '3.NF.A.1';
/** One lesson passed: in progress. */
const S2 = '3.MD.A.1';
/** One lesson failed twice: needs attention. */
const S3 = '3.OA.A.1';
/** Another student's lesson failed twice. */
const S4 = '3.OA.A.2';

const get = (url: string, role: FixtureRole = 'teacher') => server.getAs(url, role);
const base = () => `/r/districts/${server.home.districtId}`;
const classroomBase = () => `${base()}/classrooms/${server.home.ids.ownClassroomId}/standards`;

let classroomStudents: { student_id: number; first_name: string; last_name: string; grade_id: number }[];
let studentB: number;

const server = useTestServer({
  signIn: FIXTURE_ROLES,
  prepare: async () => {
    const ids = server.home.ids;
    const enrolled = server.home.roster.enrollments
      .filter((e) => e.classroom_id === ids.ownClassroomId)
      .map((e) => e.student_id);
    classroomStudents = server.home.roster.students.filter((s) => enrolled.includes(s.student_id));
    studentB = enrolled.find((id) => id !== ids.ownStudentId)!;
    const a = ids.ownStudentId;
    const [firstS1, ...restS1] = slotsOf(S1);
    const plays: LessonPlay[] = [
      { studentId: a, daysAgo: 40, hour: 10, lessonSlotId: firstS1!, passed: true, minutes: 10 },
      ...restS1.map((slot, i) => ({
        studentId: a,
        daysAgo: 5,
        hour: 9 + i,
        lessonSlotId: slot,
        passed: true,
        minutes: 8,
      })),
      { studentId: a, daysAgo: 3, hour: 9, lessonSlotId: slotsOf(S3)[0]!, passed: false, minutes: 7 },
      { studentId: a, daysAgo: 3, hour: 10, lessonSlotId: slotsOf(S3)[0]!, passed: false, minutes: 7 },
      { studentId: a, daysAgo: 2, hour: 11, lessonSlotId: slotsOf(S2)[0]!, passed: true, minutes: 9 },
      { studentId: studentB, daysAgo: 10, hour: 13, lessonSlotId: firstS1!, passed: true, minutes: 12 },
      { studentId: studentB, daysAgo: 4, hour: 9, lessonSlotId: slotsOf(S4)[0]!, passed: false, minutes: 6 },
      { studentId: studentB, daysAgo: 4, hour: 10, lessonSlotId: slotsOf(S4)[0]!, passed: false, minutes: 6 },
      // Another classroom's student, proficient in S1: must not reach this classroom's figures.
      ...slotsOf(S1).map((slot, i) => ({
        studentId: ids.sameSchoolStudentId,
        daysAgo: 2,
        hour: 8 + i,
        lessonSlotId: slot,
        passed: true,
        minutes: 5,
      })),
    ];
    const completions: StandardCompleted[] = [
      { studentId: a, daysAgo: 1, hour: 15, standardId: standardOf('K.CC.A.1').standard_id },
      { studentId: a, daysAgo: 1, hour: 16, standardId: standardOf('3.NF.A.3a').standard_id },
    ];
    records = recordsOf(plays, completions, today, TZ);
    await ingestHandWritten(server.database, server.home.districtId, records);
  },
});

// ---- Independent recomputation from the raw events (spec §4) ---------------------------------------------

const dayOf = (ms: number) => localDay(ms, TZ);

interface Expected {
  percent: number;
  status: ProficiencyStatus;
  started: string;
  proficient: string | null;
}

/** Every standard a student touched, from the hand-written events alone. */
function expectedStates(studentId: number): Map<number, Expected> {
  const passed = new Map<number, Set<number>>();
  const fails = new Map<number, number>();
  const last = new Map<number, boolean>();
  const byEvent = new Set<number>();
  const out = new Map<number, Expected>();
  const refresh = (standardId: number, day: string) => {
    const slots = catalogue.slotsOfStandard.get(standardId) ?? [];
    const done = byEvent.has(standardId)
      ? 100
      : Math.min(
          100,
          Math.floor((100 * slots.filter((s) => passed.get(studentId)?.has(s)).length) / slots.length),
        );
    const attention = done < 100 && slots.some((s) => (fails.get(s) ?? 0) > 1 && last.get(s) === false);
    const previous = out.get(standardId);
    out.set(standardId, {
      percent: done,
      status:
        done >= 100 ? 'PROFICIENT' : attention ? 'NEEDS_ATTENTION' : done > 0 ? 'IN_PROGRESS' : 'NOT_STARTED',
      started: previous?.started ?? day,
      proficient: previous?.proficient ?? (done >= 100 ? day : null),
    });
  };
  for (const r of records.filter((x) => x.student_id === studentId)) {
    const day = dayOf(r.timestamp);
    if (r.event_code === 701) {
      byEvent.add(r.standard_id!);
      refresh(r.standard_id!, day);
      continue;
    }
    const slot = r.lesson_slot_id!;
    if (r.lesson_passed) passed.set(studentId, (passed.get(studentId) ?? new Set()).add(slot));
    else fails.set(slot, (fails.get(slot) ?? 0) + 1);
    last.set(slot, r.lesson_passed === true);
    for (const standardId of catalogue.standardsOfSlot.get(slot) ?? []) refresh(standardId, day);
  }
  return out;
}

const domainsOfLevel = (levelId: number) => catalogue.domains.filter((d) => d.level_id === levelId);
const standardsOfDomain = (domainId: number) => catalogue.standards.filter((s) => s.domain_id === domainId);
const standardsOfLevel = (levelId: number) => catalogue.standards.filter((s) => s.level_id === levelId);
const floorPercent = (part: number, whole: number) => (whole > 0 ? Math.floor((100 * part) / whole) : 0);
/** One standard averaged over a classroom reads by its percent alone. */
const statusOfPercent = (p: number): ProficiencyStatus =>
  p >= 100 ? 'PROFICIENT' : p > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';
const completed = (states: Map<number, Expected>, standards: readonly { standard_id: number }[]) =>
  standards.filter((s) => states.get(s.standard_id)?.proficient).length;
/** Whether any of the standards was played at all: completed, or under way (spec §4). */
const anyPlayed = (states: Map<number, Expected>, standards: readonly { standard_id: number }[]) =>
  standards.some((s) => states.has(s.standard_id));
/**
 * Status of a level, domain or cluster (spec §4): PROFICIENT when all its standards are complete, IN_PROGRESS
 * when any is completed or under way, else NOT_STARTED.
 */
const groupStatus = (percent: number, played: boolean): ProficiencyStatus =>
  percent >= 100 ? 'PROFICIENT' : played ? 'IN_PROGRESS' : 'NOT_STARTED';

type StandardIds = readonly { standard_id: number }[];

/**
 * Completion of a set of standards averaged over students (their states): floored percent, completions per
 * student to one decimal, and the group status.
 */
function expectedCompletion(students: readonly Map<number, Expected>[], standards: StandardIds) {
  const sum = students.reduce((n, states) => n + completed(states, standards), 0);
  const percent = floorPercent(sum, standards.length * students.length);
  return {
    percent_complete: percent,
    standards_completed: Math.round((10 * sum) / students.length) / 10,
    standards_count: standards.length,
    proficiency_status: groupStatus(
      percent,
      students.some((states) => anyPlayed(states, standards)),
    ),
  };
}

/** One student's completion of a set of standards. */
const studentCompletion = (states: Map<number, Expected>, standards: StandardIds) =>
  expectedCompletion([states], standards);

/** Classroom averages of completion over a set of standards. */
const classroomCompletion = (standards: StandardIds) =>
  expectedCompletion(
    classroomStudents.map((s) => expectedStates(s.student_id)),
    standards,
  );

function classroomStandard(standardId: number) {
  const totals = { NOT_STARTED: 0, NEEDS_ATTENTION: 0, IN_PROGRESS: 0, PROFICIENT: 0 };
  let sum = 0;
  for (const s of classroomStudents) {
    const state = expectedStates(s.student_id).get(standardId);
    sum += state?.percent ?? 0;
    totals[state?.status ?? 'NOT_STARTED']++;
  }
  const percent = Math.floor(sum / classroomStudents.length);
  return { percent_complete: percent, proficiency_status: statusOfPercent(percent), totals };
}

// ---- Tests ---------------------------------------------------------------------------------------------------

describe('standards reports recompute from the raw events', () => {
  it('the hand-written events give every status in the classroom', () => {
    const statuses = new Set(
      classroomStudents.flatMap((s) => [...expectedStates(s.student_id).values()].map((e) => e.status)),
    );
    expect([...statuses].sort()).toEqual(['IN_PROGRESS', 'NEEDS_ATTENTION', 'PROFICIENT']);
    expect(expectedStates(server.home.ids.ownStudentId).get(standardOf(S1).standard_id)!.proficient).toBe(
      addDays(today, -5),
    );
  });

  it('GET student proficiency/domains: a cell per grade and domain with counts, percent and §4 status', async () => {
    const id = server.home.ids.ownStudentId;
    const states = expectedStates(id);
    for (const role of ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] as const) {
      const response = await get(`${base()}/students/${id}/proficiency/domains`, role);
      expect(response.statusCode, `${role} ${response.body}`).toBe(200);
      const body = response.json();
      expect(body.report_dates).toEqual({ from_date: null, to_date: today });
      const data = body.data;
      expect(data.columns.map((c: { code: string }) => c.code)).toEqual(catalogue.levels.map((l) => l.code));
      const student = server.home.roster.students.find((s) => s.student_id === id)!;
      expect(data.student).toEqual({
        id,
        first_name: student.first_name,
        last_name: student.last_name,
        grade: student.grade_id,
      });
      let cells = 0;
      for (const row of data.rows) {
        row.cells.forEach((cell: Record<string, unknown> | null, column: number) => {
          const level = catalogue.levels[column]!;
          const domain = domainsOfLevel(level.level_id).find((d) => d.code === `${level.code}.${row.code}`);
          if (!domain) return expect(cell).toBeNull();
          cells++;
          const completion = studentCompletion(states, standardsOfDomain(domain.domain_id));
          expect(cell).toEqual({
            level_code: level.code,
            domain_code: domain.code,
            name: domain.name,
            standards_count: completion.standards_count,
            standards_completed: completion.standards_completed,
            percentStandardsComplete: completion.percent_complete,
            proficiency_status: completion.proficiency_status,
          });
        });
      }
      expect(cells).toBe(catalogue.domains.length);
      expect(data.rows.map((r: { ordinal: number }) => r.ordinal)).toEqual(
        data.rows.map((_: unknown, i: number) => i + 1),
      );
      for (const column of data.columns)
        expect(column).toMatchObject(studentCompletion(states, standardsOfLevel(column.id)));
      const grade3 = data.columns.find((c: { code: string }) => c.code === '3');
      expect(grade3.standards_completed).toBeGreaterThanOrEqual(2);
      expect(grade3.proficiency_status).toBe('IN_PROGRESS');
      // A domain with nothing complete but a standard under way is in progress, not "not started".
      const oa = data.rows.find((r: { code: string }) => r.code === 'OA').cells[3];
      expect(oa).toMatchObject({ standards_completed: 0, proficiency_status: 'IN_PROGRESS' });
    }
  });

  it('GET standardscompletions: data[0].levelCompletions by domain for the student', async () => {
    const id = server.home.ids.ownStudentId;
    const states = expectedStates(id);
    const response = await get(
      `/api/v1/districts/${server.home.districtId}/standardscompletions?userId=${id}&ast=ccss`,
      'guardian',
    );
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = response.json().data;
    expect(entry.userId).toBe(id);
    expect(entry.levelCompletions.map((l: { code: string }) => l.code)).toEqual(
      catalogue.levels.map((l) => l.code),
    );
    for (const level of entry.levelCompletions) {
      const levelId = catalogue.levels.find((l) => l.code === level.code)!.level_id;
      expect(level.standards_completed).toBe(completed(states, standardsOfLevel(levelId)));
      expect(level.domains).toEqual(
        domainsOfLevel(levelId).map((d) => {
          const { proficiency_status: _, ...counts } = studentCompletion(
            states,
            standardsOfDomain(d.domain_id),
          );
          return { code: d.code, ...counts };
        }),
      );
    }
    const k = entry.levelCompletions.find((l: { code: string }) => l.code === 'K');
    expect(k.domains.find((d: { code: string }) => d.code === 'K.CC').standards_completed).toBe(1);
  });

  it('GET student standards: domains → clusters → standards of a level with statuses; periods decide completed vs progressed', async () => {
    const id = server.home.ids.ownStudentId;
    const states = expectedStates(id);
    const response = await get(`${base()}/students/${id}/standards?level_id=3&untilNow=true`, 'teacher');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.level).toMatchObject({ id: 3, code: '3', ...studentCompletion(states, standardsOfLevel(3)) });
    expect(data.level.proficiency_status).toBe('IN_PROGRESS');
    expect(data.domains.map((d: { code: string }) => d.code)).toEqual(domainsOfLevel(3).map((d) => d.code));
    const seen = new Set<string>();
    for (const domain of data.domains) {
      const catalogueDomain = catalogue.domains.find((d) => d.code === domain.code)!;
      expect(domain).toMatchObject(studentCompletion(states, standardsOfDomain(catalogueDomain.domain_id)));
      for (const cluster of domain.clusters) {
        expect(cluster.pseudo).toBe(false);
        const clusterStandards = catalogue.standards.filter((s) =>
          cluster.cluster_codes.includes(catalogue.clusters.find((c) => c.cluster_id === s.cluster_id)!.code),
        );
        expect(cluster).toMatchObject(studentCompletion(states, clusterStandards));
        for (const s of cluster.standards) {
          seen.add(s.code);
          const e = states.get(s.id);
          expect(s.cluster).toBe(cluster.code);
          expect({
            percent: s.percent_complete,
            status: s.proficiency_status,
            ordinal: s.proficiency_ordinal,
            started: s.started_date,
            proficient: s.proficient_date,
          }).toEqual({
            percent: e?.percent ?? 0,
            status: e?.status ?? 'NOT_STARTED',
            ordinal: PROFICIENCY_SORT_ORDINAL[e?.status ?? 'NOT_STARTED'],
            started: e?.started ?? null,
            proficient: e?.proficient ?? null,
          });
        }
      }
    }
    expect(seen).toEqual(new Set(standardsOfLevel(3).map((s) => s.code)));
    const byCode = new Map(
      data.domains
        .flatMap((d: any) => d.clusters.flatMap((c: any) => c.standards))
        .map((s: any) => [s.code, s]),
    );
    expect(byCode.get(S3)).toMatchObject({ proficiency_status: 'NEEDS_ATTENTION', proficiency_ordinal: 2 });
    expect(byCode.get('3.NF.A.3a')).toMatchObject({
      proficiency_status: 'PROFICIENT',
      parent_code: '3.NF.A.3',
    });
    // Until now: everything proficient counts as completed, everything started and not proficient as progressed.
    const touched = [...states.entries()].map(([sid, e]) => ({
      code: catalogue.standardById.get(sid)!.code,
      ...e,
    }));
    const inOrder = (codes: string[]) =>
      catalogue.standards.map((s) => s.code).filter((c) => codes.includes(c));
    expect(data.standards_completed).toEqual(inOrder(touched.filter((e) => e.proficient).map((e) => e.code)));
    expect(data.standards_in_progress).toEqual(
      inOrder(touched.filter((e) => !e.proficient).map((e) => e.code)),
    );

    // The week before today: S1 became proficient in it; 40–30 days ago: S1 was started and not yet proficient.
    const compact = (day: string) => day.replaceAll('-', '');
    for (const [from, to] of [
      [addDays(today, -6), today],
      [addDays(today, -45), addDays(today, -30)],
    ] as const) {
      const period = await get(
        `${base()}/students/${id}/standards?level_id=3&fd=${compact(from)}&td=${compact(to)}`,
        'teacher',
      );
      expect(period.statusCode, period.body).toBe(200);
      expect(period.json().report_dates).toEqual({ from_date: from, to_date: to });
      const body = period.json().data;
      const done = touched
        .filter((e) => e.proficient && e.proficient >= from && e.proficient <= to)
        .map((e) => e.code);
      const progressed = touched
        .filter((e) => e.started >= from && e.started <= to && !(e.proficient && e.proficient <= to))
        .map((e) => e.code);
      expect(body.standards_completed).toEqual(inOrder(done));
      expect(body.standards_in_progress).toEqual(inOrder(progressed));
      const s1 = body.domains
        .flatMap((d: any) => d.clusters.flatMap((c: any) => c.standards))
        .find((s: any) => s.code === S1);
      expect([s1.completed_in_period, s1.progressed_in_period]).toEqual(
        to === today ? [true, false] : [false, true],
      );
    }
    expect(touched.length).toBeGreaterThan(4);
  });

  it('student standards default to the level closest to the student’s grade; guardians are refused (spec §6)', async () => {
    const id = server.home.ids.ownStudentId;
    const grade = server.home.roster.students.find((s) => s.student_id === id)!.grade_id;
    const response = await get(`${base()}/students/${id}/standards`, 'schoolAdmin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.level.grade).toBe(Math.min(8, Math.max(0, grade)));
    const guardian = await get(`${base()}/students/${id}/standards`, 'guardian');
    expect(guardian.statusCode).toBe(403);
    expect(
      (await get(`${base()}/students/${server.home.ids.otherSchoolStudentId}/standards`, 'teacher'))
        .statusCode,
    ).toBe(403);
  });

  it('GET classroom standards/levels: every level averaged over the classroom’s students, default level from its grade', async () => {
    for (const role of ['districtAdmin', 'schoolAdmin', 'teacher'] as const) {
      const response = await get(`${classroomBase()}/levels?untilNow=true`, role);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      const classroom = server.home.roster.classrooms.find(
        (c) => c.classroom_id === server.home.ids.ownClassroomId,
      )!;
      expect(data.default_level_id).toBe(Math.min(8, Math.max(0, classroom.grade_id)));
      expect(data.student_count).toBe(classroomStudents.length);
      for (const level of data.levels)
        expect(level).toMatchObject(classroomCompletion(standardsOfLevel(level.id)));
      expect(data.levels.find((l: { id: number }) => l.id === 3).standards_completed).toBeGreaterThan(0);
    }
  });

  it('GET classroom standards/domains?level_id=: domains with the classroom averages', async () => {
    const response = await get(`${classroomBase()}/domains?level_id=3&untilNow=true`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.level).toMatchObject({ id: 3, code: '3', grade: 3 });
    expect(data.domains).toEqual(
      domainsOfLevel(3).map((d) => ({
        code: d.code,
        name: d.name,
        description: d.description,
        ordinal: d.ordinal,
        ...classroomCompletion(standardsOfDomain(d.domain_id)),
      })),
    );
    // The standards param format of spec §5 names the same level.
    const viaParam = await get(`${classroomBase()}/domains?level_id=${encodeURIComponent('3g,3.NFd')}`);
    expect(viaParam.json().data).toEqual(data);
  });

  it('GET classroom standards/clusters?level_id=&domain=: clusters with their standards and students per status', async () => {
    for (const domainParam of ['3.NF', 'NF']) {
      const response = await get(`${classroomBase()}/clusters?level_id=3&domain=${domainParam}`);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      const domain = catalogue.domains.find((d) => d.code === '3.NF')!;
      expect(data.domain).toMatchObject({
        code: '3.NF',
        ...classroomCompletion(standardsOfDomain(domain.domain_id)),
      });
      const clusters = catalogue.clusters.filter((c) => c.domain_id === domain.domain_id);
      expect(data.clusters.map((c: { code: string }) => c.code)).toEqual(clusters.map((c) => c.code));
      for (const cluster of data.clusters) {
        const standards = catalogue.standards.filter(
          (s) => s.cluster_id === clusters.find((c) => c.code === cluster.code)!.cluster_id,
        );
        expect(cluster).toMatchObject({
          pseudo: false,
          cluster_codes: [cluster.code],
          ...classroomCompletion(standards),
        });
        expect(cluster.standards.map((s: { code: string }) => s.code)).toEqual(standards.map((s) => s.code));
        for (const s of cluster.standards) expect(s).toMatchObject(classroomStandard(s.id));
      }
      const s1 = data.clusters[0].standards.find((s: { code: string }) => s.code === S1);
      expect(s1.totals.PROFICIENT + s1.totals.IN_PROGRESS).toBe(2);
    }
  });

  it('GET classroom standards/{standardId}: a row per student, sorted by status ordinal, percent, name', async () => {
    for (const code of [S1, S3, S4]) {
      const id = standardOf(code).standard_id;
      const response = await get(`${classroomBase()}/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data.standard).toMatchObject({ id, code, ...classroomStandard(id) });
      const expected = classroomStudents
        .map((s) => {
          const e = expectedStates(s.student_id).get(id);
          const status = e?.status ?? 'NOT_STARTED';
          return {
            id: s.student_id,
            first_name: s.first_name,
            last_name: s.last_name,
            proficiency_status: status,
            proficiency_ordinal: PROFICIENCY_SORT_ORDINAL[status],
            percent_complete: e?.percent ?? 0,
            proficient_date: e?.proficient ?? null,
          };
        })
        .sort(byProgressThenName);
      expect(data.students).toEqual(expected);
    }
    const other = await get(
      `${base()}/classrooms/${server.home.ids.otherSchoolClassroomId}/standards/${standardOf(S1).standard_id}`,
      'teacher',
    );
    expect(other.statusCode).toBe(403);
  });

  it('GET classroom standards/all: the grid, paged by students with links.next_page', async () => {
    const full = await get(`${classroomBase()}/all?level_id=3&untilNow=true`);
    expect(full.statusCode, full.body).toBe(200);
    const grid = full.json().data;
    expect(full.json().links.next_page).toBeNull();
    expect(grid.size).toBe(10_000);
    expect(grid.standards.map((s: { code: string }) => s.code)).toEqual(
      standardsOfLevel(3).map((s) => s.code),
    );
    for (const s of grid.standards) expect(s).toMatchObject(classroomStandard(s.id));
    expect(grid.clusters.flatMap((c: { standards: string[] }) => c.standards)).toEqual(
      standardsOfLevel(3).map((s) => s.code),
    );
    expect(grid.domains.map((d: { code: string }) => d.code)).toEqual(domainsOfLevel(3).map((d) => d.code));
    const byName = [...classroomStudents].sort(
      (a, b) =>
        a.first_name.localeCompare(b.first_name) ||
        a.last_name.localeCompare(b.last_name) ||
        a.student_id - b.student_id,
    );
    expect(grid.students.map((s: { id: number }) => s.id)).toEqual(byName.map((s) => s.student_id));
    for (const student of grid.students) {
      const states = expectedStates(student.id);
      expect(student).toMatchObject({
        type: 'student',
        firstName: byName.find((s) => s.student_id === student.id)!.first_name,
      });
      expect(student.standards).toEqual(
        standardsOfLevel(3).map((s) => ({
          code: s.code,
          proficiency_status: states.get(s.standard_id)?.status ?? 'NOT_STARTED',
          percent_complete: states.get(s.standard_id)?.percent ?? 0,
        })),
      );
    }
    // Pages of 4: follow next_page to the end; the pages hold every student once, the same standards on each.
    const paged: number[] = [];
    let url: string | null = `${classroomBase()}/all?level_id=3&size=4`;
    let pages = 0;
    while (url) {
      const page = await get(url);
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json();
      expect(body.data.page).toBe(++pages);
      expect(body.data.students.length).toBeLessThanOrEqual(4);
      expect(body.data.standards).toEqual(grid.standards);
      paged.push(...body.data.students.map((s: { id: number }) => s.id));
      url = body.links.next_page;
    }
    expect(pages).toBe(Math.ceil(classroomStudents.length / 4));
    expect(paged).toEqual(byName.map((s) => s.student_id));
    const beyond = await get(`${classroomBase()}/all?level_id=3&size=4&page=${pages + 1}`);
    expect(beyond.json().data.students).toEqual([]);
  });

  it('figures come from the derived state: deleting the raw events changes no answer', async () => {
    const urls = [
      `${base()}/students/${server.home.ids.ownStudentId}/proficiency/domains`,
      `${base()}/students/${server.home.ids.ownStudentId}/standards?level_id=3`,
      `${classroomBase()}/all?level_id=3`,
      `${classroomBase()}/levels`,
    ];
    const before = await Promise.all(urls.map(async (u) => (await get(u, 'districtAdmin')).body));
    await server.database.db.deleteFrom('events').where('district_id', '=', server.home.districtId).execute();
    const after = await Promise.all(urls.map(async (u) => (await get(u, 'districtAdmin')).body));
    expect(after).toEqual(before);
  });

  it('bad input is a 400 naming the field; an unknown standard is a 404', async () => {
    const student = `${base()}/students/${server.home.ids.ownStudentId}`;
    const cases: [string, string][] = [
      [`${classroomBase()}/domains?level_id=99`, 'level_id'],
      [`${classroomBase()}/domains?level_id=abc`, 'level_id'],
      [`${classroomBase()}/clusters?level_id=3`, 'domain'],
      [`${classroomBase()}/clusters?level_id=3&domain=CC`, 'domain'],
      [`${classroomBase()}/clusters?level_id=3&domain=3.NF%27--`, 'domain'],
      [`${classroomBase()}/all?level_id=3&page=0`, 'page'],
      [`${classroomBase()}/all?level_id=3&size=10001`, 'size'],
      [`${classroomBase()}/levels?untilNow=maybe`, 'untilNow'],
      [`${classroomBase()}/levels?ast=nope`, 'ast'],
      [`${student}/standards?fd=20260101`, 'td'],
      [`${student}/standards?td=20260101`, 'fd'],
      [`${student}/standards?fd=20260230&td=20260301`, 'fd'],
      [`${student}/standards?fd=20261345&td=20261346`, 'fd'],
      [`${student}/standards?fd=20260301&td=20260201`, 'fd'],
      [
        `${student}/standards?fd=${addDays(today, -3).replaceAll('-', '')}&td=${today.replaceAll('-', '')}&untilNow=true`,
        'untilNow',
      ],
      [`/api/v1/districts/${server.home.districtId}/standardscompletions`, 'userId'],
      [`/api/v1/districts/${server.home.districtId}/standardscompletions?userId=x`, 'userId'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url, 'districtAdmin');
      expect(response.statusCode, url).toBe(400);
      const error = response.json().apiError;
      expect(error.message, url).toContain(field);
      expect(
        error.fields.map((f: { path: string }) => f.path),
        url,
      ).toContain(field);
    }
    const unknown = await get(`${classroomBase()}/999999`, 'districtAdmin');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().apiError.message).toMatch(/999999/);
    // An academic standard without content: no levels, and the spec §8 code 6000 where a level is needed.
    const teks = await get(`${classroomBase()}/levels?ast=teks`, 'districtAdmin');
    expect(teks.json().data).toMatchObject({ levels: [], default_level_id: null });
    const noData = await get(`${classroomBase()}/domains?ast=teks`, 'districtAdmin');
    expect(noData.statusCode).toBe(400);
    expect(noData.json().apiError).toMatchObject({
      code: 6000,
      message: 'No data exists for the academic standard and time period selected.',
    });
  });

  it('clusters named "---" of a domain merge into one pseudo-cluster entry (spec §3)', async () => {
    const domain = catalogue.domains.find((d) => d.code === '3.OA')!;
    const clusters = catalogue.clusters.filter((c) => c.domain_id === domain.domain_id);
    expect(clusters.length).toBeGreaterThanOrEqual(4);
    const [a, b, c, d] = clusters as [
      (typeof clusters)[number],
      (typeof clusters)[number],
      (typeof clusters)[number],
      (typeof clusters)[number],
    ];
    const setName = (cluster: { cluster_id: number }, name: string) =>
      server.database.db
        .updateTable('curriculum_clusters')
        .set({ name })
        .where('cluster_id', '=', cluster.cluster_id)
        .execute();
    for (const cluster of [b, d]) await setName(cluster, '---');
    try {
      const response = await get(`${classroomBase()}/clusters?level_id=3&domain=OA`);
      expect(response.statusCode, response.body).toBe(200);
      const entries = response.json().data.clusters;
      expect(entries.map((e: { cluster_codes: string[] }) => e.cluster_codes)).toEqual([
        [a.code],
        [b.code, d.code],
        [c.code],
      ]);
      expect(entries[1]).toMatchObject({ code: b.code, name: '---', pseudo: true });
      const merged = catalogue.standards
        .filter((s) => s.cluster_id === b.cluster_id || s.cluster_id === d.cluster_id)
        .map((s) => s.code);
      expect(entries[1].standards.map((s: { code: string }) => s.code)).toEqual(merged);
      const own = await get(`${base()}/students/${server.home.ids.ownStudentId}/standards?level_id=3`);
      const oa = own.json().data.domains.find((x: { code: string }) => x.code === '3.OA');
      expect(oa.clusters.map((e: { pseudo: boolean }) => e.pseudo)).toEqual([false, true, false]);
    } finally {
      for (const cluster of [b, d]) await setName(cluster, cluster.name);
    }
  });
});
