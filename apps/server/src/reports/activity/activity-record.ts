/**
 * One raw event as the activity feed shows it (spec §3 "Activity record", §4): its name and badge, the lesson,
 * group and standards it is about, the completions and failures of its lesson as they stood at that event
 * (so an old event reads the same tomorrow), and the lesson time of at least a minute.
 */
import {
  completedInstanceOrdinal,
  EVENT_CODE_NAMES,
  EVENT_CODES,
  GROUP_COMPLETED_CODES,
  standardsShownFor,
  TOTAL_LESSON_TIME_MIN_MS,
  type ActivityBadge,
  type ActivityEvent,
  type EventCode,
} from '@dash/contracts';
import { getCatalogue } from '../../curriculum/catalogue.js';
import type { ActivityRow, GroupCountsRow } from './activity.repository.js';

/** What the page's other read adds: the struggling groups' counts; and the district's academic standard. */
export interface RecordContext {
  groupCounts: readonly GroupCountsRow[];
  academicStandard: string;
}

const pairKey = (studentId: number, id: number) => `${studentId}:${id}`;

/** Completions and failures of the event's lesson up to the event, as ingest counted them. */
function lessonCounts(row: ActivityRow) {
  if (row.lesson_slot_id === null) return null;
  return { completed: Number(row.lesson_plays ?? 0), failed: Number(row.lesson_fails ?? 0) };
}

/** Spec §4: a lesson needs attention when it failed more than once and this play failed; struggling events do. */
function needsAttentionOf(row: ActivityRow, failed: number | null): boolean {
  if (row.event_code === EVENT_CODES.LESSON_STRUGGLING || row.event_code === EVENT_CODES.GROUP_STRUGGLING)
    return true;
  return row.event_code === EVENT_CODES.LESSON_COMPLETED && row.lesson_passed === false && (failed ?? 0) > 1;
}

/** Spec §4 badge images: pause, alert, green check (passed), grey check (not passed). */
function badgeOf(row: ActivityRow, needsAttention: boolean): ActivityBadge | null {
  if (row.event_code === EVENT_CODES.LESSON_PAUSED) return 'pause';
  if (needsAttention) return 'alert';
  if (row.event_code !== EVENT_CODES.LESSON_COMPLETED) return null;
  return row.lesson_passed ? 'passed' : 'not_passed';
}

/** The standards an event is about: its own (701), its lesson's, or its group's lessons'. */
function standardIdsOf(row: ActivityRow, groupId: number | null): number[] {
  const catalogue = getCatalogue();
  if (row.standard_id !== null) return [row.standard_id];
  if (row.lesson_slot_id !== null) return catalogue.standardsOfSlot.get(row.lesson_slot_id) ?? [];
  if (groupId === null) return [];
  const slots = catalogue.slotsOfGroup.get(groupId) ?? [];
  return [...new Set(slots.flatMap((slot) => catalogue.standardsOfSlot.get(slot) ?? []))];
}

/**
 * The lesson a milestone letter names for a completed group the product sent without a trigger lesson: the
 * group's last lesson (the letter is about the group).
 */
function milestoneSlotOf(row: ActivityRow, groupId: number | null): number | null {
  if (!GROUP_COMPLETED_CODES.includes(row.event_code as EventCode) || groupId === null) return null;
  return getCatalogue().slotsOfGroup.get(groupId)?.at(-1) ?? null;
}

/** Builds the feed's events of a page, in the page's order. */
export function activityEventsOf(rows: readonly ActivityRow[], context: RecordContext): ActivityEvent[] {
  const catalogue = getCatalogue();
  const countsOf = new Map(context.groupCounts.map((g) => [pairKey(g.student_id, g.lesson_group_id), g]));
  const shown = standardsShownFor(context.academicStandard);

  return rows.map((row) => {
    const slot = row.lesson_slot_id === null ? undefined : catalogue.slotById.get(row.lesson_slot_id);
    const groupId = row.lesson_group_id ?? slot?.lesson_group_id ?? null;
    const group = groupId === null ? undefined : catalogue.groupById.get(groupId);
    const counts = lessonCounts(row);
    const needsAttention = needsAttentionOf(row, counts?.failed ?? null);
    const struggling =
      row.event_code === EVENT_CODES.GROUP_STRUGGLING && groupId !== null
        ? countsOf.get(pairKey(row.student_id, groupId))
        : undefined;
    const standards = standardIdsOf(row, groupId)
      .map((id) => catalogue.standardById.get(id)!)
      .slice(0, shown)
      .map((s) => ({ code: s.code, name: s.name, short_description: s.short_description }));
    const isPlay =
      row.event_code === EVENT_CODES.LESSON_COMPLETED || row.event_code === EVENT_CODES.LESSON_PAUSED;
    return {
      id: row.uid,
      uid: row.uid,
      student_id: row.student_id,
      first_name: row.first_name,
      last_name: row.last_name,
      timestamp: row.occurred_at,
      event_code: row.event_code,
      event_code_name: EVENT_CODE_NAMES[row.event_code as EventCode] ?? String(row.event_code),
      badge: badgeOf(row, needsAttention),
      lesson_slot_id: row.lesson_slot_id,
      lesson_slot_name: slot?.name ?? null,
      localized_lesson_name: slot?.name ?? null,
      lesson_group_id: groupId,
      lesson_group_name: group?.name ?? null,
      demo_lesson_name: group?.demo_lesson_name ?? null,
      lessons_in_group_count: group?.lessons_count ?? null,
      lesson_passed: row.lesson_passed,
      lesson_completed_instance_count: counts ? completedInstanceOrdinal(counts.completed) : null,
      lesson_failed_count: counts?.failed ?? null,
      needs_attention: needsAttention,
      struggling_group_failed_lessons_count: struggling?.failed_lessons_count ?? null,
      struggling_group_tested_lessons_count: struggling?.tested_lessons_count ?? null,
      standards,
      dbl_standard:
        context.academicStandard === 'dbl' && standards[0]
          ? { name: standards[0].name, short_description: standards[0].short_description }
          : null,
      total_lesson_time: isPlay ? Math.max(row.time_spent_ms, TOTAL_LESSON_TIME_MIN_MS) : null,
      assignment_id: row.assignment_id,
      lesson_goal_id: row.lesson_goal_id,
      milestone_trigger_lesson_slot_id: row.milestone_trigger_lesson_slot_id ?? milestoneSlotOf(row, groupId),
      label: row.label,
      lessonComplete: row.event_code === EVENT_CODES.LESSON_COMPLETED && row.lesson_passed === true,
      groupComplete: GROUP_COMPLETED_CODES.includes(row.event_code as EventCode),
    };
  });
}
