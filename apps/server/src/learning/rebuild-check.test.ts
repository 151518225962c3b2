/**
 * Property test: for random event streams, sent in random batches in random order (late events, duplicates,
 * re-posts), the state ingest maintains equals a rebuild from the raw events.
 */
import { EVENT_CODES, type ActivityRecord } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { SeededRandom } from '../demo/random.js';
import { ingestEvents } from '../ingest/ingest.service.js';
import { ingestShuffled } from '../testing/ingest-shuffled.js';
import { randomCompletion, randomPause } from '../testing/random-plays.js';
import { useFixtureDistrict } from '../testing/use-fixture-district.js';
import { checkDerivedState } from './rebuild-check.js';
import { checkSchoolSums } from './school-sums-check.js';
import { rebuildSchoolSums } from './school-sums.js';

const fixture = useFixtureDistrict(31);
const target = () => ({ db: fixture.db, engine: fixture.engine, districtId: fixture.district.districtId });

const catalogue = getCatalogue();
const NOW = Date.UTC(2026, 10, 20, 18, 0);
/**
 * The property tests ingest a hundred batches or more, each its own transaction: 8–14 s each on a quiet two-core
 * machine, 20–27 s with both cores busy, past the unit suites' 30 s on a busier one.
 */
const PROPERTY_TEST_TIMEOUT_MS = 120_000;

/** A random stream: a few students, a few lesson groups, every kind of event, over three weeks. */
function randomStream(rng: SeededRandom, prefix: string, studentIds: number[]): ActivityRecord[] {
  const groups = [rng.int(1, 20), rng.int(21, 60)];
  const slots = groups.flatMap((g) => catalogue.slotsOfGroup.get(g)!.slice(0, 6));
  const records: ActivityRecord[] = [];
  const count = rng.int(40, 160);
  for (let i = 0; i < count; i++) {
    const slot = rng.pick(slots);
    const base = {
      uid: `${prefix}-${i}`,
      student_id: rng.pick(studentIds),
      timestamp: NOW - rng.int(0, 21 * 24 * 60) * 60_000,
    };
    const roll = rng.next();
    if (roll < 0.25) records.push({ ...base, event_code: EVENT_CODES.LESSON_OPENED, lesson_slot_id: slot });
    else if (roll < 0.65) records.push(randomCompletion(rng, { ...base, lesson_slot_id: slot }, 0.55));
    else if (roll < 0.75) records.push(randomPause(rng, { ...base, lesson_slot_id: slot }));
    else if (roll < 0.8)
      records.push({ ...base, event_code: EVENT_CODES.LESSON_STRUGGLING, lesson_slot_id: slot });
    else if (roll < 0.84)
      records.push({ ...base, event_code: EVENT_CODES.GROUP_STRUGGLING, lesson_group_id: rng.pick(groups) });
    else if (roll < 0.87)
      records.push({
        ...base,
        event_code: rng.pick([
          EVENT_CODES.LESSON_GROUP_COMPLETED,
          EVENT_CODES.LESSON_GROUP_COMPLETED_MILESTONE,
        ]),
        lesson_group_id: rng.pick(groups),
      });
    else if (roll < 0.9)
      records.push({ ...base, event_code: EVENT_CODES.GROUP_IN_PROGRESS, lesson_slot_id: slot });
    else if (roll < 0.93)
      records.push({
        ...base,
        event_code: EVENT_CODES.STANDARD_COMPLETED,
        standard_id: catalogue.slotById.get(slot)!.standard_id,
      });
    else if (roll < 0.945)
      records.push({ ...base, event_code: EVENT_CODES.PLACEMENT, lesson_slot_id: slot, lesson_passed: true });
    else if (roll < 0.96)
      records.push({
        ...base,
        event_code: EVENT_CODES.PLACEMENT,
        standard_id: catalogue.slotById.get(slot)!.standard_id,
        lesson_passed: true,
      });
    else
      records.push({
        ...base,
        event_code: rng.pick([
          EVENT_CODES.CERTIFICATE,
          EVENT_CODES.BADGE,
          EVENT_CODES.FEEDBACK,
          EVENT_CODES.REASSESSMENT,
        ]),
        label: 'x',
      });
  }
  return records;
}

async function snapshot() {
  const db = fixture.db;
  const id = fixture.district.districtId;
  return JSON.stringify(
    await Promise.all([
      db.selectFrom('events').select(['uid']).where('district_id', '=', id).orderBy('uid').execute(),
      db
        .selectFrom('student_learning')
        .selectAll()
        .where('district_id', '=', id)
        .orderBy('student_id')
        .execute(),
      db
        .selectFrom('student_day')
        .selectAll()
        .where('district_id', '=', id)
        .orderBy('student_id')
        .orderBy('local_date')
        .execute(),
      db
        .selectFrom('student_lesson')
        .selectAll()
        .where('district_id', '=', id)
        .orderBy('student_id')
        .orderBy('lesson_slot_id')
        .execute(),
      db
        .selectFrom('student_standard')
        .selectAll()
        .where('district_id', '=', id)
        .orderBy('student_id')
        .orderBy('standard_id')
        .execute(),
      db
        .selectFrom('student_standard_start')
        .selectAll()
        .where('district_id', '=', id)
        .orderBy('student_id')
        .orderBy('standard_id')
        .execute(),
      db
        .selectFrom('student_lesson_group')
        .selectAll()
        .where('district_id', '=', id)
        .orderBy('student_id')
        .orderBy('lesson_group_id')
        .execute(),
      db
        .selectFrom('student_alerts')
        .selectAll()
        .where('district_id', '=', id)
        .orderBy('student_id')
        .orderBy('alert_key')
        .execute(),
    ]),
  );
}

describe('rebuild check over random event streams', { timeout: PROPERTY_TEST_TIMEOUT_MS }, () => {
  it('finds no difference between ingested and rebuilt state, whatever the batching and order', async () => {
    const studentIds = fixture.district.roster.students.slice(0, 6).map((s) => s.student_id);
    for (let round = 0; round < 12; round++) {
      const rng = new SeededRandom(4242 + round);
      const records = randomStream(rng, `r${round}`, studentIds);
      // Random batches in random order; some records are sent twice.
      await ingestShuffled(target(), records, rng, { maxBatch: 40, now: NOW });
      const report = await checkDerivedState(fixture.db, fixture.engine, fixture.district.districtId);
      expect(report.differences, `round ${round}`).toEqual([]);
      expect(report.moreDifferences).toBe(0);
      expect(await checkSchoolSums(fixture.db, fixture.district.districtId), `round ${round}`).toEqual([]);
    }
    const report = await checkDerivedState(fixture.db, fixture.engine, fixture.district.districtId);
    expect(report.students).toBe(6);
    expect(report.rowsCompared).toBeGreaterThan(100);
    // The streams held placements (800): some slots were first passed by one.
    const placed = await fixture.db
      .selectFrom('student_lesson')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('district_id', '=', fixture.district.districtId)
      .where('passed_by_placement', '=', true)
      .executeTakeFirstOrThrow();
    expect(Number(placed.n)).toBeGreaterThan(0);
  });

  it('finds no difference when every batch continues its students from their stored rows', async () => {
    // In time order, a few records a batch: each batch folds on from the rows ingest stored (only the lesson
    // and standard rows each student's events need are loaded), where the shuffled rounds mostly replay whole students.
    // Batches of more than 8 students are read in one scan on DuckDB (rows-of-students.ts), fewer by key.
    const studentIds = fixture.district.roster.students.slice(6, 20).map((s) => s.student_id);
    const rng = new SeededRandom(777);
    // Each student plays lesson groups of their own, so a batch's students need different rows.
    const records = [0, 1]
      .flatMap((round) => studentIds.flatMap((id) => randomStream(rng, `c${round}-${id}`, [id])))
      .sort((a, b) => a.timestamp - b.timestamp || (a.uid < b.uid ? -1 : 1));
    let batches = 0;
    for (let i = 0; i < records.length; batches++) {
      const size = rng.int(1, 40);
      const result = await ingestEvents(
        fixture.db,
        fixture.engine,
        fixture.district.districtId,
        records.slice(i, i + size),
        NOW,
      );
      expect(result.rejected).toEqual([]);
      i += size;
    }
    expect(batches).toBeGreaterThan(50);
    const report = await checkDerivedState(fixture.db, fixture.engine, fixture.district.districtId, {
      maxDifferences: 5,
    });
    expect(report.differences).toEqual([]);
    expect(report.moreDifferences).toBe(0);
    expect(await checkSchoolSums(fixture.db, fixture.district.districtId)).toEqual([]);
  });

  it('re-posting everything changes nothing', async () => {
    const before = await snapshot();
    const rng = new SeededRandom(4242);
    const records = randomStream(
      rng,
      'r0',
      fixture.district.roster.students.slice(0, 6).map((s) => s.student_id),
    );
    const result = await ingestEvents(fixture.db, fixture.engine, fixture.district.districtId, records, NOW);
    expect(result).toMatchObject({ accepted: 0, duplicates: records.length, rejected: [] });
    expect(await snapshot()).toBe(before);
  });

  it('reports a difference when derived state drifts from the events, and repairs it', async () => {
    const studentId = fixture.district.roster.students[0]!.student_id;
    await fixture.db
      .updateTable('student_lesson')
      .set({ passes: 99 })
      .where('district_id', '=', fixture.district.districtId)
      .where('student_id', '=', studentId)
      .execute();
    // An event's lesson plays so far are derived too.
    await fixture.db
      .updateTable('events')
      .set({ lesson_plays: 99 })
      .where('district_id', '=', fixture.district.districtId)
      .where('student_id', '=', studentId)
      .where('lesson_slot_id', 'is not', null)
      .execute();
    // So are the pre-summarised growth: a day's standards made proficient and the standards started by play.
    await fixture.db
      .updateTable('student_day')
      .set({ standards_grown: 7 })
      .where('district_id', '=', fixture.district.districtId)
      .where('student_id', '=', studentId)
      .execute();
    const start = await fixture.db
      .deleteFrom('student_standard_start')
      .where('district_id', '=', fixture.district.districtId)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    expect(Number(start.numDeletedRows)).toBeGreaterThan(0);
    // Sums built from the drifted rows: the repair sums them again from the repaired ones.
    await rebuildSchoolSums(fixture.db, fixture.district.districtId);
    const report = await checkDerivedState(fixture.db, fixture.engine, fixture.district.districtId, {
      repair: true,
      maxDifferences: 10_000,
    });
    expect(report.differences.length).toBeGreaterThan(0);
    expect(report.differences.find((d) => d.table === 'student_lesson')).toMatchObject({ studentId });
    expect(report.differences.find((d) => d.table === 'events')).toMatchObject({
      studentId,
      stored: { lesson_plays: 99 },
    });
    expect(report.differences.find((d) => d.table === 'student_day')).toMatchObject({
      studentId,
      stored: { standards_grown: 7 },
    });
    expect(report.differences.find((d) => d.table === 'student_standard_start')).toMatchObject({
      studentId,
      stored: null,
    });
    expect(
      (await checkDerivedState(fixture.db, fixture.engine, fixture.district.districtId)).differences,
    ).toEqual([]);
    expect(await checkSchoolSums(fixture.db, fixture.district.districtId)).toEqual([]);
  });
});
