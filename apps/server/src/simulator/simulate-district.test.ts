import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ensureCurriculum } from '../curriculum/curriculum.repository.js';
import { focusPercent } from '../assignments/assignment-writes.js';
import { sameTenant } from '../db/tenant-join.js';
import { findEventsByStudent } from '../learning/learning.repository.js';
import { foldStudent } from '../learning/fold-students.js';
import { foldContextFor } from '../learning/learning.service.js';
import { checkDerivedState } from '../learning/rebuild-check.js';
import { useFixtureDistrict } from '../testing/use-fixture-district.js';
import { simulateDistrict, type SimulationResult } from './simulate-district.js';

/** Friday 2026-11-20, 17:00 in New York (the fixture district's zone). */
const NOW = Date.UTC(2026, 10, 20, 22, 0);
const DAYS_30_AGO = '2026-10-21';

let result: SimulationResult;
const fixture = useFixtureDistrict(41, async ({ db, engine, district }) => {
  await ensureCurriculum(db);
  result = await simulateDistrict(db, engine, district.districtId, { seed: 7, now: NOW });
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(fixture.db)).rows[0]!;

describe('a simulated school year, ingested in-process', () => {
  it('runs from the first school day up to "now", every record accepted', async () => {
    expect(result.students).toBe(fixture.district.roster.students.length);
    expect(result.rejected).toBe(0);
    expect(result.events).toBeGreaterThan(result.students * 50);
    const range = await one(sql<{ first: string; last: string; latest: number }>`
      SELECT min(local_date) AS first, max(local_date) AS last, max(occurred_at) AS latest FROM events WHERE district_id = ${fixture.district.districtId}`);
    expect(String(range.first)).toBe('2026-08-17');
    expect(String(range.last)).toBe('2026-11-20');
    expect(Number(range.latest)).toBeLessThanOrEqual(NOW);
  });

  it('in the last 30 days most students have usage, some became proficient, some have alerts', async () => {
    const id = fixture.district.districtId;
    const active = await one(
      sql<{
        n: number;
      }>`SELECT count(DISTINCT student_id) AS n FROM student_day WHERE district_id = ${id} AND local_date >= ${DAYS_30_AGO}`,
    );
    expect(Number(active.n)).toBeGreaterThan(result.students * 0.7);
    const proficient = await one(
      sql<{
        n: number;
      }>`SELECT count(DISTINCT student_id) AS n FROM student_standard WHERE district_id = ${id} AND proficient_date >= ${DAYS_30_AGO}`,
    );
    expect(Number(proficient.n)).toBeGreaterThan(result.students * 0.2);
    const alerted = await one(
      sql<{
        n: number;
      }>`SELECT count(DISTINCT student_id) AS n FROM student_alerts WHERE district_id = ${id} AND raised_date >= ${DAYS_30_AGO}`,
    );
    expect(Number(alerted.n)).toBeGreaterThan(0);
    expect(Number(alerted.n)).toBeLessThan(result.students);
    const extended = await one(
      sql<{
        ext: number;
        total: number;
      }>`SELECT sum(extended_ms) AS ext, sum(session_ms) AS total FROM student_day WHERE district_id = ${id}`,
    );
    expect(Number(extended.ext) / Number(extended.total)).toBeGreaterThan(0.05);
    expect(Number(extended.ext) / Number(extended.total)).toBeLessThan(0.6);
  });

  it('writes its teachers’ focus assignments, spot checks and goals, some cancelled, that students played', async () => {
    const kinds = await one(sql<{ spot: number; goal: number; cancelled: number; students: number }>`
      SELECT count(*) FILTER (WHERE assignment_type = 'SPOT') AS spot, count(*) FILTER (WHERE assignment_type = 'GOAL') AS goal,
        count(*) FILTER (WHERE status = 'CANCELLED') AS cancelled,
        (SELECT count(*) FROM student_assignments WHERE district_id = ${fixture.district.districtId}) AS students
      FROM assignments WHERE district_id = ${fixture.district.districtId}`);
    expect(Number(kinds.spot)).toBeGreaterThan(0);
    expect(Number(kinds.goal)).toBeGreaterThan(0);
    expect(Number(kinds.cancelled)).toBeGreaterThan(0);
    const played = await one(sql<{ assignments: number; orphans: number }>`
      SELECT count(DISTINCT e.assignment_id) AS assignments,
        count(*) FILTER (WHERE a.assignment_id IS NULL) AS orphans
      FROM events e LEFT JOIN assignments a ON a.district_id = e.district_id AND a.assignment_id = e.assignment_id
      WHERE e.district_id = ${fixture.district.districtId} AND e.assignment_id IS NOT NULL`);
    expect(Number(played.assignments)).toBeGreaterThan(0);
    expect(Number(played.orphans)).toBe(0);
    expect(Number(kinds.students)).toBeGreaterThan(Number(kinds.spot) + Number(kinds.goal));
    // Made through the API's write code, none refused by its rules.
    expect(result.assignments).toEqual({ written: Number(kinds.spot) + Number(kinds.goal), refused: 0 });
  });

  it('records each student’s percent on the focus as it stood when the teacher assigned it', async () => {
    const id = fixture.district.districtId;
    const rows = await fixture.db
      .selectFrom('student_assignments as sa')
      .innerJoin('assignments as a', sameTenant('a.assignment_id', 'sa.assignment_id'))
      .select(['sa.student_id', 'sa.starting_percent', 'a.focus_id', 'a.created_at'])
      .where('sa.district_id', '=', id)
      .orderBy('sa.assignment_id')
      .orderBy('sa.student_id')
      .execute();
    expect(rows.filter((r) => r.starting_percent > 0).length).toBeGreaterThan(rows.length / 10);
    // Recomputed from the stored events before the assignment was made, by the fold ingest uses.
    const { time_zone: timeZone } = await fixture.db
      .selectFrom('districts')
      .select('time_zone')
      .where('district_id', '=', id)
      .executeTakeFirstOrThrow();
    const ctx = foldContextFor({ districtId: id, timeZone });
    const eventsOf = await findEventsByStudent(fixture.db, id, [...new Set(rows.map((r) => r.student_id))]);
    for (const row of rows.filter((_, index) => index % 7 === 0)) {
      const before = (eventsOf.get(row.student_id) ?? []).filter((e) => e.occurred_at < row.created_at);
      const state = foldStudent(ctx, row.student_id, before);
      const percent = focusPercent(
        [row.focus_id],
        (standardId) => state.standards.get(standardId)?.percent_complete,
      );
      expect(row.starting_percent, `student ${row.student_id} on ${row.focus_id}`).toBe(percent);
    }
  });

  it('matches a rebuild from the raw events, and running it again adds nothing', async () => {
    const report = await checkDerivedState(fixture.db, fixture.engine, fixture.district.districtId);
    expect(report.differences).toEqual([]);
    const again = await simulateDistrict(fixture.db, fixture.engine, fixture.district.districtId, {
      seed: 7,
      now: NOW,
    });
    expect(again.events).toBe(0);
    expect(again.assignments).toEqual({ written: 0, refused: 0 });
  });
});
