import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { mixSeed } from '../simulator/student-simulator.js';
import { demoScoresOf } from './demo-third-party.js';
import { SeededRandom } from './random.js';

const SEED = 20260701;
const TODAY = '2026-11-20';
const students = Array.from({ length: 400 }, (_, i) => ({ student_id: 1_000_000 + i, grade_id: 5 }));
const abilityOf = (id: number) => new SeededRandom(mixSeed(SEED, id)).normal();

describe('demo third-party scores', () => {
  it('are the same for the same student and day, a RIT per domain of their grade and a measure in steps of 5', () => {
    const rows = demoScoresOf(1, SEED, students[0]!, TODAY);
    expect(demoScoresOf(1, SEED, students[0]!, TODAY)).toEqual(rows);
    const grade5 = getCatalogue()
      .domains.filter((d) => d.level_id === 5)
      .map((d) => d.domain_id);
    const everyone = students.flatMap((s) => demoScoresOf(1, SEED, s, TODAY));
    const nwea = everyone.filter((r) => r.assessment_name === 'NWEA');
    expect(new Set(nwea.map((r) => r.domain_id))).toEqual(new Set(grade5));
    for (const row of everyone) expect(row.test_date < TODAY).toBe(true);
    const quantile = everyone.filter((r) => r.assessment_name === 'QUANTILE');
    expect(quantile.every((r) => r.domain_id === 0 && r.score % 5 === 0)).toBe(true);
    // Most students have scores, a few none.
    expect(quantile.length).toBeGreaterThan(320);
    expect(quantile.length).toBeLessThan(400);
  });

  it('follow the ability the simulator plays a student with: the abler half scores higher', () => {
    const sorted = [...students].sort((a, b) => abilityOf(a.student_id) - abilityOf(b.student_id));
    const meanRit = (group: typeof students) => {
      const rits = group.flatMap((s) =>
        demoScoresOf(1, SEED, s, TODAY)
          .filter((r) => r.assessment_name === 'NWEA')
          .map((r) => r.score),
      );
      return rits.reduce((sum, r) => sum + r, 0) / rits.length;
    };
    const low = meanRit(sorted.slice(0, 200));
    const high = meanRit(sorted.slice(200));
    expect(high - low).toBeGreaterThan(8);
    // Grade 5's typical RIT (209) sits between the two halves.
    expect(low).toBeLessThan(209);
    expect(high).toBeGreaterThan(209);
  });
});
