/**
 * The lesson slots that show what a student at each proficiency plays on a focus (spec §3 Proficiency slots,
 * GET /m/assignments/proficiency_slots). A focus's lessons run in curriculum order, each standard's from early
 * sense making to fluency (curriculum/lesson-plan.ts): a student who has not started plays the first lesson, one
 * under way a lesson halfway through, and a proficient student the last one.
 */
import type { FocusType, ProficiencySlots } from '@dash/contracts';
import { getCatalogue } from '../curriculum/catalogue.js';
import { standardIdsOfFocus } from './focus.js';

/**
 * The focus's lessons in curriculum order: the lessons whose main standard is in the focus. A sub-standard
 * (1.NBT.B.2a) has no lessons of its own and is taught by its parent standard's.
 */
export function lessonSlotsOfFocus(focusType: FocusType, focusId: number): number[] {
  const catalogue = getCatalogue();
  const standards = new Set(
    standardIdsOfFocus(focusType, focusId).map(
      (id) => catalogue.standardById.get(id)!.parent_standard_id ?? id,
    ),
  );
  return catalogue.lessonSlots
    .filter((slot) => standards.has(slot.standard_id))
    .map((slot) => slot.lesson_slot_id)
    .sort((a, b) => a - b);
}

/** First, middle (the later of two for an even count) and last lesson of the focus; null for an unknown focus. */
export function proficiencySlotsOf(focusType: FocusType, focusId: number): ProficiencySlots | null {
  const slots = lessonSlotsOfFocus(focusType, focusId);
  if (slots.length === 0) return null;
  return {
    not_started_lesson_slot_id: slots[0]!,
    in_progress_lesson_slot_id: slots[Math.floor(slots.length / 2)]!,
    proficient_lesson_slot_id: slots[slots.length - 1]!,
  };
}
