/** Ingest as devices deliver it, for the property tests of derived state kept at ingest. */
import type { ActivityRecord } from '@dash/contracts';
import { expect } from 'vitest';
import type { Db, Engine } from '../db/database.js';
import type { SeededRandom } from '../demo/random.js';
import { ingestEvents } from '../ingest/ingest.service.js';

/**
 * Sends the records in random order, about one in ten twice, in batches of 1 to `maxBatch` records; every record
 * must be accepted (or found already there).
 */
export async function ingestShuffled(
  target: { db: Db; engine: Engine; districtId: number },
  records: readonly ActivityRecord[],
  rng: SeededRandom,
  options: { maxBatch: number; now: number },
) {
  const shuffled = [...records, ...records.filter(() => rng.chance(0.1))].sort(() => rng.next() - 0.5);
  for (let i = 0; i < shuffled.length;) {
    const size = rng.int(1, options.maxBatch);
    const batch = shuffled.slice(i, i + size);
    const result = await ingestEvents(target.db, target.engine, target.districtId, batch, options.now);
    expect(result.rejected).toEqual([]);
    i += size;
  }
}
