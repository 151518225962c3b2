/**
 * An ingest batch is folded before its transaction (ingest.service.ts), while another batch of the district may be
 * writing: the early fold is written only if its students' summary rows are still as it read them, and the batch is
 * folded again in its transaction otherwise; the check gives the same answer alone as sent with the sums' read
 * (ingest/reads-under-lock.ts). Batches of the same students sent at once give the state a rebuild gives.
 */
import { EVENT_CODES, type ActivityRecord } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { SeededRandom } from '../demo/random.js';
import { ingestEvents, toEventRow } from '../ingest/ingest.service.js';
import { readUnderLock } from '../ingest/reads-under-lock.js';
import { randomCompletion, randomPause } from '../testing/random-plays.js';
import { useFixtureDistrict } from '../testing/use-fixture-district.js';
import { foldContextFor, foldNewEvents, foldStillCurrent } from './learning.service.js';
import { checkDerivedState } from './rebuild-check.js';
import { checkSchoolSums } from './school-sums-check.js';
import { sumsOfBatchFrom, sumsOfBatchRead } from './school-sums-keep.js';

const fixture = useFixtureDistrict(47);
const NOW = Date.UTC(2026, 10, 20, 18, 0);
const slots = getCatalogue().lessonSlots;

const completion = (studentId: number, uid: string, minutesAgo: number): ActivityRecord => ({
  uid,
  student_id: studentId,
  event_code: EVENT_CODES.LESSON_COMPLETED,
  timestamp: NOW - minutesAgo * 60_000,
  lesson_slot_id: slots[3]!.lesson_slot_id,
  lesson_passed: true,
  total_lesson_time: 600_000,
});

describe('a batch folded before its transaction', () => {
  it('is written only while its students are as the fold read them', async () => {
    const { db, engine } = fixture;
    const districtId = fixture.district.districtId;
    const [played, other, fresh] = fixture.district.roster.students.map((s) => s.student_id);
    const ingest = (records: ActivityRecord[]) => ingestEvents(db, engine, districtId, records, NOW);
    await ingest([completion(played!, 'early-1', 300)]);

    const ctx = foldContextFor({ districtId, timeZone: 'America/New_York' });
    const rowsOf = (records: ActivityRecord[]) =>
      records.map((r) => toEventRow(districtId, r, ctx.clock.dateOf(r.timestamp), NOW));
    const studentIds = [played!, other!, fresh!];
    // Checked alone, and as a batch reads it under its lock: with the sums, in one statement on DuckDB.
    const current = async (records: ActivityRecord[]) => {
      const early = await foldNewEvents(db, ctx, rowsOf(records));
      return async () =>
        db.transaction().execute(async (trx) => {
          const alone = await foldStillCurrent(trx, ctx, early);
          const underLock = await readUnderLock(trx, ctx, studentIds, early);
          const sumsAlone = sumsOfBatchFrom(
            (await trx.executeQuery(sumsOfBatchRead(trx, districtId, studentIds))).rows,
          );
          expect(sumsAlone!.members.size).toBe(3);
          expect(underLock).toEqual({ sums: sumsAlone, earlyCurrent: alone });
          return alone;
        });
    };
    const playedAgain = await current([completion(played!, 'early-2', 200)]);
    const freshStarts = await current([completion(fresh!, 'early-3', 200)]);
    expect(await playedAgain()).toBe(true);
    expect(await freshStarts()).toBe(true);

    // Another student's batch leaves both folds current; a batch of their own students does not.
    await ingest([completion(other!, 'early-4', 100)]);
    expect(await playedAgain()).toBe(true);
    expect(await freshStarts()).toBe(true);
    await ingest([completion(played!, 'early-5', 100)]);
    expect(await playedAgain()).toBe(false);
    await ingest([completion(fresh!, 'early-6', 100)]);
    expect(await freshStarts()).toBe(false);
  });

  it('gives the state a rebuild gives when batches of the same students arrive at once', async () => {
    const { db, engine } = fixture;
    const districtId = fixture.district.districtId;
    const studentIds = fixture.district.roster.students.slice(10, 14).map((s) => s.student_id);
    const rng = new SeededRandom(2026);
    const records: ActivityRecord[] = Array.from({ length: 160 }, (_, i) => {
      const base = {
        uid: `at-once-${i}`,
        student_id: rng.pick(studentIds),
        // In time order, so that most batches continue their students from the stored rows.
        timestamp: NOW - (160 - i) * 5 * 60_000,
        lesson_slot_id: rng.pick(slots.slice(0, 30)).lesson_slot_id,
      };
      return rng.chance(0.8) ? randomCompletion(rng, base, 0.6) : randomPause(rng, base);
    });
    let accepted = 0;
    for (let i = 0; i < records.length;) {
      // Three batches at once, each of one to eight records.
      const wave = [0, 1, 2].map(() => {
        const size = rng.int(1, 8);
        const batch = records.slice(i, i + size);
        i += size;
        return batch;
      });
      const results = await Promise.all(
        wave.filter((b) => b.length > 0).map((b) => ingestEvents(db, engine, districtId, b, NOW)),
      );
      for (const result of results) {
        expect(result.rejected).toEqual([]);
        accepted += result.accepted;
      }
    }
    expect(accepted).toBe(records.length);
    const report = await checkDerivedState(db, engine, districtId, { maxDifferences: 5 });
    expect(report.differences).toEqual([]);
    expect(report.moreDifferences).toBe(0);
    expect(report.students).toBeGreaterThanOrEqual(studentIds.length);
    expect(await checkSchoolSums(db, districtId)).toEqual([]);
  });
});
