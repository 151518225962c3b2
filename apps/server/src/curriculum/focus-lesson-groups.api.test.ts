import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';
import { getCatalogue } from './catalogue.js';

const server = useTestServer({ signIn: ['teacher', 'guardian'] });
const catalogue = getCatalogue();
const url = (type: string, id: number) => `/m/mo_group_desc/focus_type/${type}/focus_id/${id}`;

describe('lesson groups of an assignment focus (spec §2 lesson-group preview, §7)', () => {
  it('lists the groups a standard, its cluster and its domain play, each wider focus holding the narrower', async () => {
    const standard = catalogue.standardByCode.get('3.NF.A.1')!;
    const read = async (type: string, id: number) => {
      const response = await server.getAs(url(type, id), 'teacher');
      expect(response.statusCode).toBe(200);
      return response.json().data as { id: number; name: string; pdLink: string; lessons_count: number }[];
    };
    const ofStandard = await read('STANDARD', standard.standard_id);
    const ofCluster = await read('CLUSTER', standard.cluster_id);
    const ofDomain = await read('DOMAIN', standard.domain_id);
    expect(ofStandard.length).toBeGreaterThan(0);
    for (const group of ofStandard) expect(ofCluster.map((g) => g.id)).toContain(group.id);
    for (const group of ofCluster) expect(ofDomain.map((g) => g.id)).toContain(group.id);
    const expected = catalogue.lessonGroups
      .filter((g) => g.cluster_id === standard.cluster_id)
      .map((g) => g.lesson_group_id);
    expect(ofCluster.map((g) => g.id).sort()).toEqual(expected.sort());
    expect(ofStandard.every((g) => g.lessons_count > 0 && g.name.length > 0)).toBe(true);
  });

  it('gives guardians no professional-development links (spec §6)', async () => {
    const standard = catalogue.standardByCode.get('3.NF.A.1')!;
    const teacher = (await server.getAs(url('STANDARD', standard.standard_id), 'teacher')).json().data;
    const guardian = (await server.getAs(url('STANDARD', standard.standard_id), 'guardian')).json().data;
    expect(teacher.some((g: { pdLink: string }) => g.pdLink !== '')).toBe(true);
    expect(guardian.every((g: { pdLink: string }) => g.pdLink === '')).toBe(true);
  });

  it('answers 404 with a sentence for a focus the curriculum lacks, and 400 for an unknown focus type', async () => {
    const missing = await server.getAs(url('CLUSTER', 999_999), 'teacher');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().apiError.message).toContain('cluster with the id 999999');
    expect((await server.getAs(url('TOPIC', 1), 'teacher')).statusCode).toBe(400);
  });
});
