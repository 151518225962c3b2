/**
 * The plan of an upload against the roster as it is: for every record, create, update, unchanged or refused (and
 * why), with the ids new rows will get. The preview shows the plan; applying recomputes it inside the transaction
 * and writes it. Pure: reads only `RosterState`.
 */
import type { BulkCounts, BulkKind, BulkOutcome, BulkRow } from '@dash/contracts';
import type { Flaw, Origin, UploadRecords } from './roster-records.js';
import type { SourceKind } from './roster-sources.table.js';
import {
  nextIds,
  type ClassroomValues,
  type RosterState,
  type SchoolValues,
  type StudentValues,
  type TeacherValues,
} from './roster-state.js';
import { loginCodeFor, usernameFor } from './roster-defaults.js';

/** A row to write: `before` is set for updates; `mapping` says whether roster_sources gets (or fixes) a row. */
export interface Planned<V> {
  id: number;
  sourceId: string;
  values: V;
  before?: V;
  mapping: 'insert' | 'update' | 'none';
}

export interface NewClassroomExtras {
  loginCode: string;
}

export interface UploadPlan {
  rows: BulkRow[];
  schools: Planned<SchoolValues>[];
  teachers: Planned<TeacherValues>[];
  classrooms: (Planned<ClassroomValues> & Partial<NewClassroomExtras>)[];
  students: Planned<StudentValues>[];
  enrollments: { classroom_id: number; student_id: number }[];
  counts: BulkCounts;
  byKind: Partial<Record<BulkKind, BulkCounts>>;
}

/** Column names the refusals cite, by upload format. */
export interface FormatColumns {
  id: string;
  teacherSchool: string;
  classroomSchool: string;
  classroomTeacher: string;
  enrollmentClassroom: string;
  enrollmentStudent: string;
}

const NAME_MAX = 100;
const TITLE_MAX = 200;
const USERNAME_MAX = 64;

const zero = (): BulkCounts => ({ create: 0, update: 0, unchanged: 0, refused: 0 });
const isFlaw = (value: unknown): value is Flaw =>
  typeof value === 'object' && value !== null && 'reason' in value;
const tooLong = (field: string, text: string | null, max: number): Flaw | undefined =>
  text && text.length > max ? { reason: 'too_long', field } : undefined;

function changedFields<V extends object>(before: V, after: V): string[] {
  return (Object.keys(after) as (keyof V & string)[]).filter((key) => before[key] !== after[key]);
}

export function planUpload(records: UploadRecords, state: RosterState, columns: FormatColumns): UploadPlan {
  const plan: UploadPlan = {
    rows: [],
    schools: [],
    teachers: [],
    classrooms: [],
    students: [],
    enrollments: [],
    counts: zero(),
    byKind: {},
  };
  const next = nextIds(state);
  /** Source id → roster id of every record of this upload that will exist after it is applied. */
  const accepted: Record<SourceKind, Map<string, number>> = {
    school: new Map(),
    teacher: new Map(),
    classroom: new Map(),
    student: new Map(),
  };
  const existing: Record<SourceKind, Map<number, unknown>> = {
    school: state.schools,
    teacher: state.teachers,
    classroom: state.classrooms,
    student: state.students,
  };

  const report = (
    kind: BulkKind,
    origin: Origin & { sourceId: string },
    outcome: BulkOutcome,
    extra = {},
  ) => {
    plan.rows.push({
      file: origin.file,
      line: origin.line,
      kind,
      source_id: origin.sourceId,
      outcome,
      ...extra,
    });
    plan.counts[outcome]++;
    (plan.byKind[kind] ??= zero())[outcome]++;
  };
  /** The roster id a source id of `kind` names: this upload's record, else one mapped before that still exists. */
  const resolve = (kind: SourceKind, sourceId: string): number | undefined => {
    const fromUpload = accepted[kind].get(sourceId);
    if (fromUpload !== undefined) return fromUpload;
    const mapped = state.sources[kind].get(sourceId);
    return mapped !== undefined && existing[kind].has(mapped) ? mapped : undefined;
  };

  function planKind<R extends Origin & { sourceId: string; flaw?: Flaw }, V extends object>(
    kind: SourceKind,
    list: R[],
    target: Planned<V>[],
    current: Map<number, V>,
    valuesOf: (record: R, id: number | undefined) => V | Flaw,
    onCreate?: (planned: Planned<V>) => void,
  ) {
    const seen = new Set<string>();
    for (const record of list) {
      if (record.flaw) {
        report(kind, record, 'refused', record.flaw);
        continue;
      }
      if (seen.has(record.sourceId)) {
        report(kind, record, 'refused', { reason: 'duplicate_source_id', field: columns.id });
        continue;
      }
      seen.add(record.sourceId);
      const mappedId = state.sources[kind].get(record.sourceId);
      const before = mappedId === undefined ? undefined : current.get(mappedId);
      const values = valuesOf(record, before ? mappedId : undefined);
      if (isFlaw(values)) {
        report(kind, record, 'refused', values);
        continue;
      }
      if (before && mappedId !== undefined) {
        accepted[kind].set(record.sourceId, mappedId);
        const changes = changedFields(before, values);
        if (changes.length === 0) report(kind, record, 'unchanged');
        else {
          target.push({ id: mappedId, sourceId: record.sourceId, values, before, mapping: 'none' });
          report(kind, record, 'update', { changes });
        }
        continue;
      }
      const id = next[kind]++;
      accepted[kind].set(record.sourceId, id);
      const planned: Planned<V> = {
        id,
        sourceId: record.sourceId,
        values,
        mapping: mappedId === undefined ? 'insert' : 'update',
      };
      onCreate?.(planned);
      target.push(planned);
      report(kind, record, 'create');
    }
  }

  planKind('school', records.schools, plan.schools, state.schools, (r) => {
    return tooLong('name', r.name, TITLE_MAX) ?? { name: r.name };
  });
  planKind('teacher', records.teachers, plan.teachers, state.teachers, (r) => {
    const schoolId = resolve('school', r.schoolSource);
    if (schoolId === undefined) return { reason: 'unknown_school', field: columns.teacherSchool };
    return (
      tooLong('first_name', r.firstName, NAME_MAX) ??
      tooLong('last_name', r.lastName, NAME_MAX) ??
      tooLong('email', r.email, TITLE_MAX) ?? {
        school_id: schoolId,
        first_name: r.firstName,
        last_name: r.lastName,
        email_address: r.email,
      }
    );
  });
  const codes = new Set(state.loginCodes);
  planKind(
    'classroom',
    records.classrooms,
    plan.classrooms,
    state.classrooms,
    (r) => {
      const schoolId = resolve('school', r.schoolSource);
      if (schoolId === undefined) return { reason: 'unknown_school', field: columns.classroomSchool };
      const teacherId = resolve('teacher', r.teacherSource);
      if (teacherId === undefined) return { reason: 'unknown_teacher', field: columns.classroomTeacher };
      return (
        tooLong('name', r.name, TITLE_MAX) ?? {
          school_id: schoolId,
          teacher_id: teacherId,
          name: r.name,
          grade_id: r.gradeId!,
        }
      );
    },
    (planned) => Object.assign(planned, { loginCode: loginCodeFor(codes) }),
  );
  const usernames = new Map(state.usernames);
  const stems = new Map<string, number>();
  planKind('student', records.students, plan.students, state.students, (r, id) => {
    const flaw =
      tooLong('first_name', r.firstName, NAME_MAX) ??
      tooLong('last_name', r.lastName, NAME_MAX) ??
      tooLong('username', r.username, USERNAME_MAX);
    if (flaw) return flaw;
    const username =
      r.username ?? (id !== undefined ? state.students.get(id)!.username : usernameFor(r, usernames, stems));
    const owner = usernames.get(username.toLowerCase());
    // -1: a new student of this upload has it already.
    if (owner !== undefined && (id === undefined || owner !== id))
      return { reason: 'username_taken', field: 'username' };
    usernames.set(username.toLowerCase(), id ?? -1);
    return { first_name: r.firstName, last_name: r.lastName, grade_id: r.gradeId!, username };
  });

  const enrolled = new Set<string>();
  for (const record of records.enrollments) {
    if (record.flaw) {
      report('enrollment', record, 'refused', record.flaw);
      continue;
    }
    const classroomId = resolve('classroom', record.classroomSource);
    const studentId = resolve('student', record.studentSource);
    if (classroomId === undefined)
      report('enrollment', record, 'refused', {
        reason: 'unknown_classroom',
        field: columns.enrollmentClassroom,
      });
    else if (studentId === undefined)
      report('enrollment', record, 'refused', {
        reason: 'unknown_student',
        field: columns.enrollmentStudent,
      });
    else {
      const key = `${classroomId}:${studentId}`;
      if (state.enrollments.has(key) || enrolled.has(key)) report('enrollment', record, 'unchanged');
      else {
        enrolled.add(key);
        plan.enrollments.push({ classroom_id: classroomId, student_id: studentId });
        report('enrollment', record, 'create');
      }
    }
  }
  // The report reads in file order, whatever order the kinds were planned in.
  plan.rows.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
  return plan;
}
