/**
 * Updates of one student's derived rows as the fold goes: a row is created (student-rows.ts) the first time
 * an event touches it, marked dirty whenever it changes, and the standard and lesson-group rows are
 * recomputed from the lesson rows of their slots by the rules of spec §4 (rules.ts).
 */
import { PROFICIENT_PERCENT } from '@dash/contracts';
import type {
  StudentDayTable,
  StudentLessonGroupTable,
  StudentLessonTable,
  StudentStandardTable,
} from './learning.table.js';
import { lessonGroupStatusOf, percentCompleteOf, proficiencyStatusOf } from './rules.js';
import type { Catalogue } from '../curriculum/catalogue.js';
import type { FoldContext, FoldEvent, FoldPoint, StudentState } from './student-state.js';
import { newDayRow, newLessonGroupRow, newLessonRow, newStandardRow } from './student-rows.js';

/** The key columns of the student's rows in the fold's district. */
export const ownerOf = (state: StudentState, ctx: FoldContext) => ({
  district_id: ctx.districtId,
  student_id: state.studentId,
});

function rowOf<K, V>(rows: Map<K, V>, key: K, create: () => V): V {
  let row = rows.get(key);
  if (row === undefined) {
    row = create();
    rows.set(key, row);
  }
  return row;
}

/** The student's row of a local day, marked changed. */
export function touchDay(state: StudentState, ctx: FoldContext, date: string): StudentDayTable {
  const day = rowOf(state.days, date, () => newDayRow(ownerOf(state, ctx), date));
  state.dirty.days.add(date);
  return day;
}

/** The student's row of a lesson slot, played at the fold's instant and marked changed. */
export function touchLesson(point: FoldPoint, slotId: number): StudentLessonTable {
  const { state, ctx, at } = point;
  const lesson = rowOf(state.lessons, slotId, () =>
    newLessonRow(ownerOf(state, ctx), ctx.catalogue.slotById.get(slotId)!, at),
  );
  lesson.last_played_at = at;
  state.dirty.lessons.add(slotId);
  return lesson;
}

/**
 * The student's row of a lesson slot a placement (800) credits, marked changed: a placement is not a play, so
 * a row it opens starts at its instant and it moves no play time (last_played_at stays).
 */
export function placedLesson(point: FoldPoint, slotId: number): StudentLessonTable {
  const { state, ctx, at } = point;
  const lesson = rowOf(state.lessons, slotId, () =>
    newLessonRow(ownerOf(state, ctx), ctx.catalogue.slotById.get(slotId)!, at),
  );
  state.dirty.lessons.add(slotId);
  return lesson;
}

/** The student's row of a lesson group (created if new, not yet marked changed: refreshGroup does that). */
export function lessonGroupRow({ state, ctx, at }: FoldPoint, groupId: number): StudentLessonGroupTable {
  return rowOf(state.groups, groupId, () => newLessonGroupRow(ownerOf(state, ctx), groupId, at));
}

/** How many slots there are and what the student's lesson rows of them add up to. */
function tallySlots(state: StudentState, slotIds: readonly number[] = []) {
  const tally = { slots: slotIds.length, passed: 0, tested: 0, failed: 0, needsHelp: false };
  for (const slotId of slotIds) {
    const lesson = state.lessons.get(slotId);
    if (!lesson) continue;
    if (lesson.passes > 0) tally.passed++;
    if (lesson.completions > 0) tally.tested++;
    if (lesson.fails > 0) tally.failed++;
    if (lesson.needs_attention || lesson.struggling) tally.needsHelp = true;
  }
  return tally;
}

/** Recomputes a standard from its slots; a standard-completed event (701) makes it complete for good. */
export function refreshStandard(
  point: FoldPoint,
  standardId: number,
  completedByEvent = false,
): StudentStandardTable {
  const { state, ctx, at, date } = point;
  const row = rowOf(state.standards, standardId, () =>
    newStandardRow(ownerOf(state, ctx), standardId, at, date, point.byPlacement),
  );
  const tally = tallySlots(state, ctx.catalogue.slotsOfStandard.get(standardId));
  row.slots_count = tally.slots;
  row.slots_passed = tally.passed;
  row.completed_by_event ||= completedByEvent;
  row.percent_complete = row.completed_by_event
    ? PROFICIENT_PERCENT
    : percentCompleteOf(tally.passed, tally.slots);
  row.needs_attention = row.percent_complete < PROFICIENT_PERCENT && tally.needsHelp;
  row.proficiency_status = proficiencyStatusOf(row.percent_complete, row.needs_attention);
  if (row.percent_complete >= PROFICIENT_PERCENT && row.proficient_at === null) {
    row.proficient_at = at;
    row.proficient_date = date;
    row.proficient_by_placement = point.byPlacement ?? false;
    // Growth of the day (reports/shared/standards-growth.ts `grewIn`): made proficient by play.
    if (!row.proficient_by_placement) touchDay(state, ctx, date).standards_grown++;
  }
  row.last_activity_at = at;
  state.dirty.standards.add(standardId);
  return row;
}

/**
 * Recomputes a lesson group from its slots and its group events: it needs attention while not completed
 * and a lesson needs help or a group-struggling event (600) stands, since the moment that began.
 */
export function refreshGroup(point: FoldPoint, groupId: number): StudentLessonGroupTable {
  const { state, ctx, at } = point;
  const group = lessonGroupRow(point, groupId);
  const tally = tallySlots(state, ctx.catalogue.slotsOfGroup.get(groupId));
  group.lessons_in_group_count = tally.slots;
  group.lessons_passed = tally.passed;
  group.tested_lessons_count = tally.tested;
  group.failed_lessons_count = tally.failed;
  const needsAttention =
    group.completed_at === null && (tally.needsHelp || group.struggling_event_at !== null);
  if (needsAttention && group.needs_attention_since === null) group.needs_attention_since = at;
  if (!needsAttention) group.needs_attention_since = null;
  group.needs_attention = needsAttention;
  group.status = lessonGroupStatusOf({
    completedAt: group.completed_at,
    testedLessons: tally.tested,
    inProgressEventAt: group.in_progress_event_at,
    needsAttention,
  });
  group.last_activity_at = at;
  state.dirty.groups.add(groupId);
  return group;
}

/** Recomputes the standards and the lesson group a lesson slot belongs to. */
export function refreshSlotDependents(point: FoldPoint, slotId: number): void {
  const { catalogue } = point.ctx;
  for (const standardId of catalogue.standardsOfSlot.get(slotId) ?? []) refreshStandard(point, standardId);
  refreshGroup(point, catalogue.slotById.get(slotId)!.lesson_group_id);
}

/**
 * Recomputes the standards and lesson groups that a standard's slots count in, each once (the catalogue lists them):
 * what crediting all of its slots at one instant changes.
 */
export function refreshDependentsOfStandard(point: FoldPoint, standardId: number): void {
  const dependents = point.ctx.catalogue.dependentsOfStandard.get(standardId);
  if (dependents === undefined) return;
  for (const id of dependents.standards) refreshStandard(point, id);
  for (const id of dependents.groups) refreshGroup(point, id);
}

/** The keys of a student's stored rows that folding some events may read or write (`foldKeysOf`). */
export interface FoldKeys {
  /** Lesson slots: the slots the events name and, for each, the slots `refreshSlotDependents` tallies. */
  slots: Set<number>;
  /** Standards: those `refreshSlotDependents` refreshes for a named slot, and any an event names. */
  standards: Set<number>;
}

/**
 * The lesson slots and standards whose rows folding `events` may read or write: the slots an event names (its
 * slot, every slot of its standard or of its lesson group) with, for each, the slots `refreshSlotDependents`
 * tallies (those of its standards and of its group) and the standards it refreshes, and every standard an event
 * names. A state loaded with only these rows (and the struggling lessons, groups and days the alerts read) folds
 * the events as the whole state would; the rebuild check's property test holds the two equal.
 */
export function foldKeysOf(catalogue: Catalogue, events: readonly FoldEvent[]): FoldKeys {
  const named = new Set<number>();
  const standards = new Set<number>();
  const add = (slotIds: readonly number[] | undefined) => {
    for (const slotId of slotIds ?? []) named.add(slotId);
  };
  for (const event of events) {
    if (event.lesson_slot_id !== null) named.add(event.lesson_slot_id);
    if (event.standard_id !== null) {
      standards.add(event.standard_id);
      add(catalogue.slotsOfStandard.get(event.standard_id));
    }
    if (event.lesson_group_id !== null) add(catalogue.slotsOfGroup.get(event.lesson_group_id));
  }
  const slots = new Set(named);
  for (const slotId of named) {
    for (const standardId of catalogue.standardsOfSlot.get(slotId) ?? []) {
      standards.add(standardId);
      for (const id of catalogue.slotsOfStandard.get(standardId) ?? []) slots.add(id);
    }
    const groupId = catalogue.slotById.get(slotId)?.lesson_group_id;
    if (groupId !== undefined) for (const id of catalogue.slotsOfGroup.get(groupId) ?? []) slots.add(id);
  }
  return { slots, standards };
}
