/** The only SQL of the activity feed: a page of events with its lessons' plays, and struggling groups' counts. */
import { EVENT_CODES } from '@dash/contracts';
import type { DbOrTrx } from '../../db/database.js';
import { placeOf } from '../../db/write-counts.js';
import { cachedRowCopies } from '../shared/report-cache.js';
import type { EventTable } from '../../learning/learning.table.js';
import type { StudentOwners } from '../shared/lesson-group-states.js';

/** One raw event, with its lesson's plays up to it (counted at ingest). */
export type ActivityEventRow = Omit<EventTable, 'district_id' | 'local_date' | 'received_at'>;

/** A student's name, as the feed shows it. */
export interface StudentName {
  first_name: string;
  last_name: string;
}

/** One raw event and its student's name. */
export type ActivityRow = ActivityEventRow & StudentName;

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
  owners: StudentOwners;
  /** The owners' students when already known (their names are kept): read by id, without the enrollments. */
  studentIds?: readonly number[];
  days: ActivityDays;
  after: PageCursor | null;
  limit: number;
  /** Only these event codes (engagement achievements); all codes but placement when absent. */
  codes?: readonly number[];
}

/**
 * A page of events newest first (ties by uid descending), each after the cursor; an event about a lesson
 * carries the completed plays of that lesson up to it and how many failed (stored at ingest, so the counts read
 * as they stood at each event without counting earlier plays here). Names are read apart (findOwnerNames). The
 * rows are reused like report rows (shared/report-cache.ts) until a write of the district changes them.
 */
export async function findActivityPage(
  db: DbOrTrx,
  districtId: number,
  page: PageRequest,
): Promise<ActivityEventRow[]> {
  const { owners, studentIds, days, after, limit, codes } = page;
  if (studentIds?.length === 0) return [];
  let query = db
    .selectFrom('events as ev')
    .select([
      'ev.uid',
      'ev.student_id',
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
      'ev.lesson_plays',
      'ev.lesson_fails',
    ])
    .where('ev.district_id', '=', districtId)
    .where('ev.local_date', '<', days.before);
  if (days.from !== null) query = query.where('ev.local_date', '>=', days.from);
  query = studentIds
    ? query.where('ev.student_id', 'in', [...studentIds])
    : 'classroomId' in owners
      ? query.where('ev.student_id', 'in', (eb) =>
          eb
            .selectFrom('enrollments as e')
            .select('e.student_id')
            .where('e.district_id', '=', districtId)
            .where('e.classroom_id', '=', owners.classroomId),
        )
      : query.where('ev.student_id', '=', owners.studentId);
  // A placement (800) credits a lesson without a play: it has no row in the feed.
  query = codes
    ? query.where('ev.event_code', 'in', [...codes])
    : query.where('ev.event_code', '<>', EVENT_CODES.PLACEMENT);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('ev.occurred_at', '<', after.at),
        eb.and([eb('ev.occurred_at', '=', after.at), eb('ev.uid', '<', after.uid)]),
      ]),
    );
  const ordered = query.orderBy('ev.occurred_at', 'desc').orderBy('ev.uid', 'desc').limit(limit);
  return cachedRowCopies(
    db,
    districtId,
    `activity ${JSON.stringify(page)}`,
    () => ordered.compile(),
    placeOf(owners),
  );
}

/** The names of a classroom's students, or of one student, by student id. */
export async function findOwnerNames(
  db: DbOrTrx,
  districtId: number,
  owners: StudentOwners,
): Promise<Map<number, StudentName>> {
  const query = db
    .selectFrom('students as st')
    .select(['st.student_id', 'st.first_name', 'st.last_name'])
    .where('st.district_id', '=', districtId);
  const rows = await (
    'classroomId' in owners
      ? query.where('st.student_id', 'in', (eb) =>
          eb
            .selectFrom('enrollments as e')
            .select('e.student_id')
            .where('e.district_id', '=', districtId)
            .where('e.classroom_id', '=', owners.classroomId),
        )
      : query.where('st.student_id', '=', owners.studentId)
  ).execute();
  return new Map(rows.map(({ student_id, ...name }) => [student_id, name]));
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
