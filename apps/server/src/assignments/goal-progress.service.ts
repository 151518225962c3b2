/**
 * A student's goals (spec §3 Goal report and Student progress data, §7 Progress): the goal summary and goal report
 * over a window, each goal read through the one progress rule of a student on an assignment
 * (assignment-progress.service.ts), and the focus cluster's progress by week over the last 42 days.
 */
import {
  addDays,
  GOAL_STANDARD_PROGRESS_DAYS,
  HISTORY_WEEK_DAYS,
  localDay,
  type FocusType,
  type GoalProgressQuery,
  type GoalReportResponse,
  type GoalStandardProgress,
  type GoalSummaryItem,
} from '@dash/contracts';
import { getCatalogue } from '../curriculum/catalogue.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/app-error.js';
import { standardProgressOf } from '../reports/standards/standards-rules.js';
import { focusProgressEvents } from './assignment-progress.repository.js';
import { focusPercentUpTo, studentAssignmentProgress } from './assignment-progress.service.js';
import { focusLabelOf, standardIdsOfFocus } from './focus.js';
import { standardPercentsOf } from './assignments.repository.js';
import { goalAssignmentsOfStudent } from './goal-progress.repository.js';

/** How far back a goal summary looks when the query names no `from` (about a school term). */
const DEFAULT_WINDOW_DAYS = 90;

export interface StudentScope {
  districtId: number;
  timeZone: string;
  studentId: number;
}

const asDay = (digits: string) => `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;

/** The window a query names, as days: `to` defaults to today, `from` to 90 days before `to`. */
export function goalWindowOf(query: Pick<GoalProgressQuery, 'from' | 'to'>, today: string) {
  const to = query.to ? asDay(query.to) : today;
  const from = query.from ? asDay(query.from) : addDays(to, -DEFAULT_WINDOW_DAYS);
  return { from_date: from, to_date: to };
}

/** Each goal of the window with the student's progress on it, newest start first. */
async function goalsOf(db: Db, scope: StudentScope, query: GoalProgressQuery, now: number) {
  const window = goalWindowOf(query, localDay(now, scope.timeZone));
  const rows = await goalAssignmentsOfStudent(db, scope.districtId, scope.studentId, {
    from: window.from_date,
    to: window.to_date,
    focus:
      query.focus_type && query.focus_id !== undefined
        ? { type: query.focus_type, id: query.focus_id }
        : undefined,
  });
  const goals = [];
  // One goal at a time: a student has few goals, and each reads a handful of rows.
  for (const row of rows)
    goals.push(await studentAssignmentProgress(db, { ...scope, assignmentId: row.assignment_id }, now));
  return { window, goals };
}

/** GET …/students/{s}/goal_summary: the goal, its days, whether it was reached, percents, lessons and time. */
export async function goalSummary(db: Db, scope: StudentScope, query: GoalProgressQuery, now = Date.now()) {
  const { window, goals } = await goalsOf(db, scope, query, now);
  return {
    ...window,
    goals: goals.map(({ assignment, student }): GoalSummaryItem => ({ assignment, student })),
  };
}

/** GET …/students/{s}/goal_report: the goals grouped by focus, each with its percent by week and its plays. */
export async function goalReport(
  db: Db,
  scope: StudentScope,
  query: GoalProgressQuery,
  now = Date.now(),
): Promise<GoalReportResponse['data']> {
  const { window, goals } = await goalsOf(db, scope, query, now);
  const focuses = new Map<string, GoalReportResponse['data']['focuses'][number]>();
  for (const goal of goals) {
    const { focus_type, focus_id, focus_code, focus_description } = goal.assignment;
    const key = `${focus_type}:${focus_id}`;
    if (!focuses.has(key))
      focuses.set(key, { focus_type, focus_id, focus_code, focus_description, goals: [] });
    focuses.get(key)!.goals.push({
      assignment: goal.assignment,
      student: goal.student,
      starting_proficiency: goal.student.starting_percent,
      proficiency_growth: goal.student.current_percent - goal.student.starting_percent,
      proficiency_on_date_list: goal.proficiency_on_date_list,
      student_histories: goal.student_assignment_histories,
    });
  }
  return { ...window, focuses: [...focuses.values()] };
}

/** The cluster a focus belongs to (a standard's cluster, a cluster itself); a domain stays a domain. */
export function focusClusterOf(
  focusType: FocusType,
  focusId: number,
): { type: FocusType; id: number } | null {
  const catalogue = getCatalogue();
  if (focusType === 'STANDARD') {
    const standard = catalogue.standardById.get(focusId);
    return standard ? { type: 'CLUSTER', id: standard.cluster_id } : null;
  }
  if (focusType === 'CLUSTER')
    return catalogue.clusters.some((c) => c.cluster_id === focusId) ? { type: 'CLUSTER', id: focusId } : null;
  return catalogue.domains.some((d) => d.domain_id === focusId) ? { type: 'DOMAIN', id: focusId } : null;
}

/**
 * GET …/students/{s}/goal_standard_progress: the focus cluster's percent at the end of each week of the last 42
 * days (week 0 is 42 days ago, replayed from the student's plays as the progress modal draws it), and each of its
 * standards as stored now.
 */
export async function goalStandardProgress(
  db: Db,
  scope: StudentScope,
  focus: { focus_type: FocusType; focus_id: number },
  now = Date.now(),
): Promise<GoalStandardProgress> {
  const cluster = focusClusterOf(focus.focus_type, focus.focus_id);
  if (!cluster)
    throw badRequest(
      `The curriculum has no ${focus.focus_type.toLowerCase()} with the id ${focus.focus_id}.`,
    );
  const catalogue = getCatalogue();
  const standardIds = standardIdsOfFocus(cluster.type, cluster.id);
  const slotIds = [...new Set(standardIds.flatMap((id) => catalogue.slotsOfStandard.get(id) ?? []))];
  const today = localDay(now, scope.timeZone);
  const from = addDays(today, -GOAL_STANDARD_PROGRESS_DAYS);
  const [events, states] = await Promise.all([
    focusProgressEvents(db, scope.districtId, scope.studentId, { slotIds, standardIds }, today),
    standardIds.length ? standardPercentsOf(db, scope.districtId, [scope.studentId], standardIds) : [],
  ]);
  const weeks = GOAL_STANDARD_PROGRESS_DAYS / HISTORY_WEEK_DAYS;
  const stateOf = new Map(states.map((state) => [state.standard_id, state]));
  const label = focusLabelOf(cluster.type, cluster.id);
  return {
    from_date: from,
    to_date: today,
    focus_type: cluster.type,
    focus_id: cluster.id,
    focus_code: label.code,
    focus_description: label.description,
    weeks: Array.from({ length: weeks + 1 }, (_, week) => {
      const date = addDays(from, week * HISTORY_WEEK_DAYS);
      return { week, date, percent_complete: focusPercentUpTo(standardIds, events, (day) => day <= date) };
    }),
    standards: standardIds.map((id) => {
      const progress = standardProgressOf(stateOf.get(id));
      return {
        standard_id: id,
        code: catalogue.standardById.get(id)!.code,
        percent_complete: progress.percent,
        proficiency_status: progress.status,
      };
    }),
  };
}
