/**
 * Writes an upload's plan inside the caller's transaction: new rows through the bulk write path of both engines
 * (learning/bulk-write.ts: one JSON parameter per chunk), updates one row at a time (only changed uploads have
 * them), then the source-id mappings. `onChunk` is told after each write so a long apply can report progress (and
 * the crash test can kill it mid-way).
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database, Engine } from '../db/database.js';
import { insertRows } from '../learning/bulk-write.js';
import type { Planned, UploadPlan } from './plan-upload.js';
import { withSources, type SourceKind } from './roster-sources.table.js';
import {
  authenticationTypeFor,
  DEFAULT_LANGUAGE_ID,
  NEW_SETTINGS,
  newStudentPassword,
} from './roster-defaults.js';

/**
 * Rows per INSERT. Bound multi-row VALUES cost about 400 µs a student row (250 rows a statement: 7.9 s for 20,000
 * students); the JSON row source writes the same rows in a fraction of that.
 */
const CHUNK = 2000;

/** Told after each chunk; the apply waits for what it returns (a crash test holds it there to kill it). */
export type ChunkListener = (table: string, written: number) => void | Promise<void>;

interface Target {
  trx: Transaction<Database>;
  engine: Engine;
}

/** Inserts `rows` into `table` chunk by chunk, telling `onChunk` after each. */
async function insertInChunks<T>(
  { trx, engine }: Target,
  table: string,
  rows: T[],
  onChunk: () => void | Promise<void>,
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await insertRows(trx, engine, { name: table, key: [] }, rows.slice(i, i + CHUNK));
    await onChunk();
  }
}

/** The roster tables an upload updates, each with the column naming a row within its district. */
const ROW_ID = {
  schools: 'school_id',
  teachers: 'teacher_id',
  classrooms: 'classroom_id',
  students: 'student_id',
} as const;

/** Writes each planned row's changed values, one row at a time (only changed uploads have any). */
async function updateEach(
  trx: Transaction<Database>,
  districtId: number,
  table: keyof typeof ROW_ID,
  rows: Planned<object>[],
) {
  // One statement shape for the four tables: Kysely cannot type a table chosen at run time.
  const untyped = trx as unknown as Transaction<Record<string, Record<string, unknown>>>;
  for (const row of rows)
    await untyped
      .updateTable(table)
      .set(row.values as Record<string, unknown>)
      .where('district_id', '=', districtId)
      .where(ROW_ID[table], '=', row.id)
      .execute();
}

export async function writePlan(
  { trx, engine }: Target,
  districtId: number,
  plan: UploadPlan,
  academicStandard: string,
  now: number,
  onChunk: ChunkListener = () => {},
): Promise<void> {
  const d = districtId;
  let written = 0;
  const tick = (table: string) => () => onChunk(table, ++written);
  const creates = <P extends Planned<unknown>>(list: P[]) => list.filter((p) => p.before === undefined);
  const updates = <P extends Planned<unknown>>(list: P[]) => list.filter((p) => p.before !== undefined);

  const into = { trx, engine };
  const schools: Insertable<Database['schools']>[] = creates(plan.schools).map((p) => ({
    district_id: d,
    school_id: p.id,
    ...p.values,
    city: null,
    zip: null,
    url_identifier: null,
    provision_uid: p.sourceId,
  }));
  await insertInChunks(into, 'schools', schools, tick('schools'));
  const teachers: Insertable<Database['teachers']>[] = creates(plan.teachers).map((p) => ({
    district_id: d,
    teacher_id: p.id,
    ...p.values,
    provision_uid: p.sourceId,
  }));
  await insertInChunks(into, 'teachers', teachers, tick('teachers'));
  const classrooms: Insertable<Database['classrooms']>[] = creates(plan.classrooms).map((p) => ({
    district_id: d,
    classroom_id: p.id,
    ...p.values,
    academic_standard: academicStandard,
    authentication_type: authenticationTypeFor(p.values.grade_id),
    settings: NEW_SETTINGS,
    login_code: p.loginCode!,
    provision_uid: p.sourceId,
  }));
  await insertInChunks(into, 'classrooms', classrooms, tick('classrooms'));
  const students: Insertable<Database['students']>[] = creates(plan.students).map((p) => ({
    district_id: d,
    student_id: p.id,
    ...p.values,
    ...newStudentPassword(),
    status: null,
    language_id: DEFAULT_LANGUAGE_ID,
    gender: 'NotSpecified',
    settings: NEW_SETTINGS,
    provision_uid: p.sourceId,
    created_at: now,
  }));
  await insertInChunks(into, 'students', students, tick('students'));
  const enrollments: Insertable<Database['enrollments']>[] = plan.enrollments.map((e) => ({
    district_id: d,
    ...e,
  }));
  await insertInChunks(into, 'enrollments', enrollments, tick('enrollments'));

  await updateEach(trx, d, 'schools', updates(plan.schools));
  await updateEach(trx, d, 'teachers', updates(plan.teachers));
  await updateEach(trx, d, 'classrooms', updates(plan.classrooms));
  await updateEach(trx, d, 'students', updates(plan.students));
  await onChunk('updates', ++written);

  const sources = withSources(trx);
  const mappings = (kind: SourceKind, list: Planned<unknown>[]) =>
    list.map((p) => ({ district_id: d, kind, source_id: p.sourceId, object_id: p.id, mapping: p.mapping }));
  const all = [
    ...mappings('school', plan.schools),
    ...mappings('teacher', plan.teachers),
    ...mappings('classroom', plan.classrooms),
    ...mappings('student', plan.students),
  ];
  await insertInChunks(
    into,
    'roster_sources',
    all.filter((m) => m.mapping === 'insert').map(({ mapping: _, ...row }) => row),
    tick('roster_sources'),
  );
  for (const m of all.filter((x) => x.mapping === 'update'))
    await sources
      .updateTable('roster_sources')
      .set({ object_id: m.object_id })
      .where('district_id', '=', d)
      .where('kind', '=', m.kind)
      .where('source_id', '=', m.source_id)
      .execute();
}
