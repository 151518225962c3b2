/**
 * Keeping the per-school sums (learning/school-sums.ts) at ingest, in the batch's transaction: what the batch
 * changed of its students' day and start rows (row-changes.ts) is added to the sums of their schools and the
 * district's (school 0): usage by its difference, a student who began playing on a day by their bit, a standard's
 * start by its day pair's count. A student who stopped counting as having played on a day (the fold never does
 * that as it stands) has their schools' days summed again from the members' rows instead.
 */
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import type { DayUsage, StudentRowChanges } from './row-changes.js';
import { computeSchoolDays, WHOLE_DISTRICT } from './school-sums.js';

const NO_USAGE: DayUsage = { session: 0, extended: 0, lessons: 0, grown: 0 };
const played = (usage: DayUsage) => usage.session > 0 || usage.lessons > 0;

/** Whether the district has sums to keep. */
export async function schoolSumsBuilt(trx: DbOrTrx, districtId: number): Promise<boolean> {
  const { rows } = await sql`select 1 from school_sums_roster where district_id = ${districtId}`.execute(trx);
  return rows.length > 0;
}

/** A district's sums as a batch adds to them: their bit strings' lengths and the batch's students' bits. */
export interface SumsOfBatch {
  schoolBits: number;
  districtBits: number;
  /** The schools (0 among them) of each student, with the student's index in that school's bit strings. */
  members: Map<number, { schoolId: number; bit: number }[]>;
}

/** The rows of `sumsOfBatchRead`. */
export interface SumsOfBatchRow {
  school_bits: number;
  district_bits: number;
  school_id: number | null;
  student_id: number | null;
  bit_index: number | null;
}

/**
 * The read of the district's sums as a batch of these students adds to them (`sumsOfBatchFrom` its rows): one
 * statement under the batch's lock, where three (whether it has sums, its students' bits, the strings' lengths) had
 * been, sent with the batch's other read there (ingest/reads-under-lock.ts).
 */
export function sumsOfBatchRead(
  trx: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
): CompiledQuery<SumsOfBatchRow> {
  const ofStudents = studentIds.length > 0 ? sql`m.student_id in (${sql.join(studentIds)})` : sql`false`;
  return sql<SumsOfBatchRow>`
    select r.school_bits, r.district_bits, m.school_id, m.student_id, m.bit_index
    from school_sums_roster r
    left join school_member m on m.district_id = r.district_id and ${ofStudents}
    where r.district_id = ${districtId}`.compile(trx);
}

/** The district's sums as a batch adds to them, from `sumsOfBatchRead`'s rows; null when it has none to keep. */
export function sumsOfBatchFrom(rows: readonly SumsOfBatchRow[]): SumsOfBatch | null {
  if (rows.length === 0) return null;
  const members = new Map<number, { schoolId: number; bit: number }[]>();
  for (const r of rows) {
    if (r.student_id === null) continue;
    const list = members.get(Number(r.student_id)) ?? [];
    list.push({ schoolId: Number(r.school_id), bit: Number(r.bit_index) });
    members.set(Number(r.student_id), list);
  }
  return { schoolBits: Number(rows[0]!.school_bits), districtBits: Number(rows[0]!.district_bits), members };
}

/** A (school, day) row's change: usage to add, and the members who began playing that day. */
interface DayChange extends DayUsage {
  schoolId: number;
  day: string;
  bits: number[];
}

const keyed = <T>(map: Map<string, T>, key: string, make: () => T): T => {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
};

/** The bit string of `length` bits with the given ones set, or null when none is. */
function bitString(length: number, ones: readonly number[]): string | null {
  if (ones.length === 0) return null;
  const bits = new Array<string>(length).fill('0');
  for (const one of ones) bits[one] = '1';
  return bits.join('');
}

const values = (rows: RawBuilder<unknown>[]) => sql.join(rows.map((row) => sql`(${row})`));

/** Adds the day changes to school_day: a stored row by its deltas and bits, a new one as it is. */
async function addDayChanges(
  trx: DbOrTrx,
  districtId: number,
  sums: SumsOfBatch,
  changes: DayChange[],
): Promise<void> {
  const row = (c: DayChange) => {
    const length = c.schoolId === WHOLE_DISTRICT ? sums.districtBits : sums.schoolBits;
    return sql`cast(${c.schoolId} as integer), cast(${c.day} as date), cast(${c.session} as bigint),
      cast(${c.extended} as bigint), cast(${c.lessons} as bigint), cast(${c.grown} as bigint),
      cast(${bitString(length, c.bits)} as varbit)`;
  };
  await sql`insert into school_day (district_id, school_id, local_date, session_ms, extended_ms, lessons_completed, standards_grown, active)
    select ${districtId}, v.* from (values ${values(changes.map(row))})
      as v(school_id, local_date, session_ms, extended_ms, lessons_completed, standards_grown, active)
    on conflict (district_id, school_id, local_date) do update set
      session_ms = school_day.session_ms + excluded.session_ms,
      extended_ms = school_day.extended_ms + excluded.extended_ms,
      lessons_completed = school_day.lessons_completed + excluded.lessons_completed,
      standards_grown = school_day.standards_grown + excluded.standards_grown,
      active = case when excluded.active is null then school_day.active
        when school_day.active is null then excluded.active else school_day.active | excluded.active end`.execute(
    trx,
  );
}

/** Adds counts to school_standard_start by day pair, dropping pairs that reach 0. */
async function addStartChanges(trx: DbOrTrx, districtId: number, counts: Map<string, number>): Promise<void> {
  const changes = [...counts].filter(([, count]) => count !== 0);
  if (changes.length === 0) return;
  const row = ([key, count]: [string, number]) => {
    const [schoolId, started, proficient] = key.split('|');
    return sql`cast(${Number(schoolId)} as integer), cast(${started} as date), cast(${proficient} as date), cast(${count} as bigint)`;
  };
  await sql`insert into school_standard_start (district_id, school_id, started_date, proficient_date, standards)
    select ${districtId}, v.* from (values ${values(changes.map(row))})
      as v(school_id, started_date, proficient_date, standards)
    on conflict (district_id, school_id, started_date, proficient_date) do update set
      standards = school_standard_start.standards + excluded.standards`.execute(trx);
  if (changes.some(([, count]) => count < 0)) {
    const schoolIds = [...new Set(changes.map(([key]) => Number(key.split('|')[0])))];
    await sql`delete from school_standard_start
      where district_id = ${districtId} and school_id in (${sql.join(schoolIds)}) and standards = 0`.execute(
      trx,
    );
  }
}

/** After the batch's rows are written, in its transaction: adds their changes to their schools' sums. */
export async function keepSchoolSums(
  trx: DbOrTrx,
  districtId: number,
  sums: SumsOfBatch,
  changes: readonly StudentRowChanges[],
): Promise<void> {
  const changed = changes.filter((c) => c.days.length + c.startsRemoved.length + c.startsAdded.length > 0);
  if (changed.length === 0) return;
  const { members } = sums;
  const dayChanges = new Map<string, DayChange>();
  const summedAgain = { schoolIds: new Set<number>(), days: new Set<string>() };
  const startCounts = new Map<string, number>();
  const count = (key: string, by: number) => startCounts.set(key, (startCounts.get(key) ?? 0) + by);
  for (const { studentId, days, startsRemoved, startsAdded } of changed)
    for (const { schoolId, bit } of members.get(studentId) ?? []) {
      for (const { date, old = NO_USAGE, now } of days) {
        if (played(old) && !played(now)) {
          summedAgain.schoolIds.add(schoolId);
          summedAgain.days.add(date);
          continue;
        }
        // A new row counts even when all its figures are 0: its school has a row for that day.
        const change = keyed(dayChanges, `${schoolId}|${date}`, () => ({
          schoolId,
          day: date,
          ...NO_USAGE,
          bits: [],
        }));
        change.session += now.session - old.session;
        change.extended += now.extended - old.extended;
        change.lessons += now.lessons - old.lessons;
        change.grown += now.grown - old.grown;
        if (!played(old) && played(now)) change.bits.push(bit);
      }
      for (const pair of startsRemoved) count(`${schoolId}|${pair}`, -1);
      for (const pair of startsAdded) count(`${schoolId}|${pair}`, 1);
    }
  if (summedAgain.schoolIds.size > 0) {
    // The days those schools' members changed on are summed whole again, which takes in every change.
    for (const change of dayChanges.values()) {
      summedAgain.schoolIds.add(change.schoolId);
      summedAgain.days.add(change.day);
    }
    await computeSchoolDays(trx, districtId, {
      schoolIds: [...summedAgain.schoolIds],
      days: [...summedAgain.days],
    });
  } else if (dayChanges.size > 0) await addDayChanges(trx, districtId, sums, [...dayChanges.values()]);
  await addStartChanges(trx, districtId, startCounts);
}
