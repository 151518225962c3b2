/**
 * Upgrading a database that already holds rows: migrations written after the last release must apply to a
 * table with data, not only to the empty tables a fresh database has (DuckDB, for one, refuses to commit a
 * transaction that altered a table holding rows twice).
 */
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchPostgres, type ScratchPostgres } from '../testing/scratch-postgres.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrate } from './migrate.js';

let handle: DatabaseHandle;
let scratch: ScratchPostgres | undefined;

async function openEmpty() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return openDatabase({ duckdbPath: ':memory:' });
  scratch = await createScratchPostgres(adminUrl, 'upgrade');
  return openDatabase({ databaseUrl: scratch.url, duckdbPath: ':memory:' });
}

afterAll(async () => {
  await handle?.close();
  await scratch?.drop();
});

describe('migrating a database that holds rows', () => {
  it('adds the placement-growth columns to standards already folded, as false', async () => {
    handle = await openEmpty();
    await migrate(handle.db, { until: '015' });
    await sql`
      INSERT INTO student_standard (district_id, student_id, standard_id, slots_count, slots_passed,
        completed_by_event, percent_complete, proficiency_status, needs_attention, started_at, started_date,
        proficient_at, proficient_date, last_activity_at)
      VALUES (1, 2, 3, 4, 4, true, 100, 'PROFICIENT', false, 1000, '2026-09-01', 2000, '2026-09-02', 2000)`.execute(
      handle.db,
    );

    // 015 and 016 first, then whatever later migrations exist.
    expect((await migrate(handle.db)).slice(0, 2)).toEqual([
      '015_placement_growth.sql',
      '016_placement_proficient.sql',
    ]);
    const { rows } = await sql<{ started: boolean; proficient: boolean }>`
      SELECT started_by_placement AS started, proficient_by_placement AS proficient FROM student_standard`.execute(
      handle.db,
    );
    expect(rows).toEqual([{ started: false, proficient: false }]);
    expect(await migrate(handle.db)).toEqual([]);
  });

  it('counts the lesson plays of events stored before 019 as the fold counts them', async () => {
    await handle?.close();
    await scratch?.drop();
    handle = await openEmpty();
    await migrate(handle.db, { until: '019' });
    // uid, student, code, at, slot, passed: two students' plays of lesson 7 (one at the same instant as
    // an opening, ordered by uid), and a certificate about no lesson.
    const events: [string, number, number, number, number | null, boolean | null][] = [
      ['a1', 1, 100, 1000, 7, null],
      ['a2', 1, 110, 2000, 7, false],
      ['a3', 1, 110, 3000, 7, false],
      ['a4', 1, 100, 3000, 7, null],
      ['a5', 1, 110, 4000, 7, true],
      ['b1', 2, 110, 1500, 7, true],
      ['c1', 1, 702, 5000, null, null],
    ];
    for (const [uid, student, code, at, slot, passed] of events)
      await sql`
        INSERT INTO events (district_id, uid, student_id, event_code, occurred_at, local_date, lesson_slot_id,
          lesson_passed, time_spent_ms, received_at)
        VALUES (1, ${uid}, ${student}, ${code}, ${at}, '2026-09-01', ${slot}, ${passed}, 0, ${at})`.execute(
        handle.db,
      );

    expect((await migrate(handle.db)).slice(0, 3)).toEqual([
      '019_event_lesson_plays.sql',
      '020_event_lesson_fails.sql',
      '021_event_lesson_counts_backfill.sql',
    ]);
    const { rows } = await sql<{ uid: string; plays: number | null; fails: number | null }>`
      SELECT uid, lesson_plays AS plays, lesson_fails AS fails FROM events ORDER BY uid`.execute(handle.db);
    expect(rows).toEqual([
      { uid: 'a1', plays: 0, fails: 0 },
      { uid: 'a2', plays: 1, fails: 1 },
      { uid: 'a3', plays: 2, fails: 2 },
      { uid: 'a4', plays: 2, fails: 2 },
      { uid: 'a5', plays: 3, fails: 2 },
      { uid: 'b1', plays: 1, fails: 0 },
      { uid: 'c1', plays: null, fails: null },
    ]);
  });

  it('keeps lesson rows only a placement touched apart, and the view still shows every pass', async () => {
    await handle?.close();
    await scratch?.drop();
    handle = await openEmpty();
    await migrate(handle.db, { until: '025' });
    // slot, passes, attempts, time, first played, passed at, by placement: 7 only placed; 8 placed then played;
    // 9 played; 10 placed, and an older row whose first play came before the placement's pass.
    const lessons: [number, number, number, number, number, number | null, boolean | null][] = [
      [7, 1, 0, 0, 1000, 1000, true],
      [8, 2, 1, 60_000, 1000, 1000, true],
      [9, 1, 1, 60_000, 2000, 2000, false],
      [10, 1, 0, 0, 500, 1000, true],
    ];
    for (const [slot, passes, attempts, time, first, passedAt, byPlacement] of lessons)
      await sql`
        INSERT INTO student_lesson (district_id, student_id, lesson_slot_id, lesson_group_id, attempts, completions,
          passes, fails, pauses, is_paused, needs_attention, struggling, time_spent_ms, first_played_at,
          last_played_at, passed_at, passed_by_placement)
        VALUES (1, 2, ${slot}, 3, ${attempts}, ${attempts}, ${passes}, 0, 0, false, false, false, ${time}, ${first},
          ${first}, ${passedAt}, ${byPlacement})`.execute(handle.db);

    expect((await migrate(handle.db))[0]).toBe('025_student_lesson_placed.sql');
    const slotsOf = async (table: string) =>
      (
        await sql<{
          slot: number;
        }>`SELECT lesson_slot_id AS slot FROM ${sql.table(table)} ORDER BY 1`.execute(handle.db)
      ).rows.map((r) => r.slot);
    expect(await slotsOf('student_lesson_placed')).toEqual([7]);
    expect(await slotsOf('student_lesson')).toEqual([8, 9, 10]);
    const { rows } = await sql<{ slot: number; passes: number; passed_at: number; placed: boolean }>`
      SELECT lesson_slot_id AS slot, passes, passed_at, passed_by_placement AS placed
      FROM student_lesson_passes ORDER BY 1`.execute(handle.db);
    expect(rows).toEqual([
      { slot: 7, passes: 1, passed_at: 1000, placed: true },
      { slot: 8, passes: 2, passed_at: 1000, placed: true },
      { slot: 9, passes: 1, passed_at: 2000, placed: false },
      { slot: 10, passes: 1, passed_at: 1000, placed: true },
    ]);
  });

  it('drops the events’ student index on DuckDB, which never reads it, and keeps the events and their key', async () => {
    await handle?.close();
    await scratch?.drop();
    handle = await openEmpty();
    await migrate(handle.db, { until: '028' });
    const insertEvent = (uid: string) =>
      sql`
        INSERT INTO events (district_id, uid, student_id, event_code, occurred_at, local_date, time_spent_ms,
          received_at)
        VALUES (1, ${uid}, 2, 110, 1000, '2026-09-01', 0, 1000)`.execute(handle.db);
    await insertEvent('a1');
    const indexes = async () => {
      const query =
        handle.engine === 'duckdb'
          ? sql<{ name: string }>`SELECT index_name AS name FROM duckdb_indexes() WHERE table_name = 'events'`
          : sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'events'`;
      return (await query.execute(handle.db)).rows.map((row) => row.name);
    };
    expect(await indexes()).toContain('events_student');

    const applied = await migrate(handle.db);
    expect(applied.includes('029_events_student_index.duckdb.sql')).toBe(handle.engine === 'duckdb');
    expect((await indexes()).includes('events_student')).toBe(handle.engine === 'postgres');
    const { rows } = await sql<{ uid: string }>`SELECT uid FROM events`.execute(handle.db);
    expect(rows).toEqual([{ uid: 'a1' }]);
    await expect(insertEvent('a1')).rejects.toThrow();
  });
});
