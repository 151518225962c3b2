/**
 * The assignment overview (spec §2 /reports/assignment-overview): per school in the caller's scope, the focus
 * assignments that started in the period and how far their students got, with the totals. Default 30 days.
 */
import {
  TIMEFRAME_CHOICES,
  type AssignmentOverviewResponse,
  type AssignmentOverviewRow,
  type ReportQuery,
} from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { visibleScope } from '../../policy/policy.js';
import { resolveTimeframe, type TimeframeParams } from '../shared/report-envelope.js';
import { readAssignmentOverview, type AssignmentCounts } from './assignment-overview.repository.js';

const EMPTY: AssignmentCounts = {
  id: null,
  name: null,
  count_classrooms: 0,
  count_assignments: 0,
  count_students: 0,
  count_student_assignments: 0,
  count_completed: 0,
  count_active: 0,
};

const withPercent = ({ id: _id, name: _name, ...counts }: AssignmentCounts) => ({
  ...counts,
  percent_completed:
    counts.count_student_assignments > 0
      ? Math.round((counts.count_completed / counts.count_student_assignments) * 100)
      : null,
});

export async function getAssignmentOverview(
  db: DbOrTrx,
  actor: Actor,
  query: TimeframeParams & Pick<ReportQuery, 'school_id'>,
  now = Date.now(),
): Promise<AssignmentOverviewResponse> {
  const timeframe = resolveTimeframe(query, actor.district.timeZone, TIMEFRAME_CHOICES.list.defaultCode, now);
  const rows = await readAssignmentOverview(db, {
    districtId: actor.districtId,
    scope: visibleScope(actor),
    filter: { schoolId: query.school_id },
    period: timeframe,
  });
  const totals = rows.find((row) => row.id === null) ?? EMPTY;
  const data: AssignmentOverviewRow[] = rows
    .filter((row) => row.id !== null)
    .map((row) => ({ id: row.id!, name: row.name ?? '', ...withPercent(row) }));
  return {
    data,
    report_dates: { from_date: timeframe.from, to_date: timeframe.to },
    totals: withPercent(totals),
    links: { next_page: null },
    errors: [],
  };
}
