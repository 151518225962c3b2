/**
 * The rebuild check: replays every student's raw events into fresh derived state and compares it, row by
 * row, with what ingest maintained (the derived rows, and each event's lesson plays so far). Any difference means the incremental path and the fold disagree.
 */
import { checkAssignmentPlay } from '../assignments/assignment-play.js';
import type { DbOrTrx, Engine } from '../db/database.js';
import { findEventsByStudent, findStudentsWithEvents, rewriteEvents } from './learning.repository.js';
import type { EventTable } from './learning.table.js';
import { countsOf, foldStudent } from './fold-students.js';
import { foldContextFor } from './learning.service.js';
import { splitLessons } from './placed-lessons.js';
import { standardStartOf } from './student-rows.js';
import type { StudentState } from './student-state.js';
import { findStoredRows, loadStudentStates, saveStudentStates } from './student-state.repository.js';
import { rebuildSchoolSums } from './school-sums.js';
import { schoolSumsBuilt } from './school-sums-keep.js';

export interface DerivedDifference {
  table: string;
  studentId: number;
  key: string;
  stored: unknown;
  rebuilt: unknown;
}

export interface RebuildReport {
  students: number;
  events: number;
  rowsCompared: number;
  differences: DerivedDifference[];
  /** Differences beyond the first `maxDifferences` are counted here. */
  moreDifferences: number;
}

const STUDENTS_PER_PASS = 500;
/** Differences listed in a report unless the caller asks for another number. */
const DEFAULT_MAX_DIFFERENCES = 50;

const normalise = (row: object | undefined) =>
  row === undefined
    ? undefined
    : JSON.stringify(
        Object.fromEntries(
          Object.entries(row)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v]),
        ),
      );

/** Rows by student, then by the string of one key column. */
function byStudentAndKey<Row extends { student_id: number }>(rows: readonly Row[], key: keyof Row) {
  const out = new Map<number, Map<string, object>>();
  for (const row of rows) {
    const ofStudent = out.get(row.student_id) ?? new Map<string, object>();
    out.set(row.student_id, ofStudent.set(String(row[key]), row));
  }
  return out;
}

/** Compares every derived row of a district with a replay of its events; optionally writes the replay back. */
export async function checkDerivedState(
  db: DbOrTrx,
  engine: Engine,
  districtId: number,
  options: { repair?: boolean; maxDifferences?: number } = {},
): Promise<RebuildReport> {
  const district = await db
    .selectFrom('districts')
    .select(['district_id', 'time_zone'])
    .where('district_id', '=', districtId)
    .executeTakeFirstOrThrow();
  const ctx = foldContextFor({ districtId, timeZone: district.time_zone });
  const maxDifferences = options.maxDifferences ?? DEFAULT_MAX_DIFFERENCES;
  const report: RebuildReport = {
    students: 0,
    events: 0,
    rowsCompared: 0,
    differences: [],
    moreDifferences: 0,
  };
  const studentIds = await findStudentsWithEvents(db, districtId);
  const storedAlerts = await db
    .selectFrom('student_alerts')
    .selectAll()
    .where('district_id', '=', districtId)
    .execute();
  const alertsByStudent = new Map<number, typeof storedAlerts>();
  for (const alert of storedAlerts)
    alertsByStudent.set(alert.student_id, [...(alertsByStudent.get(alert.student_id) ?? []), alert]);

  for (let i = 0; i < studentIds.length; i += STUDENTS_PER_PASS) {
    const chunk = studentIds.slice(i, i + STUDENTS_PER_PASS);
    const byStudent = await findEventsByStudent(db, districtId, chunk);
    const stored = await loadStudentStates(db, districtId, chunk, { noLessons: true });
    const storedStarts = byStudentAndKey(
      await findStoredRows(db, 'student_standard_start', districtId, chunk),
      'standard_id',
    );
    const storedPlayed = byStudentAndKey(
      await findStoredRows(db, 'student_lesson', districtId, chunk),
      'lesson_slot_id',
    );
    const storedPlaced = byStudentAndKey(
      await findStoredRows(db, 'student_lesson_placed', districtId, chunk),
      'lesson_slot_id',
    );
    const rebuiltStates: StudentState[] = [];
    const rewrittenEvents: EventTable[] = [];
    for (const studentId of chunk) {
      const rebuilt = foldStudent(ctx, studentId, byStudent.get(studentId)!);
      rebuiltStates.push(rebuilt);
      const kept = stored.get(studentId)!;
      const compare = (table: string, storedRows: Map<string, object>, rebuiltRows: Map<string, object>) => {
        for (const key of new Set([...storedRows.keys(), ...rebuiltRows.keys()])) {
          report.rowsCompared++;
          const a = normalise(storedRows.get(key));
          const b = normalise(rebuiltRows.get(key));
          if (a === b) continue;
          if (report.differences.length >= maxDifferences) report.moreDifferences++;
          else
            report.differences.push({
              table,
              studentId,
              key,
              stored: storedRows.get(key) ?? null,
              rebuilt: rebuiltRows.get(key) ?? null,
            });
        }
      };
      const keyed = <V extends object>(map: Map<string | number, V>) =>
        new Map([...map].map(([k, v]) => [String(k), v as object]));
      compare(
        'student_learning',
        keyed(new Map(kept.learning ? [[0, kept.learning]] : [])),
        keyed(new Map(rebuilt.learning ? [[0, rebuilt.learning]] : [])),
      );
      compare('student_day', keyed(kept.days), keyed(rebuilt.days));
      // Each lesson row in the table its encoding belongs to (placed-lessons.ts), and in no other.
      const rebuiltLessons = splitLessons([...rebuilt.lessons.values()]);
      const bySlot = (rows: readonly { lesson_slot_id: number }[]) =>
        new Map(rows.map((row) => [String(row.lesson_slot_id), row as object]));
      compare('student_lesson', storedPlayed.get(studentId) ?? new Map(), bySlot(rebuiltLessons.played));
      compare(
        'student_lesson_placed',
        storedPlaced.get(studentId) ?? new Map(),
        bySlot(rebuiltLessons.placed),
      );
      compare('student_standard', keyed(kept.standards), keyed(rebuilt.standards));
      compare(
        'student_standard_start',
        storedStarts.get(studentId) ?? new Map(),
        new Map(
          [...rebuilt.standards.values()].flatMap((row) => {
            const start = standardStartOf(row);
            return start ? [[String(row.standard_id), start as object] as const] : [];
          }),
        ),
      );
      compare('student_lesson_group', keyed(kept.groups), keyed(rebuilt.groups));
      const events = byStudent.get(studentId)!;
      compare(
        'events',
        new Map(
          events
            .filter((e) => e.lesson_slot_id !== null || e.lesson_plays !== null)
            .map((e) => [e.uid, { lesson_plays: e.lesson_plays, lesson_fails: e.lesson_fails }]),
        ),
        new Map(
          [...rebuilt.lessonCounts].map(([uid, c]) => [
            uid,
            { lesson_plays: c.plays, lesson_fails: c.fails },
          ]),
        ),
      );
      if (options.repair)
        for (const event of events) {
          const counts = countsOf(rebuilt, event.uid);
          if (counts.lesson_plays !== event.lesson_plays || counts.lesson_fails !== event.lesson_fails)
            rewrittenEvents.push({ ...event, ...counts });
        }
      compare(
        'student_alerts',
        new Map((alertsByStudent.get(studentId) ?? []).map((a) => [a.alert_key, a as object])),
        new Map(rebuilt.alerts.map((a) => [a.alert_key, a as object])),
      );
    }
    report.students += chunk.length;
    for (const events of byStudent.values()) report.events += events.length;
    if (options.repair) {
      await saveStudentStates(db, engine, districtId, rebuiltStates);
      await rewriteEvents(db, engine, rewrittenEvents);
    }
  }
  for (const difference of await checkAssignmentPlay(db, districtId)) {
    report.rowsCompared++;
    if (report.differences.length >= maxDifferences) report.moreDifferences++;
    else
      report.differences.push({
        table: 'student_assignments',
        studentId: Number(difference.key.split(':')[1]),
        key: difference.key,
        stored: difference.stored,
        rebuilt: difference.rebuilt,
      });
  }
  // Repaired rows did not go through ingest: the per-school sums are summed whole again from them.
  if (options.repair && (await schoolSumsBuilt(db, districtId))) await rebuildSchoolSums(db, districtId);
  return report;
}
