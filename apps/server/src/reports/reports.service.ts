/**
 * Report rules (spec §3, §4, §9): timeframe resolution, metrics and statuses per row, default sorts,
 * the response envelope. Takes `db` first; all SQL is in reports.repository.ts.
 */
import {
  availableSchoolYears,
  localDay,
  parseTimeframe,
  REPORT_STATUS,
  reportRowSchema,
  STANDARDS_COMPLETED_LIST_CAP,
  STRUGGLING_GROWTH_PERCENT,
  TimeframeError,
  type ReportQuery,
  type ReportRow,
  type Timeframe,
  type UsageMetrics,
} from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import type { DbOrTrx } from '../db/database.js';
import { badRequest } from '../http/app-error.js';
import { proficiencyStatusOf } from '../learning/rules.js';
import { isAdmin, visibleScope } from '../policy/policy.js';
import { metricsOf, msToMinutes, narrativeOf, round1, sumAggregates, type Viewer } from './report-metrics.js';
import {
  aggregateGroups,
  aggregateGroupsWithTotals,
  findStudentAlert,
  listStudentStandards,
  usageBuckets,
  type GroupKind,
  type MemberFilter,
} from './reports.repository.js';

/** Turns the timeframe parameters (timeframe, or days / sy / fd+td of spec §7) into a code. */
function timeframeCode(query: ReportQuery, fallback: string): string {
  if (query.timeframe) return query.timeframe;
  if (query.fd || query.td) {
    if (!query.fd || !query.td) throw badRequest('A custom range needs both fd and td (YYYYMMDD).');
    return `fd${query.fd}td${query.td}`;
  }
  if (query.sy !== undefined) return `${query.sy}y`;
  if (query.days !== undefined) return `${query.days}d`;
  return fallback;
}

/** The period of a report in the district's zone; an invalid timeframe is a 400 saying why. */
export function resolveTimeframe(
  query: ReportQuery,
  timeZone: string,
  fallback: string,
  now = Date.now(),
): Timeframe {
  try {
    const timeframe = parseTimeframe(timeframeCode(query, fallback), localDay(now, timeZone));
    return query.by ? { ...timeframe, granularity: query.by } : timeframe;
  } catch (error) {
    if (error instanceof TimeframeError)
      throw badRequest(error.message, [{ path: 'timeframe', message: error.message }]);
    throw error;
  }
}

export const viewerOf = (actor: Actor): Viewer => ({
  isAdmin: isAdmin(actor),
  growthAsPercentage: actor.growthAsPercentage,
});

function envelope<D>(data: D, timeframe: Timeframe, totals: UsageMetrics) {
  return {
    data,
    report_dates: { from_date: timeframe.from, to_date: timeframe.to },
    totals,
    links: { next_page: null },
    errors: [] as string[],
    granularity: timeframe.granularity,
    show_averages: timeframe.showAverages,
  };
}

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

/** Default sort per list (spec §3 column sets, §4 table sort). */
const DEFAULT_SORT: Record<GroupKind, { order: string; sort: 'asc' | 'desc' }> = {
  district: { order: 'name', sort: 'asc' },
  school: { order: 'percent_active_students', sort: 'desc' },
  grade: { order: 'grade', sort: 'asc' },
  teacher: { order: 'last_name', sort: 'asc' },
  classroom: { order: 'name', sort: 'asc' },
  student: { order: 'first_name', sort: 'asc' },
};

export interface ListInput {
  kind: GroupKind;
  filter: MemberFilter;
  query: ReportQuery;
  /** The default timeframe of the screen (spec §9). */
  defaultTimeframe: string;
}

/** A report list: one row per group in the caller's scope, with totals over all of them. */
export async function getReportList(db: DbOrTrx, actor: Actor, input: ListInput, now = Date.now()) {
  const timeframe = resolveTimeframe(input.query, actor.district.timeZone, input.defaultTimeframe, now);
  const viewer = viewerOf(actor);
  // One query: the groups and, over the same students, the totals (each student once even when enrolled
  // in two listed groups).
  const { groups, totals } = await aggregateGroupsWithTotals(db, {
    districtId: actor.districtId,
    academicStandard: actor.district.academicStandard,
    kind: input.kind,
    scope: visibleScope(actor),
    filter: input.filter,
    period: timeframe,
  });
  const rows: ReportRow[] = groups.map((g) => ({
    type: input.kind,
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
  const fallback = DEFAULT_SORT[input.kind];
  const sorted = sortRows(
    rows,
    input.query.order ?? fallback.order,
    input.query.sort ?? (input.query.order ? 'asc' : fallback.sort),
  );
  return envelope(sorted, timeframe, metricsOf(totals, timeframe, viewer));
}

/** Usage chart rows (spec §3): per bucket, averages per active student, minutes rounded, lessons to one decimal. */
export async function getUsageChart(
  db: DbOrTrx,
  actor: Actor,
  filter: MemberFilter,
  query: ReportQuery,
  defaultTimeframe: string,
  now = Date.now(),
) {
  const timeframe = resolveTimeframe(query, actor.district.timeZone, defaultTimeframe, now);
  const scope = visibleScope(actor);
  const [buckets, totals] = await Promise.all([
    usageBuckets(db, {
      districtId: actor.districtId,
      scope,
      filter,
      period: timeframe,
      by: timeframe.granularity,
    }),
    aggregateGroups(db, {
      districtId: actor.districtId,
      academicStandard: actor.district.academicStandard,
      kind: 'district',
      scope,
      filter,
      period: timeframe,
    }),
  ]);
  const data = buckets.map((b) => {
    const per = (x: number) => (b.active_students > 0 ? x / b.active_students : 0);
    return {
      label: b.label,
      average_usage_minutes: msToMinutes(per(b.session_ms)),
      average_extended_minutes: msToMinutes(per(b.extended_ms)),
      average_lessons: round1(per(b.lessons_completed)),
      num_students: b.active_students,
    };
  });
  return envelope(data, timeframe, metricsOf(sumAggregates(totals), timeframe, viewerOf(actor)));
}

/** District (or filtered) highlights of spec §3 with the narrative of spec §9. */
export async function getHighlights(
  db: DbOrTrx,
  actor: Actor,
  filter: MemberFilter,
  query: ReportQuery,
  defaultTimeframe: string,
  now = Date.now(),
) {
  const timeframe = resolveTimeframe(query, actor.district.timeZone, defaultTimeframe, now);
  const groups = await aggregateGroups(db, {
    districtId: actor.districtId,
    academicStandard: actor.district.academicStandard,
    kind: 'district',
    scope: visibleScope(actor),
    filter,
    period: timeframe,
  });
  const totals = metricsOf(sumAggregates(groups), timeframe, viewerOf(actor));
  return envelope(
    {
      reporting_years: availableSchoolYears(localDay(now, actor.district.timeZone)),
      count_active_students: totals.count_active_students,
      average_weekly_session_time: totals.average_weekly_session_time,
      average_monthly_session_time: totals.average_monthly_session_time,
      count_lessons_completed: totals.count_lessons_completed,
      count_lessons_completed_by_active_students: totals.count_lessons_completed,
      percent_usage_extended_hours: totals.percent_usage_extended_hours,
      percent_growth: totals.percent_growth,
      standards_growth: totals.standards_growth,
      narrative: narrativeOf(totals, timeframe),
    },
    timeframe,
    totals,
  );
}

const statusFor = (value: number | null, warnBelow: number, goodAbove: number, viewer: Viewer) => {
  if (value === null) return null;
  if (value < warnBelow) return viewer.isAdmin ? null : REPORT_STATUS.warn;
  return value > goodAbove ? REPORT_STATUS.congratulate : null;
};

/** Student overview (spec §2 student overview): usage summary with statuses, levels and domains, standards lists, alert. */
export async function getStudentOverview(
  db: DbOrTrx,
  actor: Actor,
  studentId: number,
  query: ReportQuery,
  defaultTimeframe: string,
  now = Date.now(),
) {
  const timeframe = resolveTimeframe(query, actor.district.timeZone, defaultTimeframe, now);
  const viewer = viewerOf(actor);
  const input = {
    districtId: actor.districtId,
    studentId,
    academicStandard: actor.district.academicStandard,
  };
  const [groups, standards, alert] = await Promise.all([
    aggregateGroups(db, {
      ...input,
      kind: 'student',
      scope: { kind: 'district' },
      filter: { studentId },
      period: timeframe,
    }),
    listStudentStandards(db, input),
    findStudentAlert(db, actor.districtId, studentId),
  ]);
  const row = groups[0];
  const metrics = metricsOf(row ?? sumAggregates([]), timeframe, viewer);
  const weeks = timeframe.showAverages ? timeframe.days / 7 : 1;
  const weeklyMinutes = metrics.total_session_time / 60_000 / weeks;
  const weeklyLessons = metrics.count_lessons_completed / weeks;
  const summary = {
    ...metrics,
    average_weekly_session_time_status: statusFor(weeklyMinutes, 15, 45, viewer),
    average_weekly_lessons_status: statusFor(weeklyLessons, 2, 5, viewer),
    percent_growth_status:
      metrics.percent_growth !== null &&
      metrics.percent_growth < STRUGGLING_GROWTH_PERCENT &&
      !viewer.isAdmin &&
      timeframe.kind === 'year'
        ? REPORT_STATUS.warn
        : null,
  };
  const inPeriod = (d: string | null) => d !== null && d >= timeframe.from && d <= timeframe.to;
  const levels = new Map<
    string,
    {
      grade: number;
      code: string;
      name: string;
      completed: number;
      count: number;
      domains: Map<string, { code: string; name: string; ordinal: number; completed: number; count: number }>;
    }
  >();
  for (const s of standards) {
    let level = levels.get(s.level_code);
    if (!level)
      levels.set(
        s.level_code,
        (level = {
          grade: s.grade_id,
          code: s.level_code,
          name: s.level_name,
          completed: 0,
          count: 0,
          domains: new Map(),
        }),
      );
    let domain = level.domains.get(s.domain_code);
    if (!domain)
      level.domains.set(
        s.domain_code,
        (domain = {
          code: s.domain_code,
          name: s.domain_name,
          ordinal: s.domain_ordinal,
          completed: 0,
          count: 0,
        }),
      );
    const done = s.proficient_date !== null && s.proficient_date <= timeframe.to ? 1 : 0;
    level.count++;
    level.completed += done;
    domain.count++;
    domain.completed += done;
  }
  const pct = (a: number, b: number) => (b > 0 ? Math.floor((100 * a) / b) : 0);
  const student = row
    ? {
        id: studentId,
        first_name: row.first_name ?? '',
        last_name: row.last_name ?? '',
        grade: row.grade ?? 0,
      }
    : { id: studentId, first_name: '', last_name: '', grade: 0 };
  return envelope(
    {
      student,
      summary,
      levels_completion: [...levels.values()].map((l) => ({
        grade: l.grade,
        code: l.code,
        name: l.name,
        percent_complete: pct(l.completed, l.count),
        standards_completed: l.completed,
        standards_count: l.count,
        proficiency_status: proficiencyStatusOf(pct(l.completed, l.count)),
        domains: [...l.domains.values()].map((d) => ({
          code: d.code,
          name: d.name,
          ordinal: d.ordinal,
          standards_completed: d.completed,
          standards_count: d.count,
          percent_complete: pct(d.completed, d.count),
        })),
      })),
      standards_growth_names: standards
        .filter((s) => inPeriod(s.proficient_date))
        .slice(0, STANDARDS_COMPLETED_LIST_CAP)
        .map((s) => s.code),
      standards_partial_growth_names: standards
        .filter(
          (s) =>
            inPeriod(s.started_date) && !(s.proficient_date !== null && s.proficient_date <= timeframe.to),
        )
        .map((s) => s.code),
      alert:
        alert && alert.alert_type !== 'NO_ALERT'
          ? { type: alert.alert_type, ordinal: alert.alert_ordinal }
          : null,
    },
    timeframe,
    metrics,
  );
}
