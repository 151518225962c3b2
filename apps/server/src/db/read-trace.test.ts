import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import type { DatabaseHandle } from './database.js';
import { ReadCache } from './read-cache.js';
import { readsHold, traceReads } from './read-trace.js';
import { noteWrite } from './write-counts.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('a traced computation', () => {
  it('learns each cached value it takes, and its reads hold while only other places are written', async () => {
    const db = database.db;
    const cache = new ReadCache<string>({ tables: ['student_day'], ttlMs: 60_000, maxEntries: 10 });
    await cache.getOrLoad(db, 'one', async () => 'ONE', { districtId: 8, place: 'classroom:1' });
    const { result, trace } = await traceReads(async () => {
      const loaded = await cache.getOrLoad(
        db,
        'two',
        async () => {
          await db.selectFrom('grades').select('grade_id').execute();
          return 'TWO';
        },
        { districtId: 8, place: 'classroom:2' },
      );
      return [cache.get(db, 'one'), loaded];
    });
    expect(result).toEqual(['ONE', 'TWO']);
    // The load's own statement ran outside the trace: the cache noted the read instead.
    expect(trace.confined).toBe(true);
    expect(trace.dependencies.map((d) => d.place).sort()).toEqual(['classroom:1', 'classroom:2']);
    expect(readsHold(trace.dependencies)).toBe(true);
    noteWrite({ tables: ['student_day'], districtId: 8, places: ['classroom:3'] });
    noteWrite({ tables: ['student_day'], districtId: 9 });
    expect(readsHold(trace.dependencies)).toBe(true);
    noteWrite({ tables: ['student_day'], districtId: 8, places: ['classroom:1'] });
    expect(readsHold(trace.dependencies)).toBe(false);
  });

  it('is no longer confined once it runs a statement of its own', async () => {
    const { trace } = await traceReads(() => database.db.selectFrom('grades').select('grade_id').execute());
    expect(trace.confined).toBe(false);
    expect(trace.dependencies).toEqual([]);
  });
});
