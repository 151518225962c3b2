/**
 * The checks of one activity record (spec §3, §4): its contract (`activityRecordSchema`), then the catalogue's ids and
 * the clock.
 */
import { Ajv } from 'ajv';
import { z } from 'zod';
import {
  activityRecordSchema,
  EVENT_EARLIEST_MS,
  EVENT_FUTURE_TOLERANCE_MS,
  GROUP_EVENT_CODES,
  recordRuleIssues,
  type ActivityRecord,
} from '@dash/contracts';
import { getCatalogue } from '../curriculum/catalogue.js';

/**
 * Whether a value keeps the contract's field checks, by its JSON Schema compiled with Ajv: 0.07–0.09 µs a record and
 * next to nothing allocated, where the schema's own parse took 1.7–2.0 µs and about 3 kB of copies and issue lists
 * (37% of what an import at preset m allocated). Every check of the schema's fields is in its JSON Schema (its rules
 * across fields, which are not, are `recordRuleIssues`); both count a string's length in code points, and patterns
 * are read without the `u` flag, as the schema reads them. `check-record.test.ts` holds the two equal.
 */
const keepsFieldChecks = new Ajv({ unicodeRegExp: false }).compile(
  z.toJSONSchema(activityRecordSchema, { io: 'input', target: 'draft-07' }),
);

/** Whether a value is a valid activity record by its contract, without copying it. */
export function keepsRecordContract(raw: unknown): raw is ActivityRecord {
  return keepsFieldChecks(raw) && recordRuleIssues(raw as ActivityRecord).length === 0;
}

/**
 * A record checked by its contract: the record itself when it keeps it, and otherwise the schema's reason. Only a
 * record that does not is parsed by the schema, for its issues.
 */
export function parseRecord(raw: unknown): { record: ActivityRecord } | { reason: string } {
  if (keepsRecordContract(raw)) return { record: raw };
  const parsed = activityRecordSchema.safeParse(raw);
  return parsed.success ? { record: parsed.data } : { reason: describeIssues(parsed.error) };
}

/** A schema's first issues with a record, as one reason. */
function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
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
