import type { ActivityRecord } from '@dash/contracts';
import { getCatalogue } from '../../apps/server/src/curriculum/catalogue.js';
import { DEMO_INGEST_KEY } from '../../apps/server/src/ingest/ingest-key.js';

/** What the math product sends: records posted to ingest with the demo district's key; the HTTP status. */
export async function sendToIngest(baseUrl: string, records: readonly ActivityRecord[]): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_INGEST_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ events: records }),
  });
  return response.status;
}

/** The first lesson of a standard (by code) in the catalogue: its slot id and name. */
export function firstLessonOf(code: string) {
  const catalogue = getCatalogue();
  const slot = catalogue.slotsOfStandard.get(catalogue.standardByCode.get(code)!.standard_id)![0]!;
  return { code, slot, name: catalogue.slotById.get(slot)!.name };
}

/** A lesson the student completed and passed `agoMs` before now, as the math product reports it (code 110). */
export function passedLesson(
  studentId: number,
  slot: number,
  uid: string,
  { agoMs, minutes }: { agoMs: number; minutes: number },
): ActivityRecord {
  return {
    uid,
    student_id: studentId,
    event_code: 110,
    timestamp: Date.now() - agoMs,
    lesson_slot_id: slot,
    lesson_passed: true,
    total_lesson_time: minutes * 60_000,
  } as ActivityRecord;
}
