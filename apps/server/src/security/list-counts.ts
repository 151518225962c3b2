/**
 * Counts in the navigation lists recounted from the rows the same caller sees: a school's classroom_count
 * is the caller's list of its classrooms, its student_count the students of those classrooms, and so on.
 * A count that covers a row the caller could not list (a teacher reading whole-school figures) is a leak.
 * NOTE: security-critical. A new list under /n/districts/{id}, or a new `*_count` field, needs a rule here.
 */
import type { Roster } from '../roster/roster.types.js';
import type { TestServer } from '../testing/test-server.js';

/** A row of a navigation list. */
export type ListRow = { id: number } & Record<string, unknown>;
/** Fetches `/n/districts/{id}/{path}` as one caller and returns its `data`. */
export type FetchList = (path: string) => Promise<ListRow[]>;

/** The lists this module checks (the path after /n/districts/{id}/), and the count fields of their rows. */
export const COUNTED_LISTS: Record<string, readonly string[]> = {
  schools: ['classroom_count', 'student_count'],
  classrooms: ['student_count'],
  teachers: ['classroom_count'],
  grades: ['student_count'],
  students: [],
};

/** Ids of the district used as list filters: every school and grade, visible to the caller or not. */
export interface FilterIds {
  schoolIds: readonly number[];
  gradeIds: readonly number[];
}

/** Reads the home district's navigation lists with a session cookie; any answer but 200 throws. */
export function fetchListsAs(server: TestServer, cookie: string): FetchList {
  return async (path) => {
    const url = `/n/districts/${server.home.districtId}/${path}`;
    const response = await server.app.inject({ method: 'GET', url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: ListRow[] }).data;
  };
}

export const filterIdsOf = (roster: Roster): FilterIds => ({
  schoolIds: roster.schools.map((s) => s.school_id),
  gradeIds: [...new Set(roster.classrooms.map((c) => c.grade_id))],
});

const idsOf = (rows: readonly ListRow[]) => rows.map((r) => r.id);
const sameIds = (a: Iterable<number>, b: Iterable<number>) =>
  JSON.stringify([...a].sort((x, y) => x - y)) === JSON.stringify([...b].sort((x, y) => x - y));

/**
 * Every count (and every id list) in every navigation list row that does not match the rows the caller
 * sees, as readable lines; empty when all agree.
 */
export async function listCountMismatches(fetchList: FetchList, filters: FilterIds): Promise<string[]> {
  const cache = new Map<string, Promise<ListRow[]>>();
  const get = (path: string) => {
    if (!cache.has(path)) cache.set(path, fetchList(path));
    return cache.get(path)!;
  };
  const problems: string[] = [];
  const expectCount = (where: string, field: string, row: ListRow, expected: number) => {
    if (row[field] !== expected)
      problems.push(`${where} row ${row.id}: ${field} ${String(row[field])}, sees ${expected}`);
  };
  /** The students the caller sees enrolled in any of these classrooms. */
  const studentsOf = async (classroomIds: readonly number[]) => {
    const students = new Map<number, ListRow>();
    for (const id of classroomIds)
      for (const student of await get(`students?classroom_id=${id}`)) students.set(student.id, student);
    return [...students.values()];
  };
  const schoolQueries = filters.schoolIds.map((id) => `school_id=${id}`);
  const gradeQueries = filters.gradeIds.map((id) => `grade_id=${id}`);

  for (const school of await get('schools')) {
    const classrooms = idsOf(await get(`classrooms?school_id=${school.id}`));
    expectCount('schools', 'classroom_count', school, classrooms.length);
    expectCount('schools', 'student_count', school, (await studentsOf(classrooms)).length);
  }

  for (const classroom of await get('classrooms'))
    expectCount('classrooms', 'student_count', classroom, (await studentsOf([classroom.id])).length);

  for (const query of ['', ...schoolQueries, ...gradeQueries]) {
    const where = `teachers?${query}`;
    for (const teacher of await get(where)) {
      const classrooms = await get(`classrooms?teacher_id=${teacher.id}${query ? `&${query}` : ''}`);
      expectCount(where, 'classroom_count', teacher, classrooms.length);
    }
  }

  for (const query of ['', ...schoolQueries]) {
    const where = `grades?${query}`;
    const students = query
      ? await studentsOf(idsOf(await get(`classrooms?${query}`)))
      : await get('students');
    const perGrade = new Map<number, number>();
    for (const s of students)
      perGrade.set(s.grade_id as number, (perGrade.get(s.grade_id as number) ?? 0) + 1);
    const grades = await get(where);
    if (!sameIds(idsOf(grades), perGrade.keys()))
      problems.push(
        `${where}: grades ${idsOf(grades).join(',')}, sees students in ${[...perGrade.keys()].join(',')}`,
      );
    for (const grade of grades) expectCount(where, 'student_count', grade, perGrade.get(grade.id) ?? 0);
  }

  const visibleClassrooms = idsOf(await get('classrooms'));
  for (const student of await get('students')) {
    const enrolledIn: number[] = [];
    for (const id of visibleClassrooms)
      if (idsOf(await get(`students?classroom_id=${id}`)).includes(student.id)) enrolledIn.push(id);
    if (!sameIds(student.classroom_ids as number[], enrolledIn))
      problems.push(
        `students row ${student.id}: classroom_ids ${String(student.classroom_ids)}, sees ${enrolledIn.join(',')}`,
      );
  }

  for (const [path, rows] of await Promise.all([...cache].map(async ([p, r]) => [p, await r] as const))) {
    const counted = COUNTED_LISTS[path.split('?')[0]!] ?? [];
    for (const key of Object.keys(rows[0] ?? {}))
      if (key.endsWith('_count') && !counted.includes(key)) problems.push(`${path}: ${key} has no rule here`);
  }
  return problems;
}
