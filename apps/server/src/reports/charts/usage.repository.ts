/** Usage per day, week or month of the students in scope: the rows of the usage charts. */
import { addDays, addMonths } from '@dash/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import { placeOf } from '../../db/write-counts.js';
import type { VisibleScope } from '../../policy/policy.js';
import { date, membersCte, type MemberFilter, type Period } from '../lists/member-sql.js';
import { cachedRows } from '../shared/report-cache.js';

export interface UsageBucket {
  label: string;
  session_ms: number;
  extended_ms: number;
  lessons_completed: number;
  active_students: number;
}

const BUCKET: Record<'day' | 'week' | 'month', RawBuilder<unknown>> = {
  day: sql`sd.local_date`,
  week: sql`sd.local_date - cast(extract(dow from sd.local_date) as integer)`,
  month: sql`cast(date_trunc('month', sd.local_date) as date)`,
};

type Bucket = keyof typeof BUCKET;

/** The day after the last of a bucket that starts on `first` (a day, a week's Sunday, a month's 1st). */
function nextBucket(first: string, by: Bucket): string {
  return by === 'month' ? addMonths(first, 1) : addDays(first, by === 'day' ? 1 : 7);
}

/** Every bucket of the period by its first day, as `BUCKET` labels them: a week's Sunday, a month's 1st. */
export function bucketLabels(period: Period, by: Bucket): string[] {
  const from = period.from;
  const first =
    by === 'day'
      ? from
      : by === 'week'
        ? addDays(from, -new Date(`${from}T00:00:00Z`).getUTCDay())
        : `${from.slice(0, 8)}01`;
  const labels: string[] = [];
  for (let label = first; label <= period.to; label = nextBucket(label, by)) labels.push(label);
  return labels;
}

/**
 * Usage of the students in scope and filter per day, week (from Sunday) or month of the period: every bucket of
 * it, one nobody played in with zeros, so a chart's days and weeks follow the calendar.
 */
export async function usageBuckets(
  db: DbOrTrx,
  input: {
    districtId: number;
    scope: VisibleScope;
    filter: MemberFilter;
    period: Period;
    by: Bucket;
  },
): Promise<UsageBucket[]> {
  const { districtId, period } = input;
  const query = sql<UsageBucket>`
    with ${membersCte(districtId, 'district', input.scope, input.filter)},
    students_in as (select distinct student_id from members)
    select cast(${BUCKET[input.by]} as text) as label,
      cast(sum(sd.session_ms) as bigint) as session_ms,
      cast(sum(sd.extended_ms) as bigint) as extended_ms,
      cast(sum(sd.lessons_completed) as bigint) as lessons_completed,
      count(distinct sd.student_id) filter (where sd.session_ms > 0 or sd.lessons_completed > 0) as active_students
    from student_day sd
    join students_in s on s.student_id = sd.student_id
    where sd.district_id = ${districtId} and sd.local_date between ${date(period.from)} and ${date(period.to)}
    group by 1
    order by 1`;
  const rows = await cachedRows(
    db,
    districtId,
    `usage ${JSON.stringify(input)}`,
    () => query.compile(db),
    placeOf(input.filter),
  );
  const played = new Map(rows.map((row) => [String(row.label).slice(0, 10), row]));
  return bucketLabels(period, input.by).map((label) => {
    const row = played.get(label);
    return {
      label,
      session_ms: Number(row?.session_ms ?? 0),
      extended_ms: Number(row?.extended_ms ?? 0),
      lessons_completed: Number(row?.lessons_completed ?? 0),
      active_students: Number(row?.active_students ?? 0),
    };
  });
}
