/**
 * Standards reports of one student (spec §4, §6): the proficiency grid of every grade and domain, the
 * standards completions by level and domain, a level's domains, clusters and standards with their statuses and
 * the completed or progressed standards of a period, and the default level with who may read it. Every figure
 * is recomputed from the hand-written events of the standards fixture, independently of the server.
 */
import { addDays, PROFICIENCY_SORT_ORDINAL, schoolYearOf, schoolYearStart } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import {
  catalogue,
  completed,
  domainsOfLevel,
  S1,
  S3,
  standardsOfDomain,
  standardsOfLevel,
  studentCompletion,
  today,
  useStandardsFixture,
} from './standards-fixture.js';

const { server, get, base, expectedStates } = useStandardsFixture();

describe('student standards reports recompute from the raw events', () => {
  it('GET student proficiency/domains: a cell per grade and domain with counts, percent and §4 status', async () => {
    const id = server.home.ids.ownStudentId;
    const states = expectedStates(id);
    for (const role of ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] as const) {
      const response = await get(`${base()}/students/${id}/proficiency/domains`, role);
      expect(response.statusCode, `${role} ${response.body}`).toBe(200);
      const body = response.json();
      // The growth fields' window: by default the school year so far (proficiency-growth.api.test.ts).
      expect(body.report_dates).toEqual({ from_date: schoolYearStart(schoolYearOf(today)), to_date: today });
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
          expect(cell).toMatchObject({
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
});
