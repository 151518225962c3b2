import { describe, expect, it } from 'vitest';
import {
  byProgressThenName,
  classroomGradeOf,
  closestLevel,
  clusterGroupsOf,
  completionOf,
  domainRowCode,
  statusOf,
} from './standards-rules.js';

const levels = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((grade) => ({ level_id: grade, grade_id: grade }));

describe('standards rules', () => {
  it('completion: floored percent, §4 status, classroom averages per student', () => {
    expect(completionOf(0, 20)).toEqual({
      percent_complete: 0,
      standards_completed: 0,
      standards_count: 20,
      proficiency_status: 'NOT_STARTED',
    });
    expect(completionOf(1, 3)).toEqual({
      percent_complete: 33,
      standards_completed: 1,
      standards_count: 3,
      proficiency_status: 'IN_PROGRESS',
    });
    expect(completionOf(199, 200).percent_complete).toBe(99);
    expect(completionOf(199, 200).proficiency_status).toBe('IN_PROGRESS');
    expect(completionOf(4, 4).proficiency_status).toBe('PROFICIENT');
    // Three students, four standards, five completions in all: 41.6 % → 41, 1.7 per student.
    expect(completionOf(5, 4, 3)).toEqual({
      percent_complete: 41,
      standards_completed: 1.7,
      standards_count: 4,
      proficiency_status: 'IN_PROGRESS',
    });
    expect(completionOf(0, 4, 0)).toEqual({
      percent_complete: 0,
      standards_completed: 0,
      standards_count: 4,
      proficiency_status: 'NOT_STARTED',
    });
    expect(completionOf(0, 0)).toMatchObject({ percent_complete: 0, proficiency_status: 'NOT_STARTED' });
  });

  it('completion (spec §4): nothing complete but standards under way is in progress, never "not started"', () => {
    // One student, 0 of 47 complete, 3 under way.
    expect(completionOf(0, 47, 1, 3)).toEqual({
      percent_complete: 0,
      standards_completed: 0,
      standards_count: 47,
      proficiency_status: 'IN_PROGRESS',
    });
    // A classroom of three: one standard under way for one student is progress for the classroom.
    expect(completionOf(0, 4, 3, 1).proficiency_status).toBe('IN_PROGRESS');
    expect(completionOf(0, 4, 3, 0).proficiency_status).toBe('NOT_STARTED');
    // All complete is proficient whatever else is under way.
    expect(completionOf(4, 4, 1, 0).proficiency_status).toBe('PROFICIENT');
    expect(completionOf(12, 4, 3, 0).proficiency_status).toBe('PROFICIENT');
  });

  it('a stored status is kept when it is one of §3; anything else follows the percent', () => {
    expect(statusOf('NEEDS_ATTENTION', 40)).toBe('NEEDS_ATTENTION');
    expect(statusOf('GROUP_PROFICIENT', 40)).toBe('IN_PROGRESS');
    expect(statusOf(undefined, 100)).toBe('PROFICIENT');
  });

  it('a standard lists its students by status ordinal, then percent, then last name, first name and id', () => {
    const row = (id: number, ordinal: number, percent: number, last: string, first: string) => ({
      id,
      proficiency_ordinal: ordinal,
      percent_complete: percent,
      last_name: last,
      first_name: first,
    });
    const rows = [
      row(1, 3, 0, 'Adams', 'Ann'),
      row(2, 2, 50, 'Brown', 'Bea'),
      row(3, 2, 20, 'Young', 'Yan'),
      row(4, 2, 50, 'Brown', 'Al'),
      row(5, 2, 50, 'Adams', 'Zoe'),
      row(6, 2, 50, 'Brown', 'Al'),
      row(7, 1, 90, 'Zed', 'Zed'),
    ];
    expect([...rows].sort(byProgressThenName).map((r) => r.id)).toEqual([7, 3, 5, 4, 6, 2, 1]);
  });

  it('default level (spec §5): closest grade, the lower on ties, lowest ordinal without a grade', () => {
    expect(closestLevel(levels, 3)!.level_id).toBe(3);
    expect(closestLevel(levels, -1)!.level_id).toBe(0);
    expect(closestLevel(levels, 11)!.level_id).toBe(8);
    expect(closestLevel(levels, null)!.level_id).toBe(0);
    expect(
      closestLevel(
        [
          { level_id: 10, grade_id: 2 },
          { level_id: 11, grade_id: 4 },
        ],
        3,
      )!.level_id,
    ).toBe(10);
    expect(closestLevel([], 3)).toBeUndefined();
  });

  it('multi-grade classrooms (1000, 1001) stand for the most common student grade, clamped to 1–8', () => {
    expect(classroomGradeOf(4, [1, 1, 1])).toBe(4);
    expect(classroomGradeOf(1000, [3, 5, 5])).toBe(5);
    expect(classroomGradeOf(1001, [0, 0, 2])).toBe(1);
    expect(classroomGradeOf(1000, [9, 9])).toBe(8);
    expect(classroomGradeOf(1000, [4, 6])).toBe(4);
    expect(classroomGradeOf(1000, [])).toBeNull();
  });

  it('clusters named "---" merge into one pseudo-cluster where the first one was (spec §3)', () => {
    const clusters = [
      { code: 'X.A', name: 'First' },
      { code: 'X.B', name: '---' },
      { code: 'X.C', name: 'Third' },
      { code: 'X.D', name: ' --- ' },
    ];
    expect(
      clusterGroupsOf(clusters).map((g) => [g.code, g.name, g.pseudo, g.clusters.map((c) => c.code)]),
    ).toEqual([
      ['X.A', 'First', false, ['X.A']],
      ['X.B', '---', true, ['X.B', 'X.D']],
      ['X.C', 'Third', false, ['X.C']],
    ]);
    expect(domainRowCode('3.NF')).toBe('NF');
    expect(domainRowCode('NF')).toBe('NF');
  });
});
