/** One student's standards (spec §7): proficiency table, standards of a level, standardscompletions. */
import { PROFICIENCY_SORT_ORDINAL } from '@dash/contracts';
import { grewIn, progressedIn } from '../shared/standards-growth.js';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { periodEnvelope } from '../shared/report-envelope.js';
import { clusterInfo, curriculumFor, domainInfo, levelInfo, standardInfo } from './curriculum-view.js';
import type { DomainRow, LevelRow, StandardRow, StandardStateRow } from './standards.repository.js';
import { cellGrowthOf, continuedGrowthOf, proficiencyPeriod } from './proficiency-growth.js';
import { countDomainSlots } from './proficiency-growth.repository.js';
import { asOfDayOf, periodInstants, standardsPeriod } from './standards-history.js';
import { closestLevel, domainRowCode, standardProgressOf } from './standards-rules.js';
import {
  studentCompletionOf,
  studentCountsOf,
  studentInfo,
  studentOrNotFound,
  studentStates,
} from './student-progress.js';

/**
 * Proficiency table of one student (spec §3): columns by grade level, rows by domain, a cell per pair, each with
 * its standards complete at the window end and its lesson-slot growth in the window (proficiency-growth.ts).
 */
export async function getStudentProficiency(
  db: DbOrTrx,
  actor: Actor,
  studentId: number,
  query: { ast?: string; fd?: string; td?: string; untilNow?: boolean },
  now = Date.now(),
) {
  const period = proficiencyPeriod(actor, query, now);
  const student = await studentOrNotFound(db, actor, studentId);
  const curriculum = await curriculumFor(db, actor, query.ast);
  const states = await studentStates(db, actor, curriculum, studentId, asOfDayOf(actor, period, now));
  const slotCounts = await countDomainSlots(db, {
    districtId: actor.districtId,
    studentId,
    academicStandard: curriculum.academicStandard,
    ...periodInstants(actor, period),
  });
  const showPlacement = actor.district.featureFlags.student_proficiency_grid_placement_enabled;
  const levels = curriculum.tree.levels;
  const columns = levels.map((level) => {
    const standards = curriculum.standardsOfLevel(level.level_id);
    return { ...levelInfo(level), ...studentCompletionOf(standards, states) };
  });
  type Cell = ReturnType<typeof cellOf>;
  const rows: { code: string; name: string; ordinal: number; cells: (Cell | null)[]; grew: boolean[] }[] = [];
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
      ...cellGrowthOf(slotCounts.get(domain.domain_id), completion.percent_complete, showPlacement),
    };
  }
  levels.forEach((level, column) => {
    for (const domain of curriculum.domainsOf(level.level_id)) {
      const code = domainRowCode(domain.code);
      let row = rowByCode.get(code);
      if (!row) {
        row = { code, name: domain.name, ordinal: rows.length + 1, cells: levels.map(() => null), grew: [] };
        rows.push(row);
        rowByCode.set(code, row);
      }
      row.cells[column] = cellOf(level, domain);
      row.grew[column] = (slotCounts.get(domain.domain_id)?.played_in_window ?? 0) > 0;
    }
  });
  return periodEnvelope(
    {
      student: studentInfo(student),
      default_level_id: closestLevel(levels, student.grade_id)?.level_id ?? null,
      columns,
      rows: rows.map(({ grew, cells, ...row }) => ({
        ...row,
        cells: cells.map((cell, column) => cell && { ...cell, ...continuedGrowthOf(grew, column) }),
      })),
    },
    period,
  );
}

/** Domains → clusters → standards of one grade level for one student, with what moved in the period. */
export async function getStudentStandards(
  db: DbOrTrx,
  actor: Actor,
  studentId: number,
  query: { level_id?: number; fd?: string; td?: string; untilNow?: boolean; ast?: string },
  now = Date.now(),
) {
  const period = standardsPeriod(actor, query, now);
  const student = await studentOrNotFound(db, actor, studentId);
  const curriculum = await curriculumFor(db, actor, query.ast);
  const level = curriculum.level(query.level_id, student.grade_id);
  // A window ending before today shows the statuses of its last day (standards-history.ts).
  const states = await studentStates(db, actor, curriculum, studentId, asOfDayOf(actor, period, now));
  const completedInPeriod = (state: StandardStateRow | undefined) =>
    state !== undefined && grewIn(state, period);
  const progressedInPeriod = (state: StandardStateRow | undefined) =>
    state !== undefined && progressedIn(state, period);
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
