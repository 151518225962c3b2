import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { addDays } from '../learning/local-time.js';
import { assignmentsOfStudent, focusAssignmentsOf } from './focus-plan.js';

const catalogue = getCatalogue();
const YEAR = { firstDay: '2026-08-17', lastDay: '2027-06-04' };
const studentIds = Array.from({ length: 24 }, (_, i) => 5_000 + i);
const plans = [1_020_011, 1_020_012, 1_030_101, 1_040_007].map((classroomId, i) =>
  focusAssignmentsOf(catalogue, { classroomId, gradeId: i * 2 }, studentIds, 99, YEAR),
);

describe('simulated teachers’ focus assignments', () => {
  it('come a few times a month per classroom, most to small groups, some to the whole class', () => {
    for (const plan of plans) {
      const months = 9.5;
      expect(plan.length / months).toBeGreaterThanOrEqual(2);
      expect(plan.length / months).toBeLessThanOrEqual(6);
      const wholeClass = plan.filter((a) => a.studentIds.length === studentIds.length);
      expect(wholeClass.length).toBeGreaterThan(0);
      for (const group of plan.filter((a) => a.studentIds.length < studentIds.length)) {
        expect(group.studentIds.length).toBeGreaterThanOrEqual(3);
        expect(group.studentIds.length).toBeLessThanOrEqual(5);
      }
      expect(new Set(plan.map((a) => a.assignmentId)).size).toBe(plan.length);
    }
  });

  it('never give a student more than 2 at once, nor the same standard twice at once', () => {
    for (const plan of plans)
      for (const studentId of studentIds) {
        const own = assignmentsOfStudent(plan, studentId);
        for (let day = YEAR.firstDay; day < YEAR.lastDay; day = addDays(day, 1)) {
          const active = own.filter((a) => a.from <= day && day <= a.to);
          expect(active.length, `${studentId} on ${day}`).toBeLessThanOrEqual(2);
          expect(new Set(active.map((a) => a.standardId)).size).toBe(active.length);
        }
      }
  });

  it('last one week (spot check) or two (goal), on the grade’s own standards', () => {
    for (const [i, plan] of plans.entries())
      for (const a of plan) {
        expect([addDays(a.from, 6), addDays(a.from, 13)]).toContain(a.to);
        expect(catalogue.standardById.get(a.standardId)!.level_id).toBe(i * 2);
      }
  });
});
