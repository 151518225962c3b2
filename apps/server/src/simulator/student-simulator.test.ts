import { describe, expect, it } from 'vitest';
import { activityRecordSchema, EVENT_CODES } from '@dash/contracts';
import { getCatalogue } from '../curriculum/catalogue.js';
import { createLocalClock } from '../learning/local-time.js';
import { focusAssignmentsOf } from './focus-plan.js';
import { classScheduleOf, learningPathOf, simulateStudent } from './student-simulator.js';
import { schoolCalendarFor } from './school-calendar.js';

const catalogue = getCatalogue();
const clock = createLocalClock('America/Chicago');
const NOW = Date.UTC(2026, 10, 20, 22, 0);
const student = { studentId: 1_100_321, gradeId: 4, classroomId: 1_020_011 };
const options = (until: number) => ({
  seed: 99,
  clock,
  catalogue,
  until,
  classSchedule: classScheduleOf(99, student.classroomId),
  assignments: focusAssignmentsOf(catalogue, student, [student.studentId], 99, {
    firstDay: '2026-08-17',
    lastDay: '2027-06-04',
  }),
});

describe('student simulator', () => {
  it('is deterministic, and a later "now" only adds records after the earlier ones', () => {
    const a = simulateStudent(student, options(NOW));
    expect(simulateStudent(student, options(NOW))).toEqual(a);
    const earlier = simulateStudent(student, options(NOW - 10 * 86_400_000));
    expect(a.slice(0, earlier.length)).toEqual(earlier);
    expect(a.length).toBeGreaterThan(earlier.length);
    expect(a.every((r) => r.timestamp <= NOW)).toBe(true);
  });

  it('produces valid records of the grade’s lessons, from the first school day on', () => {
    const records = simulateStudent(student, options(NOW));
    expect(records.length).toBeGreaterThan(50);
    for (const record of records)
      expect(activityRecordSchema.safeParse(record).success, JSON.stringify(record)).toBe(true);
    const levels = new Set(
      records
        .filter((r) => r.lesson_slot_id && r.event_code !== EVENT_CODES.PLACEMENT)
        .map(
          (r) => catalogue.standardById.get(catalogue.slotById.get(r.lesson_slot_id!)!.standard_id)!.level_id,
        ),
    );
    expect([...levels]).toEqual([4]);
    expect(clock.dateOf(records[0]!.timestamp) >= '2026-08-17').toBe(true);
    expect(new Set(records.map((r) => r.uid)).size).toBe(records.length);
  });

  it('places the student on the first school day: the earlier grades whole, most of the grade below, a few of its own', () => {
    const records = simulateStudent(student, options(NOW));
    const placements = records.filter((r) => r.event_code === EVENT_CODES.PLACEMENT);
    const levelOf = (slotId: number) =>
      catalogue.standardById.get(catalogue.slotById.get(slotId)!.standard_id)!.level_id;
    // Grades K–2 of a grade 4 student: every top-level standard, one record each.
    const byStandard = placements.filter((r) => r.standard_id != null);
    expect(byStandard.map((r) => r.standard_id)).toEqual(
      catalogue.standards
        .filter((s) => s.level_id <= 2 && s.parent_standard_id === null)
        .map((s) => s.standard_id),
    );
    expect(byStandard.every((r) => r.lesson_slot_id == null)).toBe(true);
    const bySlot = placements.filter((r) => r.lesson_slot_id != null);
    expect(bySlot.length + byStandard.length).toBe(placements.length);
    const grade3 = catalogue.lessonSlots.filter((s) => levelOf(s.lesson_slot_id) === 3).length;
    const below = bySlot.filter((r) => levelOf(r.lesson_slot_id!) === 3).length;
    // A plausible share of grade 3 (126 lessons), a few of grade 4, none of any other grade.
    expect(below).toBeGreaterThan(grade3 * 0.15);
    expect(below).toBeLessThan(grade3);
    expect(bySlot.length - below).toBeLessThan(below);
    expect(bySlot.every((r) => [3, 4].includes(levelOf(r.lesson_slot_id!)))).toBe(true);
    expect(placements.every((r) => clock.dateOf(r.timestamp) === '2026-08-17' && r.lesson_passed)).toBe(true);
    // Placement comes first, and no placed lesson is played afterwards as new learning.
    expect(records.slice(0, placements.length)).toEqual(placements);
    const placed = new Set([
      ...bySlot.map((r) => r.lesson_slot_id),
      ...byStandard.flatMap((r) => catalogue.slotsOfStandard.get(r.standard_id!)!),
    ]);
    expect(
      records.some((r) => r.event_code === EVENT_CODES.LESSON_OPENED && placed.has(r.lesson_slot_id)),
    ).toBe(false);
  });

  it('walks a grade’s standards taking its domains in turn', () => {
    const path = learningPathOf(catalogue, 3);
    const domains = path
      .slice(0, 40)
      .map((s) => catalogue.standardById.get(catalogue.slotById.get(s)!.standard_id)!.domain_id);
    expect(new Set(domains).size).toBeGreaterThan(3);
    expect(new Set(path).size).toBe(
      catalogue.lessonSlots.filter((s) => catalogue.standardById.get(s.standard_id)!.level_id === 3).length,
    );
  });

  it('knows school days, weekends, holidays and summer', () => {
    const calendar = schoolCalendarFor('2026-11-20');
    expect(calendar.firstDay).toBe('2026-08-17');
    expect(calendar.kindOf('2026-11-20')).toBe('school');
    expect(calendar.kindOf('2026-11-21')).toBe('weekend');
    expect(calendar.kindOf('2026-11-26')).toBe('holiday');
    expect(calendar.kindOf('2026-09-07')).toBe('holiday');
    expect(calendar.kindOf('2026-12-24')).toBe('holiday');
    expect(calendar.kindOf('2026-07-20')).toBe('summer');
  });
});
