/** The only SQL of the activity feed: a page of events with its lessons' plays, and struggling groups' counts. */
import { EVENT_CODES } from '@dash/contracts';
import type { DbOrTrx } from '../../db/database.js';
import type { EventTable } from '../../learning/learning.table.js';
import { sameTenant } from '../../db/tenant-join.js';
import type { StudentOwners } from '../shared/lesson-group-states.js';

/** One raw event with its student's name. */
export type ActivityRow = Omit<EventTable, 'district_id' | 'local_date' | 'received_at'> & {
  first_name: string;
  last_name: string;
  /** Completed plays of the event's lesson up to the event (none for an event about no lesson). */
  completed_count: number | null;
  failed_count: number | null;
};

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
  days: ActivityDays;
  after: PageCursor | null;
  limit: number;
  /** Only these event codes (engagement achievements); all codes but placement when absent. */
  codes?: readonly number[];
}

/**
 * A page of events newest first (ties by uid descending), each after the cursor, with its student's name and,
 * for an event about a lesson, the completed plays (110) of that lesson up to the event and how many failed:
 * one statement, so the counts read as they stood at each event.
 */
export function findActivityPage(db: DbOrTrx, districtId: number, page: PageRequest): Promise<ActivityRow[]> {
  const { owners, days, after, limit, codes } = page;
  return db
    .with('page', (qb) => {
      let query = qb
        .selectFrom('events as ev')
        .select([
          'ev.district_id',
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
        ])
        .where('ev.district_id', '=', districtId)
        .where('ev.local_date', '<', days.before);
      if (days.from !== null) query = query.where('ev.local_date', '>=', days.from);
      query =
        'classroomId' in owners
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
      return query.orderBy('ev.occurred_at', 'desc').orderBy('ev.uid', 'desc').limit(limit);
    })
    .with('plays', (qb) =>
      qb
        .selectFrom('page as p')
        .innerJoin('events as h', (join) =>
          sameTenant(
            'h.student_id',
            'p.student_id',
          )(join)
            .onRef('h.lesson_slot_id', '=', 'p.lesson_slot_id')
            .on('h.event_code', '=', EVENT_CODES.LESSON_COMPLETED),
        )
        // Up to the event's instant: a student completes one lesson at most once a millisecond, and leaving the
        // uid out of the comparison keeps the scan of the plays to numbers.
        .whereRef('h.occurred_at', '<=', 'p.occurred_at')
        .select((eb) => [
          'p.uid',
          eb.fn.countAll<number>().as('completed_count'),
          eb.fn.countAll<number>().filterWhere('h.lesson_passed', '=', false).as('failed_count'),
        ])
        .groupBy('p.uid'),
    )
    .selectFrom('page as p')
    .innerJoin('students as st', sameTenant('st.student_id', 'p.student_id'))
    .leftJoin('plays as c', 'c.uid', 'p.uid')
    .selectAll('p')
    .select(['st.first_name', 'st.last_name', 'c.completed_count', 'c.failed_count'])
    .orderBy('p.occurred_at', 'desc')
    .orderBy('p.uid', 'desc')
    .execute() as Promise<ActivityRow[]>;
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
