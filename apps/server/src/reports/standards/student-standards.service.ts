/** One student's standards (spec §7): proficiency table, standards of a level, standardscompletions. */
import { localDay, parseTimeframe, PROFICIENCY_SORT_ORDINAL, TimeframeError } from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { badRequest } from '../../http/app-error.js';
import { periodEnvelope, untilToday, type Period } from '../shared/report-envelope.js';
import { clusterInfo, curriculumFor, domainInfo, levelInfo, standardInfo } from './curriculum-view.js';
import type { DomainRow, LevelRow, StandardRow, StandardStateRow } from './standards.repository.js';
import { closestLevel, domainRowCode, standardProgressOf } from './standards-rules.js';
import {
  studentCompletionOf,
  studentCountsOf,
  studentInfo,
  studentOrNotFound,
  studentStates,
} from './student-progress.js';

const today = (actor: Actor, now: number) => localDay(now, actor.district.timeZone);

/** Proficiency table of one student (spec §3): columns by grade level, rows by domain, a cell per pair. */
export async function getStudentProficiency(
  db: DbOrTrx,
  actor: Actor,
  studentId: number,
  query: { ast?: string },
  now = Date.now(),
) {
  const student = await studentOrNotFound(db, actor, studentId);
  const curriculum = await curriculumFor(db, actor, query.ast);
  const states = await studentStates(db, actor, curriculum, studentId);
  const levels = curriculum.tree.levels;
  const columns = levels.map((level) => {
    const standards = curriculum.standardsOfLevel(level.level_id);
    return { ...levelInfo(level), ...studentCompletionOf(standards, states) };
  });
  const rows: { code: string; name: string; ordinal: number; cells: (ReturnType<typeof cellOf> | null)[] }[] =
    [];
  const rowByCode = new Map<string, (typeof rows)[number]>();
  function cellOf(level: LevelRow, domain: DomainRow) {
    const standards = curriculum.standardsOfDomain(domain.domain_id);
    const completion = studentCompletionOf(standards, states);
    return {
      level_code: level.code,
      domain_code: domain.code,
      name: domain.name,
      standards_count: standards.length,
      standards_completed: completion.standards_completed,
      percentStandardsComplete: completion.percent_complete,
      proficiency_status: completion.proficiency_status,
    };
  }
  levels.forEach((level, column) => {
    for (const domain of curriculum.domainsOf(level.level_id)) {
      const code = domainRowCode(domain.code);
      let row = rowByCode.get(code);
      if (!row) {
        row = { code, name: domain.name, ordinal: rows.length + 1, cells: levels.map(() => null) };
        rows.push(row);
        rowByCode.set(code, row);
      }
      row.cells[column] = cellOf(level, domain);
    }
  });
  return periodEnvelope(
    {
      student: studentInfo(student),
      default_level_id: closestLevel(levels, student.grade_id)?.level_id ?? null,
      columns,
      rows,
    },
    untilToday(actor, now),
  );
}

/** The period of a student standards request (spec §7): fd and td, or everything until now. */
function studentPeriod(
  actor: Actor,
  query: { fd?: string; td?: string; untilNow?: boolean },
  now: number,
): Period {
  if (query.fd === undefined && query.td === undefined) return untilToday(actor, now);
  const missing = query.fd === undefined ? 'fd' : query.td === undefined ? 'td' : null;
  if (missing) {
    const message = 'a period needs both fd and td (YYYYMMDD); leave both out for everything until now';
    throw badRequest(`Invalid "${missing}" in the query string: ${message}.`, [{ path: missing, message }]);
  }
  if (query.untilNow === true) {
    const message = 'untilNow=true cannot be combined with fd and td';
    throw badRequest(`Invalid "untilNow" in the query string: ${message}.`, [{ path: 'untilNow', message }]);
  }
  try {
    const timeframe = parseTimeframe(`fd${query.fd}td${query.td}`, today(actor, now));
    return { from: timeframe.from, to: timeframe.to };
  } catch (error) {
    if (error instanceof TimeframeError)
      throw badRequest(`Invalid "fd"/"td" in the query string: ${error.message}`, [
        { path: 'fd', message: error.message },
      ]);
    throw error;
  }
}

/** Domains → clusters → standards of one grade level for one student, with what moved in the period. */
export async function getStudentStandards(
  db: DbOrTrx,
  actor: Actor,
  studentId: number,
  query: { level_id?: number; fd?: string; td?: string; untilNow?: boolean; ast?: string },
  now = Date.now(),
) {
  const period = studentPeriod(actor, query, now);
  const student = await studentOrNotFound(db, actor, studentId);
  const curriculum = await curriculumFor(db, actor, query.ast);
  const level = curriculum.level(query.level_id, student.grade_id);
  const states = await studentStates(db, actor, curriculum, studentId);
  const inPeriod = (day: string | null) =>
    day !== null && (period.from === null || day >= period.from) && day <= period.to;
  const completedInPeriod = (state: StandardStateRow | undefined) => inPeriod(state?.proficient_date ?? null);
  const progressedInPeriod = (state: StandardStateRow | undefined) =>
    state !== undefined &&
    inPeriod(state.started_date) &&
    !(state.proficient_date !== null && state.proficient_date <= period.to);
  const standardOf = (standard: StandardRow) => {
    const state = states.get(standard.standard_id);
    const { status, percent } = standardProgressOf(state);
    return {
      ...standardInfo(curriculum, standard),
      percent_complete: percent,
      proficiency_status: status,
      proficiency_ordinal: PROFICIENCY_SORT_ORDINAL[status],
      started_date: state?.started_date ?? null,
      proficient_date: state?.proficient_date ?? null,
      completed_in_period: completedInPeriod(state),
      progressed_in_period: progressedInPeriod(state),
    };
  };
  const levelStandards = curriculum.standardsOfLevel(level.level_id);
  const domains = curriculum.domainsOf(level.level_id).map((domain) => {
    const standards = curriculum.standardsOfDomain(domain.domain_id);
    return {
      ...domainInfo(domain),
      ...studentCompletionOf(standards, states),
      clusters: curriculum.clusterGroupsOf(domain.domain_id).map((group) => {
        const groupStandards = curriculum.standardsOfGroup(group);
        return {
          ...clusterInfo(group),
          ...studentCompletionOf(groupStandards, states),
          standards: groupStandards.map(standardOf),
        };
      }),
    };
  });
  const all = curriculum.tree.standards;
  return periodEnvelope(
    {
      student: studentInfo(student),
      level: {
        ...levelInfo(level),
        ...studentCompletionOf(levelStandards, states),
      },
      domains,
      standards_completed: all.filter((s) => completedInPeriod(states.get(s.standard_id))).map((s) => s.code),
      standards_in_progress: all
        .filter((s) => progressedInPeriod(states.get(s.standard_id)))
        .map((s) => s.code),
    },
    period,
  );
}

/** Level completions of one student by domain (spec §7 standardscompletions). */
export async function getStandardsCompletions(
  db: DbOrTrx,
  actor: Actor,
  studentId: number,
  query: { ast?: string },
) {
  await studentOrNotFound(db, actor, studentId);
  const curriculum = await curriculumFor(db, actor, query.ast);
  const states = await studentStates(db, actor, curriculum, studentId);
  const levelCompletions = curriculum.tree.levels.map((level) => ({
    code: level.code,
    name: level.name,
    ...studentCountsOf(curriculum.standardsOfLevel(level.level_id), states),
    domains: curriculum.domainsOf(level.level_id).map((domain) => ({
      code: domain.code,
      ...studentCountsOf(curriculum.standardsOfDomain(domain.domain_id), states),
    })),
  }));
  return { data: [{ userId: studentId, levelCompletions }] };
}
