/**
 * SQL of the proficiency table's growth fields (spec §3): per domain of an academic standard, its lesson slots
 * and one student's slots passed before, within and by the end of a window (student_lesson_passes.passed_at), and
 * those passed by placement (its passed_by_placement: migrations 009 and 025).
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';

/** One domain's lesson slots and what the student had passed of them. */
export interface DomainSlotCounts {
  domain_id: number;
  /** Lesson slots of the domain (a slot belongs to the domain of the standard it is a lesson of). */
  mo_count: number;
  /** Passed by placement before the window's end. */
  placed: number;
  /** Passed (play or placement) before the window's start. */
  passed_at_start: number;
  /** Passed (play or placement) before the window's end. */
  passed_at_end: number;
  /** First passed by play within the window. */
  played_in_window: number;
}

/**
 * Slot counts per domain for one student over the window [startMs, endMs) (startMs 0: from the beginning).
 * Domains without lesson slots have no entry.
 */
export async function countDomainSlots(
  db: DbOrTrx,
  input: { districtId: number; studentId: number; academicStandard: string; startMs: number; endMs: number },
): Promise<Map<number, DomainSlotCounts>> {
  const { startMs, endMs } = input;
  const placed = sql`coalesce(sl.passed_by_placement, false)`;
  const result = await sql<DomainSlotCounts>`
    select cs.domain_id,
      count(*) as mo_count,
      count(*) filter (where ${placed} and sl.passed_at < ${endMs}) as placed,
      count(*) filter (where sl.passed_at < ${startMs}) as passed_at_start,
      count(*) filter (where sl.passed_at < ${endMs}) as passed_at_end,
      count(*) filter (where not ${placed} and sl.passed_at >= ${startMs} and sl.passed_at < ${endMs})
        as played_in_window
    from lesson_slots ls
    join curriculum_standards cs on cs.standard_id = ls.standard_id
    join curriculum_levels l on l.level_id = cs.level_id
    left join student_lesson_passes sl on sl.district_id = ${input.districtId} and sl.student_id = ${input.studentId}
      and sl.lesson_slot_id = ls.lesson_slot_id
    where l.academic_standard = ${input.academicStandard}
    group by cs.domain_id`.execute(db);
  return new Map(
    result.rows.map((row) => [
      Number(row.domain_id),
      {
        domain_id: Number(row.domain_id),
        mo_count: Number(row.mo_count),
        placed: Number(row.placed),
        passed_at_start: Number(row.passed_at_start),
        passed_at_end: Number(row.passed_at_end),
        played_in_window: Number(row.played_in_window),
      },
    ]),
  );
}
