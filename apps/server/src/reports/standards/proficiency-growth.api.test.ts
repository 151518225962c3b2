/**
 * The proficiency table's growth fields (spec §3) on /students/{s}/proficiency/domains: lesson slots of each
 * domain and grade, the percents passed by placement, before and by the end of the window, grown by play, the
 * standards complete at the end, and growth continuing across grade columns. Every figure of every cell is
 * recomputed here from the hand-written records alone; placement figures only with the district flag on.
 */
import { addDays, EVENT_CODES, schoolYearOf, schoolYearStart, type ActivityRecord } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import { ingestHandWritten, localInstant, standardOf } from '../../testing/learning-fixture.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { TZ, today } from './standards-fixture.js';

const catalogue = getCatalogue();
const dayAgo = (n: number) => addDays(today, -n);
const compact = (day: string) => day.replaceAll('-', '');
const floor = (part: number, whole: number) => (whole > 0 ? Math.floor((100 * part) / whole) : 0);
const ownSlots = (code: string) =>
  catalogue.lessonSlots
    .filter((s) => s.standard_id === standardOf(code).standard_id)
    .map((s) => s.lesson_slot_id);
const domainOfSlot = (slotId: number) =>
  catalogue.standardById.get(catalogue.slotById.get(slotId)!.standard_id)!.domain_id;

let records: ActivityRecord[] = [];
let student = 0;

async function setPlacementFlag(on: boolean) {
  const db = server.database.db;
  const { feature_flags } = await db
    .selectFrom('districts')
    .select('feature_flags')
    .where('district_id', '=', server.home.districtId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('districts')
    .set({
      feature_flags: JSON.stringify({
        ...(JSON.parse(feature_flags) as object),
        student_proficiency_grid_placement_enabled: on,
      }),
    })
    .where('district_id', '=', server.home.districtId)
    .execute();
}

const server = useTestServer({
  signIn: ['teacher'],
  prepare: async () => {
    student = server.home.ids.ownStudentId;
    await setPlacementFlag(true);
    let seq = 0;
    const at = (daysAgo: number, hour: number) => localInstant(dayAgo(daysAgo), hour, TZ) + ++seq * 1000;
    const place = (slot: number, daysAgo: number): ActivityRecord => ({
      uid: `g-${seq + 1}`,
      student_id: student,
      event_code: EVENT_CODES.PLACEMENT,
      timestamp: at(daysAgo, 7),
      lesson_slot_id: slot,
      lesson_passed: true,
    });
    const play = (slot: number, daysAgo: number, passed = true): ActivityRecord => ({
      uid: `g-${seq + 1}`,
      student_id: student,
      event_code: EVENT_CODES.LESSON_COMPLETED,
      timestamp: at(daysAgo, 10),
      lesson_slot_id: slot,
      lesson_passed: passed,
      total_lesson_time: 500_000,
    });
    const oa2 = ownSlots('2.OA.A.1');
    const oa3 = ownSlots('3.OA.A.1');
    const nbt4 = ownSlots('4.NBT.A.1');
    records = [
      // Placement 20 days ago: all of 2.OA.A.1 (so it completes) and one lesson of 3.OA.A.1.
      ...oa2.map((slot) => place(slot, 20)),
      place(oa3[0]!, 20),
      // Before the window: a grade 3 lesson passed 16 days ago.
      play(oa3[1]!, 16),
      // In the window (14 to 2 days ago): a placed lesson played again (still placement), a grade 2 and two
      // grade 3 OA lessons, a failed one, and a grade 4 NBT lesson (grade 3 NBT has none: no continuation).
      play(oa2[0]!, 10),
      play(ownSlots('2.OA.B.2')[0]!, 9),
      play(oa3[2]!, 8),
      play(oa3[3]!, 8, false),
      play(oa3[3]!, 7),
      play(nbt4[0]!, 6),
      // After the window: only in the default window.
      play(ownSlots('3.OA.A.2')[0]!, 1),
    ];
    records.sort((a, b) => a.timestamp - b.timestamp);
    await ingestHandWritten(server.database, server.home.districtId, records);
  },
});

/** Every cell's expected fields for the window [from, to] (from null: from the beginning). */
function expectedCells(from: string | null, to: string, showPlacement: boolean) {
  const start = from === null ? 0 : localInstant(from, 0, TZ);
  const end = localInstant(addDays(to, 1), 0, TZ);
  // Each slot's first pass and whether a placement made it.
  const firstPass = new Map<number, { at: number; placed: boolean }>();
  for (const r of records) {
    const passes = r.event_code === EVENT_CODES.PLACEMENT || r.lesson_passed === true;
    if (passes && !firstPass.has(r.lesson_slot_id!))
      firstPass.set(r.lesson_slot_id!, { at: r.timestamp, placed: r.event_code === EVENT_CODES.PLACEMENT });
  }
  const passedBy = (slot: number, instant: number) => (firstPass.get(slot)?.at ?? Infinity) < instant;
  const cells = new Map<number, Record<string, unknown>>();
  for (const domain of catalogue.domains) {
    const slots = catalogue.lessonSlots.filter((s) => domainOfSlot(s.lesson_slot_id) === domain.domain_id);
    const ids = slots.map((s) => s.lesson_slot_id);
    const standards = catalogue.standards.filter((s) => s.domain_id === domain.domain_id);
    const complete = standards.filter((s) =>
      catalogue.slotsOfStandard.get(s.standard_id)!.every((slot) => passedBy(slot, end)),
    ).length;
    const played = ids.filter((slot) => {
      const pass = firstPass.get(slot);
      return pass !== undefined && !pass.placed && pass.at >= start && pass.at < end;
    }).length;
    cells.set(domain.domain_id, {
      domain_code: domain.code,
      standards_count: standards.length,
      standards_completed: complete,
      percentStandardsComplete: floor(complete, standards.length),
      mo_count: ids.length,
      moPlacementPercent: showPlacement
        ? floor(ids.filter((slot) => firstPass.get(slot)?.placed && passedBy(slot, end)).length, ids.length)
        : null,
      moStartOfGrowthPercent: floor(ids.filter((slot) => passedBy(slot, start)).length, ids.length),
      moEndOfGrowthPercent: floor(ids.filter((slot) => passedBy(slot, end)).length, ids.length),
      playMoGrowthPercent: floor(played, ids.length),
      moProficiencyPercent: floor(complete, standards.length),
      grew: played > 0,
    });
  }
  return cells;
}

type Cell = Record<string, unknown> & { domain_code: string };

async function compareTable(window: string, from: string | null, to: string, showPlacement: boolean) {
  const response = await server.getAs(
    `/r/districts/${server.home.districtId}/students/${student}/proficiency/domains${window}`,
    'teacher',
  );
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.report_dates).toEqual({ from_date: from, to_date: to });
  const expected = expectedCells(from, to, showPlacement);
  const byCode = new Map(catalogue.domains.map((d) => [d.code, d.domain_id]));
  let compared = 0;
  for (const row of body.data.rows as { cells: (Cell | null)[] }[]) {
    const grew = row.cells.map((cell) => cell !== null && expected.get(byCode.get(cell.domain_code)!)!.grew);
    row.cells.forEach((cell, column) => {
      if (cell === null) return;
      const { grew: _, ...fields } = expected.get(byCode.get(cell.domain_code)!)!;
      expect(cell, cell.domain_code).toMatchObject({
        ...fields,
        growthContinuedFromPrevious: grew[column] === true && grew[column - 1] === true,
        growthContinuedToNext: grew[column] === true && grew[column + 1] === true,
      });
      compared++;
    });
  }
  expect(compared).toBe(catalogue.domains.length);
  return body.data.rows as { code: string; cells: (Cell | null)[] }[];
}

describe('proficiency table growth fields', () => {
  it('a past window: placement, start, end, play growth and proficiency of every cell', async () => {
    const rows = await compareTable(
      `?fd=${compact(dayAgo(14))}&td=${compact(dayAgo(2))}`,
      dayAgo(14),
      dayAgo(2),
      true,
    );
    // The figures are not all zero: OA grew by play in grades 2 and 3, continuing from 2 to 3.
    const oa = rows.find((r) => r.code === 'OA')!;
    expect(oa.cells[2]).toMatchObject({ growthContinuedFromPrevious: false, growthContinuedToNext: true });
    expect(oa.cells[3]).toMatchObject({ growthContinuedFromPrevious: true, growthContinuedToNext: false });
    expect(oa.cells[2]!.moPlacementPercent).toBeGreaterThan(0);
    expect(oa.cells[3]!.moStartOfGrowthPercent).toBeGreaterThan(0);
    expect(oa.cells[3]!.playMoGrowthPercent).toBeGreaterThan(0);
    const nbt = rows.find((r) => r.code === 'NBT')!;
    expect(nbt.cells[4]).toMatchObject({ growthContinuedFromPrevious: false, growthContinuedToNext: false });
    expect(nbt.cells[4]!.playMoGrowthPercent).toBeGreaterThan(0);
  });

  it('by default the school year so far; untilNow=true from the beginning', async () => {
    await compareTable('', schoolYearStart(schoolYearOf(today)), today, true);
    await compareTable('?untilNow=true', null, today, true);
  });

  it('refuses half a window', async () => {
    const response = await server.getAs(
      `/r/districts/${server.home.districtId}/students/${student}/proficiency/domains?fd=${compact(dayAgo(3))}`,
      'teacher',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().apiError.message).toMatch(/"td"/);
  });

  it('hides placement (null) while student_proficiency_grid_placement_enabled is off', async () => {
    await setPlacementFlag(false);
    try {
      // Signed-in callers' district settings are reused for up to 5 s.
      await new Promise((resolve) => setTimeout(resolve, 5_100));
      await compareTable(`?fd=${compact(dayAgo(14))}&td=${compact(dayAgo(2))}`, dayAgo(14), dayAgo(2), false);
    } finally {
      await setPlacementFlag(true);
    }
  });
});
