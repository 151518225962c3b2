/**
 * The concept map's state (spec §2 "Concept map", §9 window of 14 days): for each lesson group of a grade that
 * the classroom's students (or the student) played in the window, who played it and where each one stands.
 */
import {
  addDays,
  CONCEPT_MAP_DAYS,
  localDay,
  type ConceptGroupState,
  type ConceptMapResponse,
  type ConceptStudent,
} from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { badRequest } from '../../http/app-error.js';
import { ReadCache } from '../../db/read-cache.js';
import { localClockOf } from '../../learning/local-time.js';
import { groupIdsOfLevel, levelOfGrade } from './concept-groups.js';
import type { LessonGroupStateRow, StudentOwners } from '../shared/lesson-group-states.js';
import { findConceptStates, ownerGrade } from './concepts.repository.js';

/**
 * The grade of a classroom or student, reused for a few seconds: dropped by any write of this process to
 * classrooms or students (db/read-cache.ts).
 */
const ownerGrades = new ReadCache<number>({
  tables: ['classrooms', 'students'],
  ttlMs: 5_000,
  maxEntries: 10_000,
});

/** No time zone is more than 14 hours ahead of UTC: the earliest instant a local day can start at. */
const MAX_ZONE_AHEAD_MS = 14 * 3_600_000;

function studentOf(row: LessonGroupStateRow): ConceptStudent {
  return {
    id: row.student_id,
    first_name: row.first_name,
    last_name: row.last_name,
    status: row.status as ConceptStudent['status'],
    needs_attention: row.needs_attention,
    lessons_passed: row.lessons_passed,
    lessons_in_group_count: row.lessons_in_group_count,
  };
}

export async function conceptMap(
  db: DbOrTrx,
  actor: Actor,
  owners: StudentOwners,
  query: { level_id?: number | undefined },
  now = Date.now(),
): Promise<ConceptMapResponse> {
  const levelId =
    query.level_id ??
    levelOfGrade(
      await ownerGrades.getOrLoad(db, `${actor.districtId}:${JSON.stringify(owners)}`, () =>
        ownerGrade(db, actor.districtId, owners),
      ),
    );
  const groupIds = levelId === null ? [] : groupIdsOfLevel(levelId);
  if (query.level_id !== undefined && groupIds.length === 0)
    throw badRequest(`The curriculum has no grade level with the id ${query.level_id}.`, [
      { path: 'level_id', message: 'no such grade level' },
    ]);
  const zone = actor.district.timeZone;
  const to = localDay(now, zone);
  const from = addDays(to, 1 - CONCEPT_MAP_DAYS);
  const since = Date.parse(`${from}T00:00:00Z`) - MAX_ZONE_AHEAD_MS;
  const clock = localClockOf(zone);
  const rows = (await findConceptStates(db, actor.districtId, owners, groupIds, since)).filter(
    (row) => clock.dateOf(row.last_activity_at) >= from,
  );
  const byGroup = new Map<number, ConceptStudent[]>();
  for (const row of rows) {
    const students = byGroup.get(row.lesson_group_id) ?? [];
    students.push(studentOf(row));
    byGroup.set(row.lesson_group_id, students);
  }
  const lessonGroups: ConceptGroupState[] = groupIds
    .filter((id) => byGroup.has(id))
    .map((id) => ({ id, students_count: byGroup.get(id)!.length, students: byGroup.get(id)! }));
  return {
    data: { level_id: levelId ?? 0, lesson_groups: lessonGroups },
    report_dates: { from_date: from, to_date: to },
  };
}
