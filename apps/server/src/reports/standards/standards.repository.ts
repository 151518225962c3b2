/**
 * SQL of the standards and proficiency reports: the curriculum of an academic standard, the students of a
 * classroom, and their progress per standard as the learning fold stored it (student_standard). Nothing
 * here re-reads the raw events. Both engines run the same text (Kysely, PostgreSQL compiler).
 */
import { sql } from 'kysely';
import type {
  CurriculumClusterTable,
  CurriculumDomainTable,
  CurriculumLevelTable,
  CurriculumStandardTable,
} from '../../curriculum/curriculum.table.js';
import type { DbOrTrx } from '../../db/database.js';
import { placeOf } from '../../db/write-counts.js';
import { sameTenant } from '../../db/tenant-join.js';
import { ReadCache } from '../../db/read-cache.js';
import { cachedRows } from '../shared/report-cache.js';

/** The columns of the curriculum tables the standards reports read. */
export type LevelRow = Omit<CurriculumLevelTable, 'academic_standard'>;
export type DomainRow = CurriculumDomainTable;
export type ClusterRow = Omit<CurriculumClusterTable, 'emphasis'>;
export type StandardRow = Omit<CurriculumStandardTable, 'alt_code' | 'uri'>;

/** The curriculum of one academic standard, each list in display order. */
export interface CurriculumTree {
  levels: LevelRow[];
  domains: DomainRow[];
  clusters: ClusterRow[];
  standards: StandardRow[];
}

/**
 * The curriculum of an academic standard is reference data: kept for a minute (dropped at once when this
 * process writes the curriculum), also when report reuse is off.
 */
const curriculumCache = new ReadCache<CurriculumTree>({
  tables: ['curriculum_levels', 'curriculum_domains', 'curriculum_clusters', 'curriculum_standards'],
  ttlMs: 60_000,
  maxEntries: 16,
});

/** Levels, domains, clusters and standards of an academic standard (global reference tables). */
export function loadCurriculumTree(db: DbOrTrx, academicStandard: string): Promise<CurriculumTree> {
  return curriculumCache.getOrLoad(db, academicStandard, () => queryCurriculumTree(db, academicStandard));
}

async function queryCurriculumTree(db: DbOrTrx, academicStandard: string): Promise<CurriculumTree> {
  const levels = await db
    .selectFrom('curriculum_levels')
    .select(['level_id', 'code', 'name', 'grade_id', 'ordinal'])
    .where('academic_standard', '=', academicStandard)
    .orderBy('ordinal')
    .orderBy('level_id')
    .execute();
  if (levels.length === 0) return { levels: [], domains: [], clusters: [], standards: [] };
  const domains = await db
    .selectFrom('curriculum_domains as d')
    .innerJoin('curriculum_levels as l', 'l.level_id', 'd.level_id')
    .select(['d.domain_id', 'd.level_id', 'd.code', 'd.name', 'd.description', 'd.ordinal'])
    .where('l.academic_standard', '=', academicStandard)
    .orderBy('l.ordinal')
    .orderBy('d.ordinal')
    .orderBy('d.domain_id')
    .execute();
  const clusters = await db
    .selectFrom('curriculum_clusters as c')
    .innerJoin('curriculum_domains as d', 'd.domain_id', 'c.domain_id')
    .innerJoin('curriculum_levels as l', 'l.level_id', 'd.level_id')
    .select(['c.cluster_id', 'c.domain_id', 'c.code', 'c.name', 'c.ordinal'])
    .where('l.academic_standard', '=', academicStandard)
    .orderBy('l.ordinal')
    .orderBy('d.ordinal')
    .orderBy('c.ordinal')
    .orderBy('c.cluster_id')
    .execute();
  const standards = await db
    .selectFrom('curriculum_standards as s')
    .innerJoin('curriculum_levels as l', 'l.level_id', 's.level_id')
    .select([
      's.standard_id',
      's.cluster_id',
      's.domain_id',
      's.level_id',
      's.parent_standard_id',
      's.code',
      's.name',
      's.short_description',
      's.description',
      's.ordinal',
    ])
    .where('l.academic_standard', '=', academicStandard)
    .orderBy('s.ordinal')
    .orderBy('s.standard_id')
    .execute();
  return { levels, domains, clusters, standards };
}

export interface StudentRow {
  student_id: number;
  first_name: string;
  last_name: string;
  grade_id: number;
}

/** The district's students, read as `StudentRow`s (alias `st`). */
const students = (db: DbOrTrx, districtId: number) =>
  db
    .selectFrom('students as st')
    .select(['st.student_id', 'st.first_name', 'st.last_name', 'st.grade_id'])
    .where('st.district_id', '=', districtId);

export async function findStudent(
  db: DbOrTrx,
  districtId: number,
  studentId: number,
): Promise<StudentRow | undefined> {
  return students(db, districtId).where('st.student_id', '=', studentId).executeTakeFirst();
}

export async function findClassroom(db: DbOrTrx, districtId: number, classroomId: number) {
  return db
    .selectFrom('classrooms')
    .select(['classroom_id', 'grade_id'])
    .where('district_id', '=', districtId)
    .where('classroom_id', '=', classroomId)
    .executeTakeFirst();
}

/** The students enrolled in a classroom, by first name, last name, id. */
export async function listClassroomStudents(
  db: DbOrTrx,
  districtId: number,
  classroomId: number,
): Promise<StudentRow[]> {
  return students(db, districtId)
    .innerJoin('enrollments as e', sameTenant('e.student_id', 'st.student_id'))
    .where('e.classroom_id', '=', classroomId)
    .orderBy('st.first_name')
    .orderBy('st.last_name')
    .orderBy('st.student_id')
    .execute();
}

/** One student's progress on one standard, as the learning fold stored it. */
export interface StandardStateRow {
  student_id: number;
  standard_id: number;
  percent_complete: number;
  proficiency_status: string;
  started_date: string;
  proficient_date: string | null;
  started_by_placement: boolean;
  proficient_by_placement: boolean;
}

/** What a placement started or completed (not growth: shared/standards-growth.ts). */
const placementFlags = sql`coalesce(ss.started_by_placement, false) as started_by_placement,
  coalesce(ss.proficient_by_placement, false) as proficient_by_placement`;

/** Whose progress and on which standards: one student or a classroom's, optionally one level or one standard. */
export interface StandardStatesQuery {
  districtId: number;
  academicStandard: string;
  students: { studentId: number } | { classroomId: number };
  levelId?: number;
  standardId?: number;
}

/** The students of a query as a predicate on a student id column. */
function studentsWhere(input: StandardStatesQuery, column: 'ss.student_id' | 'sl.student_id') {
  const ref = sql.ref(column);
  return 'studentId' in input.students
    ? sql`${ref} = ${input.students.studentId}`
    : sql`${ref} in (select e.student_id from enrollments e where e.district_id = ${input.districtId} and e.classroom_id = ${input.students.classroomId})`;
}

/**
 * Progress rows of one student, or of every student enrolled in a classroom, on the standards of an
 * academic standard (optionally one level or one standard). Standards nobody started have no row. The rows are
 * reused like report rows (shared/report-cache.ts) until a write of the district changes them.
 */
export async function listStandardStates(
  db: DbOrTrx,
  input: StandardStatesQuery,
): Promise<StandardStateRow[]> {
  const who = studentsWhere(input, 'ss.student_id');
  const level = input.levelId === undefined ? sql`true` : sql`cs.level_id = ${input.levelId}`;
  const standard = input.standardId === undefined ? sql`true` : sql`cs.standard_id = ${input.standardId}`;
  const rows = await cachedRows(
    db,
    input.districtId,
    `standard states ${JSON.stringify(input)}`,
    () =>
      sql<StandardStateRow>`
    select ss.student_id, ss.standard_id, ss.percent_complete, ss.proficiency_status,
      cast(ss.started_date as text) as started_date, cast(ss.proficient_date as text) as proficient_date,
      ${placementFlags}
    from student_standard ss
    join curriculum_standards cs on cs.standard_id = ss.standard_id
    join curriculum_levels l on l.level_id = cs.level_id
    where ss.district_id = ${input.districtId} and l.academic_standard = ${input.academicStandard}
      and (${who}) and (${level}) and (${standard})
    order by ss.student_id, cs.ordinal`.compile(db),
    placeOf(input.students),
  );
  return rows.map((row) => ({
    ...row,
    student_id: Number(row.student_id),
    standard_id: Number(row.standard_id),
    percent_complete: Number(row.percent_complete),
    started_date: String(row.started_date).slice(0, 10),
    proficient_date: row.proficient_date === null ? null : String(row.proficient_date).slice(0, 10),
  }));
}

/** A stored progress row with what a past day needs: slots, last change, and the slots passed by then. */
export interface StandardHistoryRow extends StandardStateRow {
  slots_count: number;
  last_activity_at: number;
  /** Slots of the standard passed (by play or placement) before `beforeMs`. */
  slots_passed_then: number;
}

/**
 * The progress rows of `listStandardStates` that had started by the local day `day` (ending before the instant
 * `beforeMs`), each with the student's slots of the standard passed by then, played or placed
 * (student_lesson_passes.passed_at).
 */
export async function listStandardHistory(
  db: DbOrTrx,
  input: StandardStatesQuery & { day: string; beforeMs: number },
): Promise<StandardHistoryRow[]> {
  const level = input.levelId === undefined ? sql`true` : sql`cs.level_id = ${input.levelId}`;
  const standard = input.standardId === undefined ? sql`true` : sql`cs.standard_id = ${input.standardId}`;
  const result = await sql<StandardHistoryRow>`
    with passed as (
      select sl.student_id, lss.standard_id, count(*) as n
      from student_lesson_passes sl
      join lesson_slot_standards lss on lss.lesson_slot_id = sl.lesson_slot_id
      where sl.district_id = ${input.districtId} and (${studentsWhere(input, 'sl.student_id')})
        and sl.passed_at is not null and sl.passed_at < ${input.beforeMs}
      group by sl.student_id, lss.standard_id)
    select ss.student_id, ss.standard_id, ss.percent_complete, ss.proficiency_status,
      cast(ss.started_date as text) as started_date, cast(ss.proficient_date as text) as proficient_date,
      ${placementFlags}, ss.slots_count, ss.last_activity_at, coalesce(p.n, 0) as slots_passed_then
    from student_standard ss
    join curriculum_standards cs on cs.standard_id = ss.standard_id
    join curriculum_levels l on l.level_id = cs.level_id
    left join passed p on p.student_id = ss.student_id and p.standard_id = ss.standard_id
    where ss.district_id = ${input.districtId} and l.academic_standard = ${input.academicStandard}
      and (${studentsWhere(input, 'ss.student_id')}) and (${level}) and (${standard})
      and ss.started_date <= cast(${input.day} as date)
    order by ss.student_id, cs.ordinal`.execute(db);
  return result.rows.map((row) => ({
    student_id: Number(row.student_id),
    standard_id: Number(row.standard_id),
    percent_complete: Number(row.percent_complete),
    proficiency_status: row.proficiency_status,
    started_date: String(row.started_date).slice(0, 10),
    proficient_date: row.proficient_date === null ? null : String(row.proficient_date).slice(0, 10),
    started_by_placement: Boolean(row.started_by_placement),
    proficient_by_placement: Boolean(row.proficient_by_placement),
    slots_count: Number(row.slots_count),
    last_activity_at: Number(row.last_activity_at),
    slots_passed_then: Number(row.slots_passed_then),
  }));
}
