/** The checks of one activity record (spec §3, §4) beyond its schema: the catalogue's ids and the clock. */
import {
  EVENT_EARLIEST_MS,
  EVENT_FUTURE_TOLERANCE_MS,
  GROUP_EVENT_CODES,
  type ActivityRecord,
} from '@dash/contracts';
import { getCatalogue } from '../curriculum/catalogue.js';

/** A schema's first issues with a record, as one reason. */
export function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((issue) =>
      issue.path.length ? `${issue.path.map(String).join('.')} ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** Checks a parsed record against the catalogue and the clock; returns a reason, or null when fine. */
export function checkRecord(record: ActivityRecord, now: number): string | null {
  const catalogue = getCatalogue();
  if (record.timestamp < EVENT_EARLIEST_MS) return 'timestamp is before 2000-01-01; send epoch milliseconds';
  if (record.timestamp > now + EVENT_FUTURE_TOLERANCE_MS) return 'timestamp is more than a day in the future';
  const slot = record.lesson_slot_id != null ? catalogue.slotById.get(record.lesson_slot_id) : undefined;
  if (record.lesson_slot_id != null && !slot)
    return `lesson_slot_id ${record.lesson_slot_id} is not a lesson slot of the catalogue`;
  if (record.lesson_group_id != null && !catalogue.groupById.has(record.lesson_group_id)) {
    return `lesson_group_id ${record.lesson_group_id} is not a lesson group of the catalogue`;
  }
  if (
    slot &&
    record.lesson_group_id != null &&
    (GROUP_EVENT_CODES as readonly number[]).includes(record.event_code) &&
    slot.lesson_group_id !== record.lesson_group_id
  ) {
    return `lesson_slot_id ${slot.lesson_slot_id} is not in lesson group ${record.lesson_group_id}`;
  }
  if (record.standard_id != null && !catalogue.standardById.has(record.standard_id))
    return `standard_id ${record.standard_id} is not a standard of the catalogue`;
  for (const code of record.standards ?? [])
    if (!catalogue.standardByCode.has(code)) return `standard "${code}" is not a standard of the catalogue`;
  return null;
}
