/**
 * Play on assignments kept at ingest (assignment-play.ts): for random plays on several assignments, sent in
 * random batches in random order with duplicates, each student's row holds what a replay of the events finds,
 * and plays on assignments or students the district does not hold change nothing.
 */
import { EVENT_CODES, type ActivityRecord } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { SeededRandom } from '../demo/random.js';
import { checkDerivedState } from '../learning/rebuild-check.js';
import { ingestShuffled } from '../testing/ingest-shuffled.js';
import { randomCompletion, randomPause } from '../testing/random-plays.js';
import { useFixtureDistrict } from '../testing/use-fixture-district.js';
import { playOnAssignments, storedPlayOfDistrict } from './assignment-play.repository.js';
import { insertAssignment, insertStudentAssignments } from './assignments.repository.js';

const NOW = Date.UTC(2026, 10, 20, 18, 0);
const catalogue = getCatalogue();

/** Three assignments of the teacher's classroom, each for four of its students (so some play misses a row). */
const fixture = useFixtureDistrict(37, async ({ db, district }) => {
  const classroomId = district.ids.ownClassroomId;
  const students = district.roster.enrollments
    .filter((e) => e.classroom_id === classroomId)
    .map((e) => e.student_id);
  for (let index = 0; index < 3; index++) {
    const standard = catalogue.standards[index * 7]!;
    const id = await insertAssignment(db, {
      district_id: district.districtId,
      classroom_id: classroomId,
      assignment_type: 'SPOT',
      focus_type: 'STANDARD',
      focus_id: standard.standard_id,
      lessons_assigned: 2,
      start_date: '2026-11-02',
      end_date: '2026-11-29',
      status: 'ACTIVE',
      created_by: 1,
      created_at: NOW - 30 * 24 * 60 * 60 * 1000,
      cancelled_at: null,
    });
    await insertStudentAssignments(
      db,
      students.slice(index, index + 4).map((studentId) => ({
        district_id: district.districtId,
        assignment_id: id,
        student_id: studentId,
        student_status: null,
        assigned_by: 1,
        starting_percent: 0,
        lessons_passed: 0,
        time_spent_ms: 0,
        struggling: false,
        last_activity_at: null,
      })),
    );
  }
});

async function assignmentIds() {
  const rows = await fixture.db
    .selectFrom('assignments')
    .select('assignment_id')
    .where('district_id', '=', fixture.district.districtId)
    .orderBy('assignment_id')
    .execute();
  return rows.map((row) => Number(row.assignment_id));
}

/** Lesson completions, pauses and struggles, most on an assignment (some on one that does not exist). */
function randomPlays(rng: SeededRandom, prefix: string, studentIds: number[], assignments: number[]) {
  const slots = catalogue.slotsOfGroup.get(rng.int(1, 40))!.slice(0, 4);
  const records: ActivityRecord[] = [];
  for (let i = 0; i < rng.int(30, 90); i++) {
    const base = {
      uid: `${prefix}-${i}`,
      student_id: rng.pick(studentIds),
      timestamp: NOW - rng.int(0, 14 * 24 * 60) * 60_000,
      lesson_slot_id: rng.pick(slots),
      assignment_id: rng.chance(0.85) ? rng.pick([...assignments, 99_999_999]) : null,
    };
    const roll = rng.next();
    if (roll < 0.6) records.push(randomCompletion(rng, base, 0.6));
    else if (roll < 0.85) records.push(randomPause(rng, base));
    else records.push({ ...base, event_code: EVENT_CODES.LESSON_STRUGGLING });
  }
  return records;
}

describe('play on assignments kept at ingest', () => {
  it('equals a replay of the events whatever the batching and order, for every student row', async () => {
    const districtId = fixture.district.districtId;
    const classroomId = fixture.district.ids.ownClassroomId;
    const studentIds = fixture.district.roster.enrollments
      .filter((e) => e.classroom_id === classroomId)
      .map((e) => e.student_id)
      .slice(0, 7);
    const assignments = await assignmentIds();
    for (let round = 0; round < 8; round++) {
      const rng = new SeededRandom(9100 + round);
      const records = randomPlays(rng, `p${round}`, studentIds, assignments);
      await ingestShuffled({ db: fixture.db, engine: fixture.engine, districtId }, records, rng, {
        maxBatch: 60,
        now: NOW,
      });
      const report = await checkDerivedState(fixture.db, fixture.engine, districtId);
      expect(report.differences, `round ${round}`).toEqual([]);
    }

    const stored = await storedPlayOfDistrict(fixture.db, districtId);
    const replayed = await playOnAssignments(fixture.db, districtId);
    expect(stored.size).toBe(12);
    const withPlay = [...stored.values()].filter((play) => play.time_spent_ms > 0);
    expect(withPlay.length).toBeGreaterThanOrEqual(8);
    expect(withPlay.some((play) => play.struggling)).toBe(true);
    expect(withPlay.some((play) => play.lessons_passed > 1)).toBe(true);
    expect(withPlay.some((play) => play.student_status === null)).toBe(true);
    for (const row of replayed.filter((r) => stored.has(`${r.assignment_id}:${r.student_id}`)))
      expect(stored.get(`${row.assignment_id}:${row.student_id}`)).toEqual({
        // Each spot check assigns 2 lessons: once both are passed the student has completed it.
        student_status: row.lessons_passed >= 2 ? 'COMPLETE' : null,
        lessons_passed: row.lessons_passed,
        time_spent_ms: row.time_spent_ms,
        struggling: row.struggling,
        last_activity_at: row.last_activity_at,
      });
    // Play on an assignment the district does not hold, or by a student not on one, made no row.
    expect(replayed.some((r) => !stored.has(`${r.assignment_id}:${r.student_id}`))).toBe(true);
  });
});
