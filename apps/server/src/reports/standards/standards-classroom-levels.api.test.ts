/**
 * Standards reports of a classroom, from the top down (spec §3, §4): every level averaged over the classroom's
 * students with the default level from its grade, a level's domains, a domain's clusters with their standards
 * and students per status, and clusters named "---" merged into one pseudo-cluster. It first checks that the
 * hand-written events of the standards fixture give every status, so the averages are worth comparing.
 */
import { addDays } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { standardOf } from '../../testing/learning-fixture.js';
import {
  catalogue,
  domainsOfLevel,
  S1,
  standardsOfDomain,
  standardsOfLevel,
  today,
  useStandardsFixture,
} from './standards-fixture.js';

const {
  server,
  get,
  base,
  classroomBase,
  classroomStudents,
  expectedStates,
  classroomCompletion,
  classroomStandard,
} = useStandardsFixture();

describe('classroom standards levels, domains and clusters recompute from the raw events', () => {
  it('the hand-written events give every status in the classroom', () => {
    const statuses = new Set(
      classroomStudents().flatMap((s) => [...expectedStates(s.student_id).values()].map((e) => e.status)),
    );
    expect([...statuses].sort()).toEqual(['IN_PROGRESS', 'NEEDS_ATTENTION', 'PROFICIENT']);
    expect(expectedStates(server.home.ids.ownStudentId).get(standardOf(S1).standard_id)!.proficient).toBe(
      addDays(today, -5),
    );
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
      expect(data.student_count).toBe(classroomStudents().length);
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
