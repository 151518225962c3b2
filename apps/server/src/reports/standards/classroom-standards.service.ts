/**
 * A classroom's standards (spec §7 standards/levels, domains, clusters, one standard, the grid): statuses as of
 * now, or as of the last day of fd–td when it ends before today (standards-history.ts).
 */
import { PROFICIENCY_SORT_ORDINAL, REPORT_PAGE_SIZE } from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import type { Period } from '../shared/report-envelope.js';
import { notFound } from '../../http/app-error.js';
import { periodEnvelope } from '../shared/report-envelope.js';
import {
  classroomBase,
  classroomCompletion,
  classroomStandardRow,
  classroomViewForLevel,
  withStates,
} from './classroom-view.js';
import { clusterInfo, domainInfo, levelInfo } from './curriculum-view.js';
import { asOfDayOf, standardsPeriod } from './standards-history.js';
import { byProgressThenName, closestLevel, standardProgressOf } from './standards-rules.js';

/** The period of a classroom standards request, and the past day its statuses are read at (null: now). */
function windowOf(
  actor: Actor,
  query: PeriodQuery,
  now: number,
): { period: Period; asOf: ReturnType<typeof asOfDayOf> } {
  const period = standardsPeriod(actor, query, now);
  return { period, asOf: asOfDayOf(actor, period, now) };
}

interface PeriodQuery {
  fd?: string;
  td?: string;
  untilNow?: boolean;
}

/** Grade levels with the classroom's average completion (spec §7 standards/levels). */
export async function getClassroomLevels(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  query: PeriodQuery & { ast?: string },
  now = Date.now(),
) {
  const { period, asOf } = windowOf(actor, query, now);
  const view = await withStates(db, actor, await classroomBase(db, actor, classroomId, query), {}, asOf);
  const levels = view.curriculum.tree.levels;
  return periodEnvelope(
    {
      default_level_id: closestLevel(levels, view.grade)?.level_id ?? null,
      student_count: view.students.length,
      levels: levels.map((level) => ({
        ...levelInfo(level),
        ...classroomCompletion(view, view.curriculum.standardsOfLevel(level.level_id)),
      })),
    },
    period,
  );
}

/** Domains of a level with the classroom's average completion (spec §7 standards/domains). */
export async function getClassroomDomains(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  query: PeriodQuery & { level_id?: number; ast?: string },
  now = Date.now(),
) {
  const { period, asOf } = windowOf(actor, query, now);
  const view = await classroomViewForLevel(db, actor, classroomId, query, asOf);
  const { curriculum } = view;
  return periodEnvelope(
    {
      level: levelInfo(view.level),
      student_count: view.students.length,
      domains: curriculum.domainsOf(view.level.level_id).map((d) => ({
        ...domainInfo(d),
        ...classroomCompletion(view, curriculum.standardsOfDomain(d.domain_id)),
      })),
    },
    period,
  );
}

/** Clusters of a domain with their standards, over the classroom (spec §7 standards/clusters). */
export async function getClassroomClusters(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  query: PeriodQuery & { level_id?: number; domain: string; ast?: string },
  now = Date.now(),
) {
  const { period, asOf } = windowOf(actor, query, now);
  const view = await classroomViewForLevel(db, actor, classroomId, query, asOf);
  const { curriculum } = view;
  const domain = curriculum.domain(view.level, query.domain);
  return periodEnvelope(
    {
      level: levelInfo(view.level),
      domain: {
        ...domainInfo(domain),
        ...classroomCompletion(view, curriculum.standardsOfDomain(domain.domain_id)),
      },
      student_count: view.students.length,
      clusters: curriculum.clusterGroupsOf(domain.domain_id).map((group) => {
        const standards = curriculum.standardsOfGroup(group);
        return {
          ...clusterInfo(group),
          ...classroomCompletion(view, standards),
          standards: standards.map((s) => classroomStandardRow(view, s)),
        };
      }),
    },
    period,
  );
}

/** One standard with a row per student of the classroom (spec §7 standards/{standardId}). */
export async function getClassroomStandard(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  standardId: number,
  query: PeriodQuery & { ast?: string },
  now = Date.now(),
) {
  const { period, asOf } = windowOf(actor, query, now);
  const base = await classroomBase(db, actor, classroomId, query);
  const view = await withStates(db, actor, base, { standardId }, asOf);
  const standard = view.curriculum.standardById.get(standardId);
  if (!standard) throw notFound(`Standard ${standardId} is not part of ${view.curriculum.academicStandard}.`);
  const students = view.students.map((student) => {
    const state = view.states.get(student.student_id)!.get(standardId);
    const { status, percent } = standardProgressOf(state);
    return {
      id: student.student_id,
      first_name: student.first_name,
      last_name: student.last_name,
      proficiency_status: status,
      proficiency_ordinal: PROFICIENCY_SORT_ORDINAL[status],
      percent_complete: percent,
      proficient_date: state?.proficient_date ?? null,
    };
  });
  students.sort(byProgressThenName);
  return periodEnvelope(
    {
      level: levelInfo(view.curriculum.levelById.get(standard.level_id)!),
      standard: classroomStandardRow(view, standard),
      students,
    },
    period,
  );
}

/** The standards grid (spec §3): every standard of a level over one page of the classroom's students. */
export async function getClassroomGrid(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  query: PeriodQuery & { level_id?: number; ast?: string; page?: number; size?: number },
  selfPath: string,
  now = Date.now(),
) {
  const { period, asOf } = windowOf(actor, query, now);
  const view = await classroomViewForLevel(db, actor, classroomId, query, asOf);
  const { curriculum, level } = view;
  const page = query.page ?? 1;
  const size = query.size ?? REPORT_PAGE_SIZE;
  const domains = curriculum.domainsOf(level.level_id);
  const clusters = domains.flatMap((domain) =>
    curriculum.clusterGroupsOf(domain.domain_id).map((group) => ({
      ...clusterInfo(group),
      domain: domain.code,
      standards: curriculum.standardsOfGroup(group).map((s) => s.code),
    })),
  );
  const standards = curriculum.standardsOfLevel(level.level_id);
  const pageStudents = view.students.slice((page - 1) * size, page * size);
  const students = pageStudents.map((student) => {
    const states = view.states.get(student.student_id)!;
    return {
      type: 'student' as const,
      id: student.student_id,
      name: `${student.first_name} ${student.last_name}`,
      firstName: student.first_name,
      lastName: student.last_name,
      standards: standards.map((standard) => {
        const { status, percent } = standardProgressOf(states.get(standard.standard_id));
        return { code: standard.code, proficiency_status: status, percent_complete: percent };
      }),
    };
  });
  const params = new URLSearchParams({
    level_id: String(level.level_id),
    page: String(page + 1),
    size: String(size),
  });
  if (query.ast) params.set('ast', query.ast);
  if (query.untilNow !== undefined) params.set('untilNow', String(query.untilNow));
  if (query.fd !== undefined) params.set('fd', query.fd);
  if (query.td !== undefined) params.set('td', query.td);
  const nextPage = page * size < view.students.length ? `${selfPath}?${params.toString()}` : null;
  return periodEnvelope(
    {
      level: levelInfo(level),
      domains: domains.map((d) => ({
        ...domainInfo(d),
        ...classroomCompletion(view, curriculum.standardsOfDomain(d.domain_id)),
      })),
      clusters,
      standards: standards.map((s) => classroomStandardRow(view, s)),
      student_count: view.students.length,
      page,
      size,
      students,
    },
    period,
    nextPage,
  );
}
