/** The only SQL of the activity feed: a page of raw events, and the plays of the lessons a page names. */
import { EVENT_CODES } from '@dash/contracts';
import type { DbOrTrx } from '../../db/database.js';
import { sameTenant } from '../../db/tenant-join.js';

/** Whose activity: the students enrolled in a classroom, or one student. */
export type ActivityOwners = { classroomId: number } | { studentId: number };

/** One raw event with its student's name. */
export interface ActivityRow {
  uid: string;
  student_id: number;
  first_name: string;
  last_name: string;
  event_code: number;
  occurred_at: number;
  lesson_slot_id: number | null;
  lesson_group_id: number | null;
  standard_id: number | null;
  lesson_passed: boolean | null;
  time_spent_ms: number;
  assignment_id: number | null;
  lesson_goal_id: number | null;
  milestone_trigger_lesson_slot_id: number | null;
  label: string | null;
}

/** Local days read: from (none: from the first event) up to, not including, `before`. */
export interface ActivityDays {
  from: string | null;
  before: string;
}

/** The position after which a page starts: the last event read (newest first, then uid descending). */
export interface PageCursor {
  at: number;
  uid: string;
}

export interface PageRequest {
  owners: ActivityOwners;
  days: ActivityDays;
  after: PageCursor | null;
  limit: number;
  /** Only these event codes (engagement achievements); all codes when absent. */
  codes?: readonly number[];
}

/** A page of events newest first (ties by uid descending), each after the cursor. */
export function findActivityPage(db: DbOrTrx, districtId: number, page: PageRequest): Promise<ActivityRow[]> {
  const { owners, days, after, limit, codes } = page;
  let query = db
    .selectFrom('events as ev')
    .innerJoin('students as st', sameTenant('st.student_id', 'ev.student_id'))
    .select([
      'ev.uid',
      'ev.student_id',
      'st.first_name',
      'st.last_name',
      'ev.event_code',
      'ev.occurred_at',
      'ev.lesson_slot_id',
      'ev.lesson_group_id',
      'ev.standard_id',
      'ev.lesson_passed',
      'ev.time_spent_ms',
      'ev.assignment_id',
      'ev.lesson_goal_id',
      'ev.milestone_trigger_lesson_slot_id',
      'ev.label',
    ])
    .where('ev.district_id', '=', districtId)
    .where('ev.local_date', '<', days.before);
  if (days.from !== null) query = query.where('ev.local_date', '>=', days.from);
  query =
    'classroomId' in owners
      ? query
          .innerJoin('enrollments as e', sameTenant('e.student_id', 'ev.student_id'))
          .where('e.classroom_id', '=', owners.classroomId)
      : query.where('ev.student_id', '=', owners.studentId);
  if (codes) query = query.where('ev.event_code', 'in', [...codes]);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('ev.occurred_at', '<', after.at),
        eb.and([eb('ev.occurred_at', '=', after.at), eb('ev.uid', '<', after.uid)]),
      ]),
    );
  return query.orderBy('ev.occurred_at', 'desc').orderBy('ev.uid', 'desc').limit(limit).execute();
}

/** One completed play of a lesson. */
export interface PlayRow {
  uid: string;
  student_id: number;
  lesson_slot_id: number;
  occurred_at: number;
  lesson_passed: boolean | null;
}

/**
 * Every completed play (110), up to `until`, of the students and lessons a page names: the page's counts of
 * completions and failures are read as they stood at each event.
 */
export async function findLessonPlays(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  slotIds: readonly number[],
  until: number,
): Promise<PlayRow[]> {
  if (studentIds.length === 0 || slotIds.length === 0) return [];
  const rows = await db
    .selectFrom('events')
    .select(['uid', 'student_id', 'lesson_slot_id', 'occurred_at', 'lesson_passed'])
    .where('district_id', '=', districtId)
    .where('student_id', 'in', [...studentIds])
    .where('lesson_slot_id', 'in', [...slotIds])
    .where('event_code', '=', EVENT_CODES.LESSON_COMPLETED)
    .where('occurred_at', '<=', until)
    .execute();
  return rows as PlayRow[];
}

/** A student's counts on a lesson group, for the events that say the student struggles on it. */
export interface GroupCountsRow {
  student_id: number;
  lesson_group_id: number;
  tested_lessons_count: number;
  failed_lessons_count: number;
}

export function findGroupCounts(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  groupIds: readonly number[],
): Promise<GroupCountsRow[]> {
  if (studentIds.length === 0 || groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('student_lesson_group')
    .select(['student_id', 'lesson_group_id', 'tested_lessons_count', 'failed_lessons_count'])
    .where('district_id', '=', districtId)
    .where('student_id', 'in', [...studentIds])
    .where('lesson_group_id', 'in', [...groupIds])
    .execute();
}
