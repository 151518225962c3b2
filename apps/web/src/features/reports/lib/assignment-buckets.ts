import { addDays } from '@dash/contracts';

/**
 * The date buckets of an assignment history (spec §9 "Date buckets: current week, up to 3 weeks ago by
 * week, else month"), by due date; weeks start on Sunday. Active assignments are due after this week too:
 * they come first, in one bucket of their own.
 */
export type DueBucket =
  | { kind: 'later' }
  | { kind: 'thisWeek' }
  | { kind: 'weeksAgo'; weeks: 1 | 2 | 3 }
  | { kind: 'month'; month: string };

/** Weeks counted back "by week" before a due date is grouped by its month. */
const WEEKS_BY_WEEK = 3;

/** The Sunday starting the week of a day (YYYY-MM-DD). */
function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -weekday);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The bucket of a due date seen on `today` (both YYYY-MM-DD, the district's calendar days). */
export function dueBucketOf(dueDate: string, today: string): DueBucket {
  const thisWeek = weekStartOf(today);
  const weeksAgo = daysBetween(weekStartOf(dueDate), thisWeek) / 7;
  if (weeksAgo < 0) return { kind: 'later' };
  if (weeksAgo === 0) return { kind: 'thisWeek' };
  if (weeksAgo <= WEEKS_BY_WEEK) return { kind: 'weeksAgo', weeks: weeksAgo as 1 | 2 | 3 };
  return { kind: 'month', month: dueDate.slice(0, 7) };
}

/** A bucket's identity: equal buckets share a key. */
export function bucketKeyOf(bucket: DueBucket): string {
  if (bucket.kind === 'weeksAgo') return `weeks-${bucket.weeks}`;
  if (bucket.kind === 'month') return `month-${bucket.month}`;
  return bucket.kind;
}

export interface BucketGroup<T> {
  key: string;
  bucket: DueBucket;
  items: T[];
}

/** Items newest due date first, grouped in their buckets in that order (spec §4 history default sort). */
export function groupByDueBucket<T extends { due_date: string }>(
  items: readonly T[],
  today: string,
): BucketGroup<T>[] {
  const sorted = [...items].sort((a, b) => (a.due_date < b.due_date ? 1 : a.due_date > b.due_date ? -1 : 0));
  const groups: BucketGroup<T>[] = [];
  for (const item of sorted) {
    const bucket = dueBucketOf(item.due_date, today);
    const key = bucketKeyOf(bucket);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, bucket, items: [item] });
  }
  return groups;
}
