/**
 * Standards and proficiency reports (spec §3 standards hierarchy, grid, proficiency table; §4 proficiency;
 * §7 classroom and student standards, standardscompletions). Reads the curriculum and the stored progress
 * per student and standard (standards.repository.ts) and shapes them; all figures are "now" unless a
 * period (fd/td) is named, which then only decides what counts as completed or progressed in it.
 */
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  localDay,
  parseTimeframe,
  PROFICIENCY_SORT_ORDINAL,
  REPORT_PAGE_SIZE,
  TimeframeError,
  type ProficiencyStatus,
} from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import type { DbOrTrx } from '../db/database.js';
import { AppError, badRequest, notFound } from '../http/app-error.js';
import { proficiencyStatusOf } from '../learning/rules.js';
import {
  findClassroom,
  findStudent,
  listClassroomStudents,
  listStandardStates,
  loadCurriculumTree,
  type ClusterRow,
  type CurriculumTree,
  type DomainRow,
  type LevelRow,
  type StandardRow,
  type StandardStateRow,
  type StudentRow,
} from './standards.repository.js';
import {
  classroomGradeOf,
  closestLevel,
  clusterGroupsOf,
  completionOf,
  domainRowCode,
  emptyTotals,
  percentOf,
  statusOf,
  type ClusterGroup,
} from './standards-rules.js';

/** Spec §8 code 6000: the academic standard has no content (the web app shows nothing for it). */
const noDataForStandard = () =>
  new AppError(400, {
    errorType: 'VALIDATION',
    code: ERROR_CODES.NO_DATA_FOR_STANDARD,
    message: ERROR_MESSAGES.noDataForStandard,
  });

interface Period {
  from: string | null;
  to: string;
}

function envelope<D>(data: D, period: Period, nextPage: string | null = null) {
  return {
    data,
    report_dates: { from_date: period.from, to_date: period.to },
    links: { next_page: nextPage },
    errors: [] as string[],
  };
}

const today = (actor: Actor, now: number) => localDay(now, actor.district.timeZone);
const untilToday = (actor: Actor, now: number): Period => ({ from: null, to: today(actor, now) });

/** The curriculum of one academic standard with lookups by id and by parent. */
class Curriculum {
  readonly levelById = new Map<number, LevelRow>();
  readonly domainById = new Map<number, DomainRow>();
  readonly clusterById = new Map<number, ClusterRow>();
  readonly standardById = new Map<number, StandardRow>();
  private readonly domainsOfLevel = new Map<number, DomainRow[]>();
  private readonly clustersOfDomain = new Map<number, ClusterRow[]>();
  private readonly standardsOfCluster = new Map<number, StandardRow[]>();

  constructor(
    readonly tree: CurriculumTree,
    readonly academicStandard: string,
  ) {
    const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);
    for (const level of tree.levels) this.levelById.set(level.level_id, level);
    for (const domain of tree.domains) {
      this.domainById.set(domain.domain_id, domain);
      push(this.domainsOfLevel, domain.level_id, domain);
    }
    for (const cluster of tree.clusters) {
      this.clusterById.set(cluster.cluster_id, cluster);
      push(this.clustersOfDomain, cluster.domain_id, cluster);
    }
    for (const standard of tree.standards) {
      this.standardById.set(standard.standard_id, standard);
      push(this.standardsOfCluster, standard.cluster_id, standard);
    }
  }

  domainsOf = (levelId: number) => this.domainsOfLevel.get(levelId) ?? [];
  clusterGroupsOf = (domainId: number) => clusterGroupsOf(this.clustersOfDomain.get(domainId) ?? []);
  standardsOfGroup = (group: ClusterGroup<ClusterRow>) =>
    group.clusters.flatMap((c) => this.standardsOfCluster.get(c.cluster_id) ?? []);
  standardsOfDomain = (domainId: number) => this.clusterGroupsOf(domainId).flatMap(this.standardsOfGroup);
  standardsOfLevel = (levelId: number) =>
    this.domainsOf(levelId).flatMap((d) => this.standardsOfDomain(d.domain_id));

  /** The level a request names, or the default one for `grade` (spec §5); 400 for a level of no use. */
  level(levelId: number | undefined, grade: number | null): LevelRow {
    if (this.tree.levels.length === 0) throw noDataForStandard();
    if (levelId === undefined) return closestLevel(this.tree.levels, grade)!;
    const level = this.levelById.get(levelId);
    if (!level) {
      const message = `${levelId} is not a grade level of ${this.academicStandard}; use one of ${this.tree.levels.map((l) => l.level_id).join(', ')}`;
      throw badRequest(`Invalid "level_id" in the query string: ${message}.`, [
        { path: 'level_id', message },
      ]);
    }
    return level;
  }

  /** A domain of a level by its code ("3.NF") or its code without the grade ("NF"). */
  domain(level: LevelRow, code: string): DomainRow {
    const wanted = code.toUpperCase();
    const domains = this.domainsOf(level.level_id);
    const domain = domains.find(
      (d) => d.code.toUpperCase() === wanted || domainRowCode(d.code).toUpperCase() === wanted,
    );
    if (!domain) {
      const message = `${code} is not a domain of grade level ${level.code}; use one of ${domains.map((d) => d.code).join(', ')}`;
      throw badRequest(`Invalid "domain" in the query string: ${message}.`, [{ path: 'domain', message }]);
    }
    return domain;
  }
}

async function curriculumFor(db: DbOrTrx, actor: Actor, ast: string | undefined) {
  const academicStandard = ast ?? actor.district.academicStandard;
  return new Curriculum(await loadCurriculumTree(db, academicStandard), academicStandard);
}

const levelInfo = (level: LevelRow) => ({
  id: level.level_id,
  code: level.code,
  name: level.name,
  grade: level.grade_id,
  curricular_grade_level: level.grade_id,
  ordinal: level.ordinal,
});

const domainInfo = (domain: DomainRow) => ({
  code: domain.code,
  name: domain.name,
  description: domain.description,
  ordinal: domain.ordinal,
});

function standardInfo(curriculum: Curriculum, standard: StandardRow) {
  return {
    id: standard.standard_id,
    code: standard.code,
    name: standard.name,
    short_description: standard.short_description,
    description: standard.description,
    domain: curriculum.domainById.get(standard.domain_id)!.code,
    cluster: curriculum.clusterById.get(standard.cluster_id)!.code,
    parent_code:
      standard.parent_standard_id === null
        ? null
        : (curriculum.standardById.get(standard.parent_standard_id)?.code ?? null),
  };
}

const clusterInfo = (group: ClusterGroup<ClusterRow>) => ({
  code: group.code,
  name: group.name,
  pseudo: group.pseudo,
  cluster_codes: group.clusters.map((c) => c.code),
});

/** Progress of one student: standard id → stored row. */
type StudentStates = Map<number, StandardStateRow>;
const isCompleted = (state: StandardStateRow | undefined) =>
  state !== undefined && state.proficient_date !== null;
const completedOf = (standards: readonly StandardRow[], states: StudentStates) =>
  standards.filter((s) => isCompleted(states.get(s.standard_id))).length;

// ---- One student ----------------------------------------------------------------------------------------

async function studentOrNotFound(db: DbOrTrx, actor: Actor, studentId: number): Promise<StudentRow> {
  const student = await findStudent(db, actor.districtId, studentId);
  if (!student) throw notFound('That student does not exist.');
  return student;
}

async function studentStates(
  db: DbOrTrx,
  actor: Actor,
  curriculum: Curriculum,
  studentId: number,
): Promise<StudentStates> {
  const rows = await listStandardStates(db, {
    districtId: actor.districtId,
    academicStandard: curriculum.academicStandard,
    students: { studentId },
  });
  return new Map(rows.map((row) => [row.standard_id, row]));
}

const studentInfo = (student: StudentRow) => ({
  id: student.student_id,
  first_name: student.first_name,
  last_name: student.last_name,
  grade: student.grade_id,
});

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
    return { ...levelInfo(level), ...completionOf(completedOf(standards, states), standards.length) };
  });
  const rows: { code: string; name: string; ordinal: number; cells: (ReturnType<typeof cellOf> | null)[] }[] =
    [];
  const rowByCode = new Map<string, (typeof rows)[number]>();
  function cellOf(level: LevelRow, domain: DomainRow) {
    const standards = curriculum.standardsOfDomain(domain.domain_id);
    const completed = completedOf(standards, states);
    const percent = percentOf(completed, standards.length);
    const { proficiency_status } = completionOf(completed, standards.length);
    return {
      level_code: level.code,
      domain_code: domain.code,
      name: domain.name,
      standards_count: standards.length,
      standards_completed: completed,
      percentStandardsComplete: percent,
      proficiency_status,
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
  return envelope(
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
    const percent = state?.percent_complete ?? 0;
    const status = state ? statusOf(state.proficiency_status, percent) : 'NOT_STARTED';
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
      ...completionOf(completedOf(standards, states), standards.length),
      clusters: curriculum.clusterGroupsOf(domain.domain_id).map((group) => {
        const groupStandards = curriculum.standardsOfGroup(group);
        return {
          ...clusterInfo(group),
          ...completionOf(completedOf(groupStandards, states), groupStandards.length),
          standards: groupStandards.map(standardOf),
        };
      }),
    };
  });
  const all = curriculum.tree.standards;
  return envelope(
    {
      student: studentInfo(student),
      level: {
        ...levelInfo(level),
        ...completionOf(completedOf(levelStandards, states), levelStandards.length),
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
  const levelCompletions = curriculum.tree.levels.map((level) => {
    const standards = curriculum.standardsOfLevel(level.level_id);
    const { percent_complete, standards_completed, standards_count } = completionOf(
      completedOf(standards, states),
      standards.length,
    );
    return {
      code: level.code,
      name: level.name,
      percent_complete,
      standards_completed,
      standards_count,
      domains: curriculum.domainsOf(level.level_id).map((domain) => {
        const domainStandards = curriculum.standardsOfDomain(domain.domain_id);
        const completion = completionOf(completedOf(domainStandards, states), domainStandards.length);
        return {
          code: domain.code,
          percent_complete: completion.percent_complete,
          standards_completed: completion.standards_completed,
          standards_count: completion.standards_count,
        };
      }),
    };
  });
  return { data: [{ userId: studentId, levelCompletions }] };
}

// ---- A classroom ----------------------------------------------------------------------------------------

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
  for (const states of view.states.values()) completed += completedOf(standards, states);
  return completionOf(completed, standards.length, view.students.length);
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
  return envelope(
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
  return envelope(
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
  return envelope(
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
  return envelope(
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
  return envelope(
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
