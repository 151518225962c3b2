/**
 * Report lists (spec §3 column sets, §4 table sort): one row per group in the caller's scope with its
 * metrics and statuses, sorted, with the totals over all of them. All SQL is in the repositories.
 */
import {
  LIST_REPORTS,
  TIMEFRAME_CHOICES,
  reportRowSchema,
  type ListReportId,
  type ReportQuery,
  type ReportRow,
} from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { badRequest } from '../../http/app-error.js';
import { reportEnvelope } from '../shared/report-envelope.js';
import { usagePeriod } from '../shared/usage-period.js';
import { aggregateGroupsWithTotals, type MemberFilter } from './aggregates.repository.js';
import { metricsOf } from './report-metrics.js';

const SORTABLE = new Set(Object.keys(reportRowSchema.shape));

/** Sorts rows by a column (spec §4: numbers numerically, text by locale); nulls last; ties by id. */
export function sortRows(rows: ReportRow[], order: string, direction: 'asc' | 'desc'): ReportRow[] {
  if (!SORTABLE.has(order) || order === 'status_reason_codes')
    throw badRequest(`Cannot sort by "${order}"; choose one of the report's columns.`);
  const key = order as keyof ReportRow;
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c !== 0 ? sign * c : a.id - b.id;
  });
}

export interface ListInput {
  report: ListReportId;
  filter: MemberFilter;
  query: ReportQuery;
}

export type ReportList = Awaited<ReturnType<typeof getReportList>>;

/** A report list: one row per group in the caller's scope, with totals over all of them. */
export async function getReportList(db: DbOrTrx, actor: Actor, input: ListInput, now = Date.now()) {
  const report = LIST_REPORTS[input.report];
  const { timeframe, viewer, aggregateInput } = usagePeriod(
    actor,
    input.query,
    TIMEFRAME_CHOICES[report.timeframes].defaultCode,
    now,
  );
  // One query: the groups and, over the same students, the totals (each student once even when enrolled
  // in two listed groups).
  const { groups, totals } = await aggregateGroupsWithTotals(db, aggregateInput(input.report, input.filter));
  const rows: ReportRow[] = groups.map((g) => ({
    type: input.report,
    id: g.id,
    name: g.name,
    first_name: g.first_name,
    last_name: g.last_name,
    grade: g.grade,
    city: g.city,
    zip: g.zip,
    email_address: g.email_address,
    ...metricsOf(g, timeframe, viewer),
  }));
  const fallback = report.defaultSort;
  const order = input.query.order ?? fallback.order;
  const sorted = sortRows(rows, order, input.query.sort ?? (input.query.order ? 'asc' : fallback.sort));
  return reportEnvelope(sorted, timeframe, metricsOf(totals, timeframe, viewer));
}
