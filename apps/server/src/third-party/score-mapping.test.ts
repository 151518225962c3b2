import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import {
  NWEA_SCORE_RANGES,
  QUANTILE_MEASURES,
  isPlayableBy,
  levelOfStudentGrade,
  nweaClusterOf,
  nweaRangeOf,
  quantileDomainOf,
  quantileStepOf,
  scoreRangeById,
} from './score-mapping.js';

const catalogue = getCatalogue();
const domainId = (code: string) => catalogue.domains.find((d) => d.code === code)!.domain_id;
const clusterCode = (id: number | null) => catalogue.clusters.find((c) => c.cluster_id === id)?.code;
const domainCode = (id: number | null) => catalogue.domains.find((d) => d.domain_id === id)?.code;
const range = (id: string) => scoreRangeById(id)!;

describe('NWEA score ranges', () => {
  it('offers RIT ranges 10 points wide from 121–130 to 251–260, and starts a form on the range holding a score', () => {
    expect(NWEA_SCORE_RANGES[0]).toEqual({ id: '121-130', label: '121–130', min: 121, max: 130 });
    expect(NWEA_SCORE_RANGES.at(-1)!.id).toBe('251-260');
    expect(NWEA_SCORE_RANGES).toHaveLength(14);
    expect([nweaRangeOf(187).id, nweaRangeOf(190).id, nweaRangeOf(191).id]).toEqual([
      '181-190',
      '181-190',
      '191-200',
    ]);
    expect([nweaRangeOf(90).id, nweaRangeOf(300).id]).toEqual(['121-130', '251-260']);
  });

  it('points a range under the grade norm to the first cluster of the domain, over it to the last, between in order', () => {
    // Grade 3 norm 189: its domains' clusters span 179–199. 3.OA has clusters A–D.
    const oa = domainId('3.OA');
    expect(
      ['171-180', '181-190', '191-200', '201-210'].map((id) =>
        clusterCode(nweaClusterOf(catalogue, oa, range(id))),
      ),
    ).toEqual(['3.OA.A', '3.OA.B', '3.OA.D', '3.OA.D']);
    // A domain with one cluster always points to it.
    expect(clusterCode(nweaClusterOf(catalogue, domainId('3.NF'), range('121-130')))).toBe('3.NF.A');
    // Grade 7 norm 220: 211–220 sits in the lower half of 7.EE's two clusters, 221–230 in the upper.
    const ee = domainId('7.EE');
    expect([
      clusterCode(nweaClusterOf(catalogue, ee, range('211-220'))),
      clusterCode(nweaClusterOf(catalogue, ee, range('221-230'))),
    ]).toEqual(['7.EE.A', '7.EE.B']);
    expect(nweaClusterOf(catalogue, 999_999, range('181-190'))).toBeNull();
  });
});

describe('Quantile measures', () => {
  it('offers EM100Q to 1400Q in steps of 50 and starts a form on the step at or below a measure', () => {
    expect(QUANTILE_MEASURES[0]).toMatchObject({ id: '-100', label: 'EM100Q', min: -100 });
    expect(QUANTILE_MEASURES.at(-1)).toMatchObject({ id: '1400', label: '1400Q' });
    expect([
      quantileStepOf(655).id,
      quantileStepOf(650).id,
      quantileStepOf(-400).id,
      quantileStepOf(2000).id,
    ]).toEqual(['650', '650', '-100', '1400']);
  });

  it('keeps the chosen domain for a measure at or over its grade, and moves a lower one to the same domain of the grade it shows', () => {
    expect(domainCode(quantileDomainOf(catalogue, domainId('4.NF'), 800))).toBe('4.NF');
    expect(domainCode(quantileDomainOf(catalogue, domainId('4.NF'), 1300))).toBe('4.NF');
    // 650Q shows grade 3.
    expect(domainCode(quantileDomainOf(catalogue, domainId('5.NF'), 650))).toBe('3.NF');
    // 500Q shows grade 2, which has no NF: the nearest grade above that has it.
    expect(domainCode(quantileDomainOf(catalogue, domainId('4.NF'), 500))).toBe('3.NF');
    // A domain no lower grade has stays (6.RP), and so does kindergarten for an emerging measure.
    expect(domainCode(quantileDomainOf(catalogue, domainId('6.RP'), 100))).toBe('6.RP');
    expect(domainCode(quantileDomainOf(catalogue, domainId('K.CC'), -50))).toBe('K.CC');
    expect(domainCode(quantileDomainOf(catalogue, domainId('3.OA'), 300))).toBe('1.OA');
  });
});

describe('learning environments', () => {
  it('lets Primary students (K–2) play K–2 foci only; everyone else any grade', () => {
    expect([isPlayableBy(0, 2), isPlayableBy(2, 2), isPlayableBy(2, 3), isPlayableBy(-1, 3)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([isPlayableBy(3, 5), isPlayableBy(6, 0)]).toEqual([true, true]);
  });

  it('offers a student the domains of their grade within K–8', () => {
    expect([-1, 0, 5, 8, 9, 1000].map(levelOfStudentGrade)).toEqual([0, 0, 5, 8, 8, 8]);
  });
});
