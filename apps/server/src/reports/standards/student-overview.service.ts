/**
 * Student overview (spec §2): the usage summary with its statuses, the proficiency by grade level and domain
 * (the same completion rule as the standards pane, as of the period's end), the standards completed and
 * progressed in the period, and the student's alert.
 */
import {
  REPORT_DEFAULT_TIMEFRAMES,
  REPORT_STATUS,
  STANDARDS_COMPLETED_LIST_CAP,
  STRUGGLING_GROWTH_PERCENT,
  TEACHER_USAGE_THRESHOLDS,
  type ReportQuery,
  type Timeframe,
} from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import { grewIn, progressedIn } from '../shared/standards-growth.js';
import type { DbOrTrx } from '../../db/database.js';
import { aggregateGroups } from '../lists/aggregates.repository.js';
import { metricsOf, sumAggregates, type Viewer } from '../lists/report-metrics.js';
import { reportEnvelope } from '../shared/report-envelope.js';
import { usagePeriod } from '../shared/usage-period.js';
import { curriculumFor, type Curriculum } from './curriculum-view.js';
import { todaysAlerts } from '../alerts/alerts.service.js';
import {
  studentCompletionOf,
  studentCountsOf,
  studentStates,
  type StudentStates,
} from './student-progress.js';

const MINUTE_MS = 60_000;

/** Warn under the minimum, congratulate over the excellent figure; admins see no warning (spec §6, §9). */
function statusFor(value: number, minimum: number, excellent: number, viewer: Viewer) {
  if (value < minimum) return viewer.isAdmin ? null : REPORT_STATUS.warn;
  return value > excellent ? REPORT_STATUS.congratulate : null;
}

/** The student's progress as it stood at the end of `day`: later completions and starts left out. */
function statesAsOf(states: StudentStates, day: string): StudentStates {
  const asOf: StudentStates = new Map();
  for (const [id, state] of states) {
    if (state.started_date > day && (state.proficient_date === null || state.proficient_date > day)) continue;
    asOf.set(
      id,
      state.proficient_date !== null && state.proficient_date > day
        ? { ...state, proficient_date: null }
        : state,
    );
  }
  return asOf;
}

function levelsCompletion(curriculum: Curriculum, states: StudentStates) {
  return curriculum.tree.levels.map((level) => ({
    grade: level.grade_id,
    code: level.code,
    name: level.name,
    ...studentCompletionOf(curriculum.standardsOfLevel(level.level_id), states),
    domains: curriculum.domainsOf(level.level_id).map((domain) => ({
      code: domain.code,
      name: domain.name,
      ordinal: domain.ordinal,
      ...studentCountsOf(curriculum.standardsOfDomain(domain.domain_id), states),
    })),
  }));
}

/** Codes of the standards completed, and of those started and not completed, within the period. */
function standardsMoved(curriculum: Curriculum, states: StudentStates, timeframe: Timeframe) {
  const completed: string[] = [];
  const progressed: string[] = [];
  for (const level of curriculum.tree.levels) {
    for (const standard of curriculum.standardsOfLevel(level.level_id)) {
      const state = states.get(standard.standard_id);
      if (!state) continue;
      if (grewIn(state, timeframe)) completed.push(standard.code);
      else if (progressedIn(state, timeframe)) progressed.push(standard.code);
    }
  }
  return { completed: completed.slice(0, STANDARDS_COMPLETED_LIST_CAP), progressed };
}

export async function getStudentOverview(
  db: DbOrTrx,
  actor: Actor,
  studentId: number,
  query: ReportQuery,
  now = Date.now(),
) {
  const { timeframe, viewer, aggregateInput } = usagePeriod(
    actor,
    query,
    REPORT_DEFAULT_TIMEFRAMES.studentOverview,
    now,
  );
  const curriculum = await curriculumFor(db, actor, undefined);
  // The route has checked this student is the caller's: the district scope reads them whatever the role.
  const [groups, states, alerts] = await Promise.all([
    aggregateGroups(db, aggregateInput('student', { studentId }, { kind: 'district' })),
    studentStates(db, actor, curriculum, studentId),
    todaysAlerts(db, actor, { studentId }, { usage: true }, now),
  ]);
  // The alert the student shows: the first of today's, as the overview's alerts list them.
  const alert = alerts.data[0]?.alerts[0];
  const row = groups[0];
  const metrics = metricsOf(row ?? sumAggregates([]), timeframe, viewer);
  const weeks = timeframe.showAverages ? timeframe.days / 7 : 1;
  const t = TEACHER_USAGE_THRESHOLDS;
  const summary = {
    ...metrics,
    average_weekly_session_time_status: statusFor(
      metrics.total_session_time / MINUTE_MS / weeks,
      t.minimumWeeklyMinutes,
      t.excellentWeeklyMinutes,
      viewer,
    ),
    average_weekly_lessons_status: statusFor(
      metrics.count_lessons_completed / weeks,
      t.minimumWeeklyLessons,
      t.excellentWeeklyLessons,
      viewer,
    ),
    percent_growth_status:
      metrics.percent_growth !== null &&
      metrics.percent_growth < STRUGGLING_GROWTH_PERCENT &&
      !viewer.isAdmin &&
      timeframe.kind === 'year'
        ? REPORT_STATUS.warn
        : null,
  };
  const moved = standardsMoved(curriculum, states, timeframe);
  const student = {
    id: studentId,
    first_name: row?.first_name ?? '',
    last_name: row?.last_name ?? '',
    grade: row?.grade ?? 0,
  };
  return reportEnvelope(
    {
      student,
      summary,
      levels_completion: levelsCompletion(curriculum, statesAsOf(states, timeframe.to)),
      standards_growth_names: moved.completed,
      standards_partial_growth_names: moved.progressed,
      alert: alert ? { type: alert.type, ordinal: alert.ordinal } : null,
    },
    timeframe,
    metrics,
  );
}
