import { describe, expect, it } from 'vitest';
import { classroomPlays, type ClassroomPlay } from './classroom-plays.js';
import { planSimulation, type SimulationInput } from './simulation-plan.js';

const input: SimulationInput = {
  districtId: 9,
  students: Array.from({ length: 60 }, (_, i) => ({
    studentId: 5_000 + i,
    gradeId: i < 30 ? 3 : 6,
    classroomId: 700 + Math.floor(i / 20),
  })),
  timeZone: 'America/Chicago',
  seed: 11,
  now: Date.UTC(2026, 10, 20, 22, 0),
};

async function playsOf(inWorker: boolean, of = input): Promise<Omit<ClassroomPlay, 'generateMs'>[]> {
  const plays = [];
  for await (const { generateMs, ...play } of classroomPlays(of, planSimulation(input), inWorker)) {
    expect(generateMs).toBeGreaterThan(0);
    plays.push(play);
  }
  return plays;
}

describe('classroom plays', () => {
  it('are the same generated in a worker thread as on this one, classroom by classroom', async () => {
    const here = await playsOf(false);
    expect(here.map((play) => play.classroomId)).toEqual([700, 701, 702]);
    expect([...here[0]!.recordsOf.values()].every((records) => records.length > 0)).toBe(true);
    expect([...here[0]!.percents.values()].some((of) => of.size > 0)).toBe(true);
    expect(await playsOf(true)).toEqual(here);
  });

  it('fail with the worker’s error, not wait for it', async () => {
    await expect(playsOf(true, { ...input, timeZone: 'Nowhere/At_All' })).rejects.toThrow(/time ?zone/i);
  });
});
