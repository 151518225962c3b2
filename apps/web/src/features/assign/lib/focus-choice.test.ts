import type { CurriculumTree } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { commonGradeOf, initialFocusPath, levelIdForGrade, optionsOf, withDomain } from './focus-choice';

const cluster = (id: number, code: string) => ({ id, code, name: code, standards: [] });
const TREE: CurriculumTree = {
  ast: 'ccss',
  levels: [
    { id: 0, code: 'K', name: 'Kindergarten', domains: [] },
    {
      id: 6,
      code: '6',
      name: 'Grade 6',
      domains: [
        { id: 60, code: '6.RP', name: 'Ratios', clusters: [cluster(600, '6.RP.A')] },
        {
          id: 61,
          code: '6.NS',
          name: 'Number System',
          clusters: [cluster(610, '6.NS.A'), cluster(611, '6.NS.B')],
        },
      ],
    },
    { id: 8, code: '8', name: 'Grade 8', domains: [] },
  ],
};

describe('focus chooser', () => {
  it('starts on the standards shortcut’s cluster, with its grade and domain', () => {
    const path = initialFocusPath(TREE, 0, '6.NS.B');
    expect(path).toEqual({ levelId: 6, domainId: 61, clusterId: 611 });
    expect(optionsOf(TREE, path).cluster?.code).toBe('6.NS.B');
  });

  it('otherwise starts on the grade closest to the students’ (Pre-K reads K, multi-grade codes the highest)', () => {
    expect(initialFocusPath(TREE, 6, 'no.such.cluster')).toEqual({
      levelId: 6,
      domainId: null,
      clusterId: null,
    });
    expect(levelIdForGrade(TREE, -1)).toBe(0);
    expect(levelIdForGrade(TREE, 7)).toBe(6);
    expect(levelIdForGrade(TREE, 1000)).toBe(8);
  });

  it('choosing a domain clears the cluster', () => {
    expect(withDomain({ levelId: 6, domainId: 61, clusterId: 611 }, 60)).toEqual({
      levelId: 6,
      domainId: 60,
      clusterId: null,
    });
  });

  it('reads the students’ most common grade', () => {
    expect(commonGradeOf([{ grade_id: 5 }, { grade_id: 6 }, { grade_id: 6 }])).toBe(6);
    expect(commonGradeOf([])).toBeUndefined();
  });
});
