/** A classroom's standards (spec §7 standards/levels, domains, clusters, one standard, the grid). */
import {
  localDay,
  PROFICIENCY_SORT_ORDINAL,
  REPORT_PAGE_SIZE,
  type ProficiencyStatus,
} from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { proficiencyStatusOf } from '../../learning/rules.js';
import { periodEnvelope, type Period } from '../shared/report-envelope.js';
import {
  clusterInfo,
  curriculumFor,
  domainInfo,
  levelInfo,
  standardInfo,
  type Curriculum,
} from './curriculum-view.js';
import {
  findClassroom,
  listClassroomStudents,
  listStandardStates,
  type StandardRow,
  type StudentRow,
} from './standards.repository.js';
import { classroomGradeOf, closestLevel, completionOf, emptyTotals, statusOf } from './standards-rules.js';
import { completedOf, startedOf, type StudentStates } from './student-progress.js';

const untilToday = (actor: Actor, now: number): Period => ({
  from: null,
  to: localDay(now, actor.district.timeZone),
});

interface ClassroomView {
  curriculum: Curriculum;
  students: StudentRow[];
  /** student id → their progress. */
  states: Map<number, StudentStates>;
  /** The grade the classroom stands for (spec §5), for the default level. */
  grade: number | null;
}

/** A classroom's students and the curriculum; progress is read by `withStates` for what a report needs. */
async function classroomBase(db: DbOrTrx, actor: Actor, classroomId: number, query: { ast?: string }) {
  const classroom = await findClassroom(db, actor.districtId, classroomId);
  if (!classroom) throw notFound('That classroom does not exist.');
  const curriculum = await curriculumFor(db, actor, query.ast);
  const students = await listClassroomStudents(db, actor.districtId, classroomId);
  return {
    classroomId,
    curriculum,
    students,
    grade: classroomGradeOf(
      classroom.grade_id,
      students.map((s) => s.grade_id),
    ),
  };
}

async function withStates(
  db: DbOrTrx,
  actor: Actor,
  base: Awaited<ReturnType<typeof classroomBase>>,
  scope: { levelId?: number; standardId?: number } = {},
): Promise<ClassroomView> {
  const rows = await listStandardStates(db, {
    districtId: actor.districtId,
    academicStandard: base.curriculum.academicStandard,
    students: { classroomId: base.classroomId },
    ...scope,
  });
  const states = new Map<number, StudentStates>(base.students.map((s) => [s.student_id, new Map()]));
  for (const row of rows) states.get(row.student_id)?.set(row.standard_id, row);
  return { curriculum: base.curriculum, students: base.students, states, grade: base.grade };
}

/** The classroom with its progress on one level: the named one, or the default for the classroom's grade. */
async function classroomViewForLevel(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  query: { level_id?: number; ast?: string },
) {
  const base = await classroomBase(db, actor, classroomId, query);
  const level = base.curriculum.level(query.level_id, base.grade);
  return { ...(await withStates(db, actor, base, { levelId: level.level_id })), level };
}

/** Completion of a group of standards averaged over the classroom's students. */
function classroomCompletion(view: ClassroomView, standards: readonly StandardRow[]) {
  let completed = 0;
  let started = 0;
  for (const states of view.states.values()) {
    completed += completedOf(standards, states);
    started += startedOf(standards, states);
  }
  return completionOf(completed, standards.length, view.students.length, started);
}

/** One standard over a classroom: average percent (floored), §4 status of the average, students per status. */
function classroomStandardRow(view: ClassroomView, standard: StandardRow) {
  const totals = emptyTotals();
  let percentSum = 0;
  for (const states of view.states.values()) {
    const state = states.get(standard.standard_id);
    const percent = state?.percent_complete ?? 0;
    percentSum += percent;
    totals[state ? statusOf(state.proficiency_status, percent) : 'NOT_STARTED']++;
  }
  const percent = view.students.length > 0 ? Math.floor(percentSum / view.students.length) : 0;
  return {
    ...standardInfo(view.curriculum, standard),
    percent_complete: percent,
    proficiency_status: proficiencyStatusOf(percent),
    totals,
  };
}

/** Grade levels with the classroom's average completion (spec §7 standards/levels). */
export async function getClassroomLevels(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  query: { ast?: string },
  now = Date.now(),
) {
  const view = await withStates(db, actor, await classroomBase(db, actor, classroomId, query));
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
    untilToday(actor, now),
  );
}

/** Domains of a level with the classroom's average completion (spec §7 standards/domains). */
export async function getClassroomDomains(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  query: { level_id?: number; ast?: string },
  now = Date.now(),
) {
  const view = await classroomViewForLevel(db, actor, classroomId, query);
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
    untilToday(actor, now),
  );
}

/** Clusters of a domain with their standards, over the classroom (spec §7 standards/clusters). */
export async function getClassroomClusters(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  query: { level_id?: number; domain: string; ast?: string },
  now = Date.now(),
) {
  const view = await classroomViewForLevel(db, actor, classroomId, query);
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
    untilToday(actor, now),
  );
}

/** One standard with a row per student of the classroom (spec §7 standards/{standardId}). */
export async function getClassroomStandard(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  standardId: number,
  query: { ast?: string },
  now = Date.now(),
) {
  const view = await withStates(db, actor, await classroomBase(db, actor, classroomId, query), {
    standardId,
  });
  const standard = view.curriculum.standardById.get(standardId);
  if (!standard) throw notFound(`Standard ${standardId} is not part of ${view.curriculum.academicStandard}.`);
  const students = view.students.map((student) => {
    const state = view.states.get(student.student_id)!.get(standardId);
    const percent = state?.percent_complete ?? 0;
    const status: ProficiencyStatus = state ? statusOf(state.proficiency_status, percent) : 'NOT_STARTED';
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
  students.sort(
    (a, b) =>
      a.proficiency_ordinal - b.proficiency_ordinal ||
      a.percent_complete - b.percent_complete ||
      a.last_name.localeCompare(b.last_name) ||
      a.first_name.localeCompare(b.first_name) ||
      a.id - b.id,
  );
  return periodEnvelope(
    {
      level: levelInfo(view.curriculum.levelById.get(standard.level_id)!),
      standard: classroomStandardRow(view, standard),
      students,
    },
    untilToday(actor, now),
  );
}

/** The standards grid (spec §3): every standard of a level over one page of the classroom's students. */
export async function getClassroomGrid(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  query: { level_id?: number; ast?: string; untilNow?: boolean; page?: number; size?: number },
  selfPath: string,
  now = Date.now(),
) {
  const view = await classroomViewForLevel(db, actor, classroomId, query);
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
        const state = states.get(standard.standard_id);
        const percent = state?.percent_complete ?? 0;
        return {
          code: standard.code,
          proficiency_status: state ? statusOf(state.proficiency_status, percent) : ('NOT_STARTED' as const),
          percent_complete: percent,
        };
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
    untilToday(actor, now),
    nextPage,
  );
}
