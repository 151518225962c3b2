/**
 * THE standards growth rule of a period (spec §3 standards_growth "Standards Proficient", standards_partial_growth
 * "Standards Progressed In"): standards made proficient within the period, and standards started within it and not
 * proficient by its end — by play. What a placement (800) started or made proficient counts as started and
 * complete in the standards as they stand, never as growth (student_standard.*_by_placement, migrations 015 and 016).
 * The same rule as SQL predicates for the lists and as functions over read rows, and pre-summarised at ingest
 * for the set-based lists (ARCHITECTURE "Pre-summarised growth"): the fold counts on each student_day row the
 * standards play made proficient that day (`grewIn` per day, learning/student-row-updates.ts), and keeps the
 * standards play started in student_standard_start (learning/student-rows.ts `standardStartOf`), so a period's
 * growth is a sum over its day rows and its "progressed in" reads a tenth of the student_standard rows.
 */
import { sql, type RawBuilder } from 'kysely';

export interface GrowthPeriod {
  /** First day, or null for everything up to `to`. */
  from: string | null;
  to: string;
}

/** The fields of a student_standard row the rule reads. */
export interface StandardGrowthFields {
  started_date: string;
  proficient_date: string | null;
  started_by_placement: boolean;
  proficient_by_placement: boolean;
}

const within = (day: string | null, period: GrowthPeriod) =>
  day !== null && (period.from === null || day >= period.from) && day <= period.to;

/** Made proficient by play within the period. */
export function grewIn(row: StandardGrowthFields, period: GrowthPeriod): boolean {
  return !row.proficient_by_placement && within(row.proficient_date, period);
}

/** Started by play within the period and not proficient by its end. */
export function progressedIn(row: StandardGrowthFields, period: GrowthPeriod): boolean {
  return (
    !row.started_by_placement &&
    within(row.started_date, period) &&
    !(row.proficient_date !== null && row.proficient_date <= period.to)
  );
}

/** A day as a string or as the caller's SQL date expression. */
type Day = string | RawBuilder<unknown>;

const column = (alias: string, name: string) => sql.ref(alias === '' ? name : `${alias}.${name}`);

/** `grewIn` on a student_standard row of alias `alias` ('' for none) for the days from–to. */
export function grewInSql(alias: string, from: Day, to: Day): RawBuilder<boolean> {
  return sql<boolean>`(${column(alias, 'proficient_date')} between ${from} and ${to} and not coalesce(${column(alias, 'proficient_by_placement')}, false))`;
}

/** `grewIn` summed over the student_day rows of alias `alias` of the period (the fold's per-day count). */
export function grownOnDaysSql(alias: string): RawBuilder<number> {
  return sql<number>`sum(${column(alias, 'standards_grown')})`;
}

/** `progressedIn` on a student_standard_start row of alias `alias` (started by play by construction). */
export function progressedInStartSql(alias: string, from: Day, to: Day): RawBuilder<boolean> {
  const proficient = column(alias, 'proficient_date');
  return sql<boolean>`(${column(alias, 'started_date')} between ${from} and ${to} and (${proficient} is null or ${proficient} > ${to}))`;
}
