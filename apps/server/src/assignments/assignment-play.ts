/**
 * Play on assignments as derived state (DESIGN: kept at ingest, covered by the rebuild check): per assignment and
 * student, the lessons passed, the time played, whether a lesson was struggled with, and the last play. Events
 * carry the assignment's id; an event for an assignment or student the district does not hold changes nothing.
 */
import { EVENT_CODES } from '@dash/contracts';
import type { DbOrTrx } from '../db/database.js';
import type { EventTable } from '../learning/learning.table.js';
import {
  addPlayToStudentAssignments,
  playOnAssignments,
  spotChecksOfDistrict,
  storedPlayOfDistrict,
} from './assignment-play.repository.js';

export interface AssignmentPlay {
  lessons_passed: number;
  time_spent_ms: number;
  struggling: boolean;
  last_activity_at: number | null;
}

const NO_PLAY: AssignmentPlay = {
  lessons_passed: 0,
  time_spent_ms: 0,
  struggling: false,
  last_activity_at: null,
};

type PlayEvent = Pick<
  EventTable,
  'assignment_id' | 'student_id' | 'event_code' | 'lesson_passed' | 'time_spent_ms' | 'occurred_at'
>;

/** The play in these events, per "assignmentId:studentId". */
export function playOf(events: readonly PlayEvent[]): Map<string, AssignmentPlay> {
  const play = new Map<string, AssignmentPlay>();
  for (const event of events) {
    if (event.assignment_id === null) continue;
    const key = `${event.assignment_id}:${event.student_id}`;
    const sum = play.get(key) ?? { ...NO_PLAY };
    if (event.event_code === EVENT_CODES.LESSON_COMPLETED && event.lesson_passed) sum.lessons_passed++;
    if (event.event_code === EVENT_CODES.LESSON_STRUGGLING) sum.struggling = true;
    sum.time_spent_ms += event.time_spent_ms;
    sum.last_activity_at = Math.max(sum.last_activity_at ?? 0, event.occurred_at);
    play.set(key, sum);
  }
  return play;
}

/**
 * Adds the play of newly stored events to their students' assignment rows (inside the ingest transaction), in
 * one statement for the batch rather than one per assignment and student.
 */
export async function applyAssignmentPlay(trx: DbOrTrx, districtId: number, fresh: readonly PlayEvent[]) {
  const plays = [...playOf(fresh)].map(([key, play]) => {
    const [assignmentId, studentId] = key.split(':').map(Number) as [number, number];
    return { assignment_id: assignmentId, student_id: studentId, ...play };
  });
  if (plays.length > 0) await addPlayToStudentAssignments(trx, districtId, plays);
}

/**
 * A student's status on an assignment as the play implies it: a spot check whose lessons are passed is COMPLETE;
 * a student removed from it stays REMOVED (a write, not play).
 */
export function statusFromPlay(
  stored: string | null,
  lessonsAssigned: number | undefined,
  lessonsPassed: number,
) {
  if (stored === 'REMOVED') return stored;
  return lessonsAssigned !== undefined && lessonsPassed >= lessonsAssigned ? 'COMPLETE' : null;
}

type PlayWithStatus = AssignmentPlay & { student_status: string | null };

export interface PlayDifference {
  key: string;
  stored: PlayWithStatus | null;
  rebuilt: PlayWithStatus | null;
}

/** Compares every student's assignment row with the play recomputed from the district's events. */
export async function checkAssignmentPlay(db: DbOrTrx, districtId: number): Promise<PlayDifference[]> {
  const stored = await storedPlayOfDistrict(db, districtId);
  const spotLessons = await spotChecksOfDistrict(db, districtId);
  const rebuilt = new Map(
    (await playOnAssignments(db, districtId)).map((row) => [`${row.assignment_id}:${row.student_id}`, row]),
  );
  const differences: PlayDifference[] = [];
  for (const [key, kept] of stored) {
    const play = rebuilt.get(key) ?? NO_PLAY;
    const assigned = spotLessons.get(Number(key.split(':')[0]));
    const replayed = {
      ...play,
      student_status: statusFromPlay(kept.student_status, assigned, play.lessons_passed),
    };
    const fields = [
      'lessons_passed',
      'time_spent_ms',
      'struggling',
      'last_activity_at',
      'student_status',
    ] as const;
    if (fields.some((field) => kept[field] !== replayed[field]))
      differences.push({ key, stored: kept, rebuilt: replayed });
  }
  return differences;
}
