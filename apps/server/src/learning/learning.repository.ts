/** Queries of the events and derived learning tables. */
import type { DbOrTrx, Engine } from '../db/database.js';
import { insertNewRows, insertRows, upsertRows, type BulkTable } from './bulk-write.js';
import type {
  EventTable,
  StudentAlertTable,
  StudentDayTable,
  StudentLearningTable,
  StudentLessonGroupTable,
  StudentLessonTable,
  StudentStandardTable,
} from './learning.table.js';
import { emptyStudentState, type FoldEvent, type StudentState } from './student-state.js';

export const EVENTS: BulkTable<EventTable> = {
  name: 'events',
  key: ['district_id', 'uid'],
  columns: {
    district_id: 'INTEGER',
    uid: 'TEXT',
    student_id: 'INTEGER',
    event_code: 'SMALLINT',
    occurred_at: 'BIGINT',
    local_date: 'DATE',
    lesson_slot_id: 'INTEGER',
    lesson_group_id: 'INTEGER',
    standard_id: 'INTEGER',
    lesson_passed: 'BOOLEAN',
    time_spent_ms: 'BIGINT',
    assignment_id: 'INTEGER',
    lesson_goal_id: 'INTEGER',
    milestone_trigger_lesson_slot_id: 'INTEGER',
    label: 'TEXT',
    received_at: 'BIGINT',
  },
};

export const STUDENT_LEARNING: BulkTable<StudentLearningTable> = {
  name: 'student_learning',
  key: ['district_id', 'student_id'],
  columns: {
    district_id: 'INTEGER',
    student_id: 'INTEGER',
    first_event_at: 'BIGINT',
    last_event_at: 'BIGINT',
    last_event_uid: 'TEXT',
    last_active_date: 'DATE',
    events_count: 'INTEGER',
    recent_results: 'TEXT',
    fail_threshold_since: 'BIGINT',
    session_ms: 'BIGINT',
    lessons_completed: 'INTEGER',
    lessons_passed: 'INTEGER',
    certificates: 'INTEGER',
    badges: 'INTEGER',
    alert_type: 'TEXT',
    alert_ordinal: 'INTEGER',
  },
};

export const STUDENT_DAY: BulkTable<StudentDayTable> = {
  name: 'student_day',
  key: ['district_id', 'student_id', 'local_date'],
  columns: {
    district_id: 'INTEGER',
    student_id: 'INTEGER',
    local_date: 'DATE',
    session_ms: 'BIGINT',
    extended_ms: 'BIGINT',
    lessons_completed: 'INTEGER',
    lessons_passed: 'INTEGER',
    lessons_failed: 'INTEGER',
    events_count: 'INTEGER',
  },
};

export const STUDENT_LESSON: BulkTable<StudentLessonTable> = {
  name: 'student_lesson',
  key: ['district_id', 'student_id', 'lesson_slot_id'],
  columns: {
    district_id: 'INTEGER',
    student_id: 'INTEGER',
    lesson_slot_id: 'INTEGER',
    lesson_group_id: 'INTEGER',
    attempts: 'INTEGER',
    completions: 'INTEGER',
    passes: 'INTEGER',
    fails: 'INTEGER',
    pauses: 'INTEGER',
    last_pause_week: 'INTEGER',
    last_result: 'TEXT',
    is_paused: 'BOOLEAN',
    needs_attention: 'BOOLEAN',
    struggling: 'BOOLEAN',
    struggling_since: 'BIGINT',
    time_spent_ms: 'BIGINT',
    first_played_at: 'BIGINT',
    last_played_at: 'BIGINT',
    passed_at: 'BIGINT',
    last_assignment_id: 'INTEGER',
  },
};

export const STUDENT_STANDARD: BulkTable<StudentStandardTable> = {
  name: 'student_standard',
  key: ['district_id', 'student_id', 'standard_id'],
  columns: {
    district_id: 'INTEGER',
    student_id: 'INTEGER',
    standard_id: 'INTEGER',
    slots_count: 'INTEGER',
    slots_passed: 'INTEGER',
    completed_by_event: 'BOOLEAN',
    percent_complete: 'INTEGER',
    proficiency_status: 'TEXT',
    needs_attention: 'BOOLEAN',
    started_at: 'BIGINT',
    started_date: 'DATE',
    proficient_at: 'BIGINT',
    proficient_date: 'DATE',
    last_activity_at: 'BIGINT',
  },
};

export const STUDENT_LESSON_GROUP: BulkTable<StudentLessonGroupTable> = {
  name: 'student_lesson_group',
  key: ['district_id', 'student_id', 'lesson_group_id'],
  columns: {
    district_id: 'INTEGER',
    student_id: 'INTEGER',
    lesson_group_id: 'INTEGER',
    lessons_in_group_count: 'INTEGER',
    lessons_passed: 'INTEGER',
    tested_lessons_count: 'INTEGER',
    failed_lessons_count: 'INTEGER',
    status: 'TEXT',
    needs_attention: 'BOOLEAN',
    needs_attention_since: 'BIGINT',
    struggling_event_at: 'BIGINT',
    in_progress_event_at: 'BIGINT',
    started_at: 'BIGINT',
    completed_at: 'BIGINT',
    completed_date: 'DATE',
    last_activity_at: 'BIGINT',
  },
};

export const STUDENT_ALERTS: BulkTable<StudentAlertTable> = {
  name: 'student_alerts',
  key: ['district_id', 'student_id', 'alert_key'],
  columns: {
    district_id: 'INTEGER',
    student_id: 'INTEGER',
    alert_key: 'TEXT',
    alert_type: 'TEXT',
    category: 'TEXT',
    learning_kind: 'TEXT',
    ordinal: 'INTEGER',
    lesson_group_id: 'INTEGER',
    standard_id: 'INTEGER',
    raised_at: 'BIGINT',
    raised_date: 'DATE',
  },
};

/** IN lists are cut to this many ids per query. */
const ID_CHUNK = 1000;

async function inChunks<T>(ids: readonly number[], load: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) out.push(...(await load(ids.slice(i, i + ID_CHUNK))));
  return out;
}

/** Stores events whose uid is new to the district; returns the uids actually stored. */
export async function insertNewEvents(
  db: DbOrTrx,
  engine: Engine,
  rows: readonly EventTable[],
): Promise<Set<string>> {
  return new Set((await insertNewRows(db, engine, EVENTS, rows, 'uid')) as string[]);
}

export async function findStudentLearning(db: DbOrTrx, districtId: number, studentIds: readonly number[]) {
  return inChunks(studentIds, (chunk) =>
    db
      .selectFrom('student_learning')
      .selectAll()
      .where('district_id', '=', districtId)
      .where('student_id', 'in', chunk)
      .execute(),
  );
}

/** All events of some students, in fold order. */
export async function findEventsOfStudents(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
): Promise<FoldEvent[]> {
  const rows = await inChunks(studentIds, (chunk) =>
    db
      .selectFrom('events')
      .select([
        'uid',
        'student_id',
        'event_code',
        'occurred_at',
        'lesson_slot_id',
        'lesson_group_id',
        'standard_id',
        'lesson_passed',
        'time_spent_ms',
        'assignment_id',
      ])
      .where('district_id', '=', districtId)
      .where('student_id', 'in', chunk)
      .execute(),
  );
  return rows.sort((a, b) => a.occurred_at - b.occurred_at || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
}

/** Student ids that have events in the district. */
export async function findStudentsWithEvents(db: DbOrTrx, districtId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('student_learning')
    .select('student_id')
    .where('district_id', '=', districtId)
    .orderBy('student_id')
    .execute();
  const fromEvents = await db
    .selectFrom('events')
    .select('student_id')
    .distinct()
    .where('district_id', '=', districtId)
    .execute();
  return [...new Set([...rows.map((r) => r.student_id), ...fromEvents.map((r) => r.student_id)])].sort(
    (a, b) => a - b,
  );
}

/**
 * Loads the stored derived state of some students: every lesson, standard and group row, and their days
 * from `daysFrom` on (the fold only adds to later days; alerts look back seven days).
 */
export async function loadStudentStates(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  daysFrom: string | null,
): Promise<Map<number, StudentState>> {
  const states = new Map(studentIds.map((id) => [id, emptyStudentState(id)]));
  const where = <Q extends { where: (...args: any[]) => Q }>(q: Q, chunk: number[]) =>
    q.where('district_id', '=', districtId).where('student_id', 'in', chunk);
  const [learning, lessons, standards, groups, days] = await Promise.all([
    inChunks(studentIds, (c) => where(db.selectFrom('student_learning').selectAll(), c).execute()),
    inChunks(studentIds, (c) => where(db.selectFrom('student_lesson').selectAll(), c).execute()),
    inChunks(studentIds, (c) => where(db.selectFrom('student_standard').selectAll(), c).execute()),
    inChunks(studentIds, (c) => where(db.selectFrom('student_lesson_group').selectAll(), c).execute()),
    inChunks(studentIds, (c) => {
      const q = where(db.selectFrom('student_day').selectAll(), c);
      return (daysFrom === null ? q : q.where('local_date', '>=', daysFrom)).execute();
    }),
  ]);
  for (const row of learning) states.get(row.student_id)!.learning = row;
  for (const row of lessons)
    states.get(row.student_id)!.lessons.set(row.lesson_slot_id, row as StudentLessonTable);
  for (const row of standards) states.get(row.student_id)!.standards.set(row.standard_id, row);
  for (const row of groups) states.get(row.student_id)!.groups.set(row.lesson_group_id, row);
  for (const row of days) states.get(row.student_id)!.days.set(row.local_date, row);
  return states;
}

/** Writes the changed rows of the given states and replaces their alerts. */
export async function saveStudentStates(
  db: DbOrTrx,
  engine: Engine,
  districtId: number,
  states: readonly StudentState[],
): Promise<void> {
  const pick = <K, V>(map: Map<K, V>, keys: Set<K>) => [...keys].map((k) => map.get(k)!);
  const learning = states.flatMap((s) => (s.learning ? [s.learning] : []));
  await upsertRows(db, engine, STUDENT_LEARNING, learning);
  await upsertRows(
    db,
    engine,
    STUDENT_DAY,
    states.flatMap((s) => pick(s.days, s.dirty.days)),
  );
  await upsertRows(
    db,
    engine,
    STUDENT_LESSON,
    states.flatMap((s) => pick(s.lessons, s.dirty.lessons)),
  );
  await upsertRows(
    db,
    engine,
    STUDENT_STANDARD,
    states.flatMap((s) => pick(s.standards, s.dirty.standards)),
  );
  await upsertRows(
    db,
    engine,
    STUDENT_LESSON_GROUP,
    states.flatMap((s) => pick(s.groups, s.dirty.groups)),
  );
  const ids = states.map((s) => s.studentId);
  await inChunks(ids, async (chunk) => {
    await db
      .deleteFrom('student_alerts')
      .where('district_id', '=', districtId)
      .where('student_id', 'in', chunk)
      .execute();
    return [];
  });
  await insertRows(
    db,
    engine,
    STUDENT_ALERTS,
    states.flatMap((s) => s.alerts),
  );
}
