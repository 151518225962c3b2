import type { CurriculumTree } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { findDomain, findStandard, isPseudoCluster, levelToShow, standardCount } from './curriculum-tree';

const standard = (id: number, code: string) => ({ id, code, short_description: `Text of ${code}` });
const tree: CurriculumTree = {
  ast: 'ccss',
  levels: [
    {
      id: 0,
      code: 'K',
      name: 'Kindergarten',
      domains: [
        {
          id: 1,
          code: 'K.CC',
          name: 'Counting and Cardinality',
          clusters: [
            { id: 1, code: 'K.CC.A', name: 'Know number names', standards: [standard(1, 'K.CC.A.1')] },
          ],
        },
      ],
    },
    {
      id: 3,
      code: '3',
      name: 'Grade 3',
      domains: [
        {
          id: 7,
          code: '3.NF',
          name: 'Fractions',
          clusters: [
            {
              id: 20,
              code: '3.NF.A',
              name: '---',
              standards: [standard(50, '3.NF.A.1'), standard(51, '3.NF.A.2')],
            },
            { id: 21, code: '3.NF.B', name: 'Equivalence', standards: [standard(52, '3.NF.B.3')] },
          ],
        },
      ],
    },
    { id: 6, code: '6', name: 'Grade 6', domains: [] },
  ],
};

describe('the curriculum tree', () => {
  it('finds a domain with its grade, and nothing for an id it does not hold', () => {
    expect(findDomain(tree, 7)?.level.id).toBe(3);
    expect(findDomain(tree, 7)?.domain.code).toBe('3.NF');
    expect(findDomain(tree, 99)).toBeNull();
  });

  it('finds a standard only inside the domain the address names', () => {
    const place = findStandard(tree, 7, 52)!;
    expect([place.level.id, place.domain.code, place.cluster.code, place.standard.code]).toEqual([
      3,
      '3.NF',
      '3.NF.B',
      '3.NF.B.3',
    ]);
    expect(findStandard(tree, 1, 52)).toBeNull();
    expect(findStandard(tree, 7, 1)).toBeNull();
  });

  it('opens the grade asked for, else the one closest to the classroom grade, else the first', () => {
    expect(levelToShow(tree, 6, 0)?.id).toBe(6);
    expect(levelToShow(tree, 4, 4)?.id).toBe(3);
    expect(levelToShow(tree, null, 5)?.id).toBe(6);
    expect(levelToShow(tree, null, null)?.id).toBe(0);
    expect(levelToShow({ ast: 'teks', levels: [] }, null, 3)).toBeUndefined();
  });

  it('counts a domain’s standards and knows a pseudo-cluster', () => {
    expect(standardCount(tree.levels[1]!.domains[0]!)).toBe(3);
    const [pseudo, named] = tree.levels[1]!.domains[0]!.clusters;
    expect([isPseudoCluster(pseudo!), isPseudoCluster(named!)]).toEqual([true, false]);
  });
});
