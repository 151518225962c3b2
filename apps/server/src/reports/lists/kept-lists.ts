/**
 * Set-based lists kept up to date student by student (ARCHITECTURE "Lists kept up to date under live data").
 * A list of many students (a district's or a school's schools, teachers, classrooms, grades or students) is
 * read once as one row of sums per student and the groups each student is in; the groups and totals are summed
 * from those rows here. An ingest batch changes the rows of its students only (its places, db/write-counts.ts),
 * so the next read re-reads those of its students who are in the list, by primary key, and moves their groups
 * and the totals by the difference, instead of summing the period's day rows again. Any other write of a table
 * the list reads (a roster change) has it read again, and so does age, which bounds writes nobody announced
 * (manual SQL): after `REFRESH_TIMES` the report reuse time (a minute by default) it is read again in the
 * background, after twice that before it is answered. A district-wide list read whole at preset l costs
 * 300–500 ms of the database under load and ~150 ms of the event loop; doing it every reuse time (5 s) took a
 * sixth of the database's time under `npm run bench:live -- l`.
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import { noteCachedRead, untraced } from '../../db/read-trace.js';
import {
  placeOf,
  studentsWrittenSince,
  tablesVersion,
  writeMark,
  type WriteMark,
} from '../../db/write-counts.js';
import { countReuse, reportReuseMs } from '../shared/report-cache.js';
import {
  isFewStudents,
  standardsPerGrade,
  studentRow,
  sumsOfStudents,
  type StudentSums,
} from './few-students.repository.js';
import {
  membersCte,
  nameJoin,
  periodSumsCtes,
  type AggregateInput,
  type GroupAggregate,
  type GroupTotals,
} from './member-sql.js';
import { sumAggregates } from './report-metrics.js';

/** Every table a kept list reads, and those whose rows it re-reads per student. */
const TABLES = [
  'districts',
  'schools',
  'teachers',
  'classrooms',
  'grades',
  'students',
  'enrollments',
  'student_day',
  'student_standard_start',
  'curriculum_levels',
  'curriculum_standards',
];
const PER_STUDENT = ['student_day', 'student_standard_start'];
/** A kept list is read whole again after this many report reuse times. */
const REFRESH_TIMES = 12;
/** More changed students than this and the list is read whole rather than patched (one IN list per patch). */
const MAX_PATCHED_STUDENTS = 1_000;
/** Students kept over all lists of a database (~250 bytes each); the least recently read lists go beyond it. */
const MAX_KEPT_STUDENTS = 400_000;

interface KeptList {
  /** Where the district's writes stood when its rows were read (their students are re-read since). */
  mark: WriteMark;
  /** When it was read whole. */
  at: number;
  /** Per student: their figures, their grade's standards count and the groups they are in. */
  students: Map<number, { row: GroupTotals; standardsCount: number; groups: GroupAggregate[] }>;
  /** The groups in id order, with their running sums. */
  groups: GroupAggregate[];
  totals: GroupTotals;
}

interface Slot {
  list?: KeptList;
  /** A read or a patch the next reader waits for. */
  updating?: Promise<KeptList>;
  /** A read in the background of a list old enough. */
  refreshing?: Promise<void>;
}

const slots = new WeakMap<object, Map<string, Slot>>();

/** Whether a list is kept here: reuse is on and it is not one of a few students' (those read by primary key). */
export const isKeptList = (input: AggregateInput) => reportReuseMs() > 0 && !isFewStudents(input);

/** Zero sums. */
const zero = () => sumAggregates([]);

/** Adds a student's figures (`studentRow`) times `sign` to a group's or the totals. */
function add(into: GroupTotals, row: GroupTotals, sign: 1 | -1) {
  for (const figure of Object.keys(row) as (keyof GroupTotals)[]) into[figure] += sign * row[figure];
}

/** Reads a list whole: each member's group, grade and sums, and the groups' names. */
async function readList(db: DbOrTrx, input: AggregateInput): Promise<KeptList> {
  const { districtId, kind } = input;
  const mark = writeMark(TABLES, districtId);
  const at = Date.now();
  const names = nameJoin(kind, districtId);
  const members = membersCte(districtId, kind, input.scope, input.filter);
  const [rows, named, standardsOf] = await Promise.all([
    sql<StudentSums & { group_id: number; student_id: number; grade_id: number }>`
      with ${members},
      ${periodSumsCtes(input)}
      select m.group_id, m.student_id, m.grade_id,
        cast(coalesce(u.session_ms, 0) as bigint) as session_ms, cast(coalesce(u.extended_ms, 0) as bigint) as extended_ms,
        cast(coalesce(u.lessons_completed, 0) as bigint) as lessons_completed,
        cast(coalesce(u.standards_growth, 0) as bigint) as standards_growth,
        coalesce(pr.standards_partial_growth, 0) as standards_partial_growth
      from members m
      left join usage u on u.student_id = m.student_id
      left join progressed pr on pr.student_id = m.student_id`.execute(db),
    sql<Omit<GroupAggregate, keyof GroupTotals>>`
      with ${members}
      select g.group_id as id, ${names.columns}
      from (select distinct group_id from members) g ${names.join}`.execute(db),
    standardsPerGrade(db, input.academicStandard),
  ]);
  const groupOf = new Map<number, GroupAggregate>();
  for (const n of named.rows) groupOf.set(Number(n.id), { ...n, id: Number(n.id), ...zero() });
  const list: KeptList = { mark, at, students: new Map(), groups: [], totals: zero() };
  for (const r of rows.rows) {
    const id = Number(r.student_id);
    let student = list.students.get(id);
    if (!student) {
      const standardsCount = standardsOf.get(Number(r.grade_id)) ?? 0;
      const sums = {
        session_ms: Number(r.session_ms),
        extended_ms: Number(r.extended_ms),
        lessons_completed: Number(r.lessons_completed),
        standards_growth: Number(r.standards_growth),
        standards_partial_growth: Number(r.standards_partial_growth),
      };
      student = { row: studentRow(sums, standardsCount), standardsCount, groups: [] };
      list.students.set(id, student);
      add(list.totals, student.row, 1);
    }
    const group = groupOf.get(Number(r.group_id));
    if (!group) continue;
    student.groups.push(group);
    add(group, student.row, 1);
  }
  list.groups = [...groupOf.values()].filter((g) => g.count_students > 0).sort((a, b) => a.id - b.id);
  return list;
}

/** Brings a list up to date with the rows of `changed` students, read by primary key. */
async function patchList(
  db: DbOrTrx,
  input: AggregateInput,
  list: KeptList,
  changed: { students: Set<number>; mark: WriteMark },
): Promise<KeptList> {
  const members = [...changed.students].filter((id) => list.students.has(id));
  const sums = await sumsOfStudents(db, input.districtId, input.period, members);
  for (const id of members) {
    const student = list.students.get(id)!;
    const row = studentRow(sums.get(id), student.standardsCount);
    for (const group of [...student.groups, list.totals]) {
      add(group, student.row, -1);
      add(group, row, 1);
    }
    student.row = row;
  }
  list.mark = changed.mark;
  return list;
}

function slotOf(db: DbOrTrx, key: string): Slot {
  let map = slots.get(db);
  if (!map) slots.set(db, (map = new Map()));
  let slot = map.get(key);
  if (slot) map.delete(key);
  else slot = {};
  map.set(key, slot);
  bound(map);
  return slot;
}

/** Drops the least recently read lists while more than `MAX_KEPT_STUDENTS` students are kept. */
function bound(map: Map<string, Slot>) {
  let kept = 0;
  for (const slot of map.values()) kept += slot.list?.students.size ?? 0;
  for (const [key, slot] of map) {
    if (kept <= MAX_KEPT_STUDENTS || map.size === 1) return;
    kept -= slot.list?.students.size ?? 0;
    map.delete(key);
  }
}

/** Runs a read or a patch of the slot's list; readers arriving meanwhile wait for it. */
function update(slot: Slot, work: () => Promise<KeptList>): Promise<KeptList> {
  const running = work().then((list) => {
    if (!slot.list || list.at >= slot.list.at) slot.list = list;
    return list;
  });
  slot.updating = running;
  const done = () => {
    if (slot.updating === running) slot.updating = undefined;
  };
  running.then(done, done);
  return running;
}

/**
 * The list of `input` as of now: kept, brought up to date, or read whole; read whole in a transaction, whose own
 * writes count only once it commits (db/write-tracker.ts).
 */
async function currentList(db: DbOrTrx, input: AggregateInput): Promise<KeptList> {
  if (db.isTransaction) return readList(db, input);
  const slot = slotOf(db, `${input.districtId} ${JSON.stringify(input)}`);
  while (slot.updating) await slot.updating.catch(() => undefined);
  const list = slot.list;
  const age = list ? Date.now() - list.at : Infinity;
  const refreshMs = REFRESH_TIMES * reportReuseMs();
  const changed =
    list && age < 2 * refreshMs
      ? studentsWrittenSince(TABLES, PER_STUDENT, input.districtId, list.mark)
      : null;
  if (!list || !changed || changed.students.size > MAX_PATCHED_STUDENTS) {
    countReuse('load');
    return update(slot, () => readList(db, input));
  }
  if (age >= refreshMs && !slot.refreshing) {
    const refreshing = readList(db, input).then((fresh) => {
      if (!slot.list || fresh.at >= slot.list.at) slot.list = fresh;
    });
    slot.refreshing = refreshing;
    refreshing.catch(() => undefined).finally(() => (slot.refreshing = undefined));
  }
  if (changed.students.size === 0) {
    countReuse('hit');
    return list;
  }
  countReuse('patch');
  return update(slot, () => patchList(db, input, list, changed));
}

/** The groups (in id order) and totals of a kept list, copied so the kept rows stay untouched. */
export async function keptListGroups(
  db: DbOrTrx,
  input: AggregateInput,
): Promise<{ groups: GroupAggregate[]; totals: GroupTotals }> {
  // Its members are the students of its filter's place: only their writes (and unplaced ones) change it.
  const place = placeOf(input.filter);
  noteCachedRead(TABLES, input.districtId, place, tablesVersion(TABLES, input.districtId, place));
  const list = await untraced(() => currentList(db, input));
  return { groups: list.groups.map((g) => ({ ...g })), totals: { ...list.totals } };
}
