/**
 * A simulated year in many small batches, two at work at once (simulate-district.ts), its records generated in a
 * worker thread as a large district's are: each batch's assignments are written before its records are stored, so
 * their play is kept on them, and the state matches a rebuild.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ensureCurriculum } from '../curriculum/curriculum.repository.js';
import { checkDerivedState } from '../learning/rebuild-check.js';
import { useFixtureDistrict } from '../testing/use-fixture-district.js';
import { simulateDistrict, type SimulationResult } from './simulate-district.js';

const NOW = Date.UTC(2026, 10, 20, 22, 0);

let result: SimulationResult;
const fixture = useFixtureDistrict(41, async ({ db, engine, district }) => {
  await ensureCurriculum(db);
  result = await simulateDistrict(db, engine, district.districtId, {
    seed: 7,
    now: NOW,
    batchRecords: 1_000,
    inWorker: true,
  });
});

describe('a simulated school year in batches of 1,000 records, generated in a worker', () => {
  it('keeps every batch’s play on assignments written before it, as a rebuild from the events has it', async () => {
    expect(result.batches).toBeGreaterThan(10);
    expect(result.rejected).toBe(0);
    expect(result.assignments.written).toBeGreaterThan(0);
    expect(result.assignments.refused).toBe(0);
    const { rows } = await sql<{ played: number }>`
      SELECT count(*) AS played FROM student_assignments
      WHERE district_id = ${fixture.district.districtId} AND time_spent_ms > 0`.execute(fixture.db);
    expect(Number(rows[0]!.played)).toBeGreaterThan(0);
    const report = await checkDerivedState(fixture.db, fixture.engine, fixture.district.districtId);
    expect(report.differences).toEqual([]);
  });
});
