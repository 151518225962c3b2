/** Hand-written learning events for report tests, sent through the ingest service like the real product's. */
import { addDays, localDay, type ActivityRecord } from '@dash/contracts';
import { getCatalogue } from '../curriculum/catalogue.js';
import { ensureCurriculum } from '../curriculum/curriculum.repository.js';
import type { DatabaseHandle } from '../db/database.js';
import { ingestEvents } from '../ingest/ingest.service.js';

/** The epoch ms of a wall-clock hour on a local day in `timeZone` (whole-hour offsets only). */
export function localInstant(day: string, hour: number, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const hourIn = (ms: number) =>
    Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(ms));
  const dayIn = (ms: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      ms,
    );
  for (let offset = -14; offset <= 14; offset++) {
    const candidate = Date.UTC(y, m - 1, d, hour - offset);
    if (hourIn(candidate) === hour && dayIn(candidate) === day) return candidate;
  }
  throw new Error(`no instant for ${day} ${hour}:00 in ${timeZone}`);
}

/**
 * A writer of hand-written records on days counted back from today in `timeZone`: each at `hour`:`minute`
 * local, with a uid of its own under `prefix` (numbered in order, zero-padded so uids sort as they were written).
 */
export function daysAgoRecords(prefix: string, timeZone: string) {
  let seq = 0;
  return (
    studentId: number,
    daysAgo: number,
    hour: number,
    fields: Partial<ActivityRecord> & Pick<ActivityRecord, 'event_code'>,
    minute = 0,
  ): ActivityRecord =>
    ({
      uid: `${prefix}-${String(++seq).padStart(3, '0')}`,
      student_id: studentId,
      timestamp:
        localInstant(addDays(localDay(Date.now(), timeZone), -daysAgo), hour, timeZone) + minute * 60_000,
      ...fields,
    }) as ActivityRecord;
}

/** A completed lesson (code 110) written by `record`: passed or failed, after `minutes` of play. */
export const lessonPlayOf =
  (record: ReturnType<typeof daysAgoRecords>) =>
  (studentId: number, daysAgo: number, hour: number, slot: number, passed: boolean, minutes = 10) =>
    record(studentId, daysAgo, hour, {
      event_code: 110,
      lesson_slot_id: slot,
      lesson_passed: passed,
      total_lesson_time: minutes * 60_000,
    });

/** A standard of the catalogue by its code (3.NF.A.1). */
export const standardOf = (code: string) => getCatalogue().standardByCode.get(code)!;
/** The lesson slots of a standard, in id order. */
export const slotsOf = (code: string) =>
  [...(getCatalogue().slotsOfStandard.get(standardOf(code).standard_id) ?? [])].sort((a, b) => a - b);

/** A play of one lesson: completed at `hour`:10 local after ten minutes, passed or failed. */
export interface LessonPlay {
  studentId: number;
  /** Days before today (0 = today). */
  daysAgo: number;
  hour: number;
  lessonSlotId: number;
  passed: boolean;
  minutes: number;
}

/** A standard completed (701) by event. */
export interface StandardCompleted {
  studentId: number;
  daysAgo: number;
  hour: number;
  standardId: number;
}

export function recordsOf(
  plays: readonly LessonPlay[],
  completions: readonly StandardCompleted[],
  today: string,
  timeZone: string,
): ActivityRecord[] {
  const records: ActivityRecord[] = [];
  plays.forEach((p, i) => {
    const at = localInstant(addDays(today, -p.daysAgo), p.hour, timeZone) + p.minutes * 60_000;
    records.push({
      uid: `play-${i}`,
      student_id: p.studentId,
      event_code: 110,
      timestamp: at,
      lesson_slot_id: p.lessonSlotId,
      lesson_passed: p.passed,
      total_lesson_time: p.minutes * 60_000,
    });
  });
  completions.forEach((c, i) => {
    records.push({
      uid: `std-${i}`,
      student_id: c.studentId,
      event_code: 701,
      timestamp: localInstant(addDays(today, -c.daysAgo), c.hour, timeZone) + 30 * 60_000,
      standard_id: c.standardId,
    });
  });
  return records.sort((a, b) => a.timestamp - b.timestamp);
}

/** Loads the curriculum and ingests the records for a district; fails loudly on any rejected record. */
export async function ingestHandWritten(
  database: DatabaseHandle,
  districtId: number,
  records: readonly ActivityRecord[],
) {
  await ensureCurriculum(database.db);
  const result = await ingestEvents(database.db, database.engine, districtId, records);
  if (result.rejected.length > 0) throw new Error(`records rejected: ${JSON.stringify(result.rejected)}`);
  return result;
}

/** Ingests lesson plays dated back from today in `timeZone`, their uids prefixed so that a test's batches never meet. */
export function ingestPlays(
  database: DatabaseHandle,
  districtId: number,
  plays: readonly LessonPlay[],
  timeZone: string,
  uidPrefix = '',
) {
  const records = recordsOf(plays, [], localDay(Date.now(), timeZone), timeZone);
  return ingestHandWritten(
    database,
    districtId,
    records.map((record) => ({ ...record, uid: `${uidPrefix}${record.uid}` })),
  );
}
