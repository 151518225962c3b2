/**
 * What the district's roster holds now, as far as an upload's plan needs it: the source ids already mapped, the
 * rows they map to, the usernames and login codes in use and the next free ids. Read inside the apply transaction
 * so the plan that is written is the plan of the roster as it is then.
 */
import type { DbOrTrx } from '../db/database.js';
import { withSources, type SourceKind } from './roster-sources.table.js';

export interface SchoolValues {
  name: string;
}
export interface TeacherValues {
  school_id: number;
  first_name: string;
  last_name: string;
  email_address: string | null;
}
export interface ClassroomValues {
  school_id: number;
  teacher_id: number;
  name: string;
  grade_id: number;
}
export interface StudentValues {
  first_name: string;
  last_name: string;
  grade_id: number;
  username: string;
}

export interface RosterState {
  districtId: number;
  academicStandard: string;
  sources: Record<SourceKind, Map<string, number>>;
  schools: Map<number, SchoolValues>;
  teachers: Map<number, TeacherValues>;
  classrooms: Map<number, ClassroomValues>;
  students: Map<number, StudentValues>;
  /** Lower-cased student username → student id. */
  usernames: Map<string, number>;
  loginCodes: Set<string>;
  /** "classroomId:studentId". */
  enrollments: Set<string>;
}

const maxOf = (ids: Iterable<number>) => {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  return max;
};

/** The next free id of each table (after every id now in the district). */
export function nextIds(state: RosterState) {
  return {
    school: maxOf(state.schools.keys()) + 1,
    teacher: maxOf(state.teachers.keys()) + 1,
    classroom: maxOf(state.classrooms.keys()) + 1,
    student: maxOf(state.students.keys()) + 1,
  };
}

export async function loadRosterState(db: DbOrTrx, districtId: number): Promise<RosterState> {
  // One after another: inside a transaction the queries share one connection.
  const district = await db
    .selectFrom('districts')
    .select('academic_standard')
    .where('district_id', '=', districtId)
    .executeTakeFirst();
  const sources = await withSources(db)
    .selectFrom('roster_sources')
    .selectAll()
    .where('district_id', '=', districtId)
    .execute();
  const schools = await db
    .selectFrom('schools')
    .select(['school_id', 'name'])
    .where('district_id', '=', districtId)
    .execute();
  const teachers = await db
    .selectFrom('teachers')
    .select(['teacher_id', 'school_id', 'first_name', 'last_name', 'email_address'])
    .where('district_id', '=', districtId)
    .execute();
  const classrooms = await db
    .selectFrom('classrooms')
    .select(['classroom_id', 'school_id', 'teacher_id', 'name', 'grade_id', 'login_code'])
    .where('district_id', '=', districtId)
    .execute();
  const students = await db
    .selectFrom('students')
    .select(['student_id', 'first_name', 'last_name', 'grade_id', 'username'])
    .where('district_id', '=', districtId)
    .execute();
  const enrollments = await db
    .selectFrom('enrollments')
    .select(['classroom_id', 'student_id'])
    .where('district_id', '=', districtId)
    .execute();
  const state: RosterState = {
    districtId,
    academicStandard: district?.academic_standard ?? 'ccss',
    sources: { school: new Map(), teacher: new Map(), classroom: new Map(), student: new Map() },
    schools: new Map(schools.map((s) => [Number(s.school_id), { name: s.name }])),
    teachers: new Map(
      teachers.map((t) => [
        Number(t.teacher_id),
        {
          school_id: Number(t.school_id),
          first_name: t.first_name,
          last_name: t.last_name,
          email_address: t.email_address,
        },
      ]),
    ),
    classrooms: new Map(
      classrooms.map((c) => [
        Number(c.classroom_id),
        {
          school_id: Number(c.school_id),
          teacher_id: Number(c.teacher_id),
          name: c.name,
          grade_id: Number(c.grade_id),
        },
      ]),
    ),
    students: new Map(
      students.map((s) => [
        Number(s.student_id),
        {
          first_name: s.first_name,
          last_name: s.last_name,
          grade_id: Number(s.grade_id),
          username: s.username,
        },
      ]),
    ),
    usernames: new Map(students.map((s) => [s.username.toLowerCase(), Number(s.student_id)])),
    loginCodes: new Set(classrooms.map((c) => c.login_code)),
    enrollments: new Set(enrollments.map((e) => `${Number(e.classroom_id)}:${Number(e.student_id)}`)),
  };
  for (const source of sources) state.sources[source.kind].set(source.source_id, Number(source.object_id));
  return state;
}
