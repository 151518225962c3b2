/**
 * The lesson groups a classroom's or a student's students played in a period (spec §3 "Lesson group", §7
 * …/activity/lessongroup; default the concept map's 14 days): each group's record and its students' state.
 */
import { LESSON_GROUP_ACTIVITY_DEFAULT_TIMEFRAME, type LessonGroupActivityResponse } from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import { getCatalogue } from '../../curriculum/catalogue.js';
import type { DbOrTrx } from '../../db/database.js';
import { resolveTimeframe, type TimeframeParams } from '../shared/report-envelope.js';
import type { LessonGroupStateRow, StudentOwners } from '../shared/lesson-group-states.js';
import { findLessonGroupStates } from './lesson-group-activity.repository.js';

/** A lesson group as spec §3 names its fields; guardians get no PD link (spec §6). */
export function lessonGroupRecord(groupId: number, actor: Actor) {
  const group = getCatalogue().groupById.get(groupId)!;
  return {
    id: group.lesson_group_id,
    name: group.name,
    short_description: group.short_description,
    sd: group.short_description,
    ld: group.long_description,
    tl: group.topic_letter,
    demo: group.demo_lesson_name,
    pdLink: actor.role === 'guardian' ? null : group.pd_link,
  };
}

export async function lessonGroupActivity(
  db: DbOrTrx,
  actor: Actor,
  owners: StudentOwners,
  query: TimeframeParams,
  now = Date.now(),
): Promise<LessonGroupActivityResponse> {
  const period = resolveTimeframe(
    query,
    actor.district.timeZone,
    LESSON_GROUP_ACTIVITY_DEFAULT_TIMEFRAME,
    now,
  );
  const rows = await findLessonGroupStates(db, actor.districtId, owners, period);
  const groups = new Map<number, LessonGroupStateRow[]>();
  for (const row of rows) groups.set(row.lesson_group_id, [...(groups.get(row.lesson_group_id) ?? []), row]);
  const ordinal = (id: number) => getCatalogue().groupById.get(id)!.ordinal;
  return {
    data: [...groups.entries()]
      .sort(([a], [b]) => ordinal(a) - ordinal(b) || a - b)
      .map(([groupId, students]) => ({
        ...lessonGroupRecord(groupId, actor),
        students_count: students.length,
        students: students.map((s) => ({
          id: s.student_id,
          first_name: s.first_name,
          last_name: s.last_name,
          status: s.status,
          needs_attention: s.needs_attention,
          lessons_passed: s.lessons_passed,
          lessons_in_group_count: s.lessons_in_group_count,
        })),
      })),
    report_dates: { from_date: period.from, to_date: period.to },
    links: { next_page: null },
    errors: [],
  };
}
