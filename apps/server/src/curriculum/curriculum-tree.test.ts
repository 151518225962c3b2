import { describe, expect, it } from 'vitest';
import { getCatalogue } from './catalogue.js';
import { curriculumTreeOf } from './curriculum-tree.js';

describe('curriculum tree for the focus chooser', () => {
  it('holds every standard of the catalogue once, under its own grade, domain and cluster', () => {
    const { standards, clusters, domains } = getCatalogue();
    const seen: number[] = [];
    for (const level of curriculumTreeOf('ccss').levels)
      for (const domain of level.domains)
        for (const cluster of domain.clusters)
          for (const standard of cluster.standards) {
            const row = standards.find((s) => s.standard_id === standard.id)!;
            expect(row.short_description).toBe(standard.short_description);
            expect(clusters.find((c) => c.cluster_id === row.cluster_id)!.code).toBe(cluster.code);
            expect(domains.find((d) => d.domain_id === row.domain_id)!.code).toBe(domain.code);
            expect(row.level_id).toBe(level.id);
            seen.push(standard.id);
          }
    expect(seen.sort((a, b) => a - b)).toEqual(standards.map((s) => s.standard_id).sort((a, b) => a - b));
  });

  it('offers grades in order K to 8 and nothing for a standard without content', () => {
    expect(curriculumTreeOf('ccss').levels.map((level) => level.code)).toEqual([
      'K',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    expect(curriculumTreeOf('teks').levels).toEqual([]);
  });
});
