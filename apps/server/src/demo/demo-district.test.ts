import { describe, expect, it } from 'vitest';
import { buildDemoRoster, DEMO_LOGINS, LARGE_SECTION_SIZE } from './demo-district.js';

describe('demo roster', () => {
  const roster = buildDemoRoster('hash', 0);

  it('is deterministic', () => {
    expect(JSON.stringify(buildDemoRoster('hash', 0))).toBe(JSON.stringify(roster));
  });

  it('has about 2,000 students in 7 schools with plausible, varied names', () => {
    expect(roster.students.length).toBeGreaterThan(1700);
    expect(roster.students.length).toBeLessThan(2300);
    expect(roster.schools.length).toBe(7);
    expect(new Set(roster.students.map((s) => `${s.first_name} ${s.last_name}`)).size).toBeGreaterThan(1000);
    expect(new Set(roster.students.map((s) => s.grade_id))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
  });

  it('keeps usernames and login codes unique', () => {
    const usernames = [...roster.students.map((s) => s.username), ...roster.customers.map((c) => c.username)];
    expect(new Set(roster.students.map((s) => s.username)).size).toBe(roster.students.length);
    expect(new Set(roster.customers.map((c) => c.username.toLowerCase())).size).toBe(roster.customers.length);
    expect(new Set(roster.classrooms.map((c) => c.login_code)).size).toBe(roster.classrooms.length);
    expect(usernames.length).toBeGreaterThan(0);
  });

  it('has the four fixed logins: a teacher of two or more classrooms and a guardian of two children', () => {
    const byName = (u: string) => roster.customers.find((c) => c.username === u)!;
    expect(byName(DEMO_LOGINS.districtAdmin).account_kind).toBe('district_admin');
    expect(
      roster.customerSchools.filter((s) => s.customer_id === byName(DEMO_LOGINS.schoolAdmin).customer_id),
    ).toHaveLength(1);
    const teacher = byName(DEMO_LOGINS.teacher);
    expect(
      roster.classrooms.filter((c) => c.teacher_id === teacher.teacher_id).length,
    ).toBeGreaterThanOrEqual(2);
    const guardian = byName(DEMO_LOGINS.guardian);
    expect(roster.guardianStudents.filter((g) => g.customer_id === guardian.customer_id)).toHaveLength(2);
  });

  it('gives the teacher a large second section of 35 (print-all in batches), taken from other sections', () => {
    const teacher = roster.customers.find((c) => c.username === DEMO_LOGINS.teacher)!;
    const sizes = new Map<number, number>();
    for (const e of roster.enrollments) sizes.set(e.classroom_id, (sizes.get(e.classroom_id) ?? 0) + 1);
    const [, second] = roster.classrooms.filter((c) => c.teacher_id === teacher.teacher_id);
    expect(sizes.get(second!.classroom_id)).toBe(LARGE_SECTION_SIZE);
    expect(Math.min(...sizes.values())).toBeGreaterThanOrEqual(8);
    expect(roster.enrollments).toHaveLength(roster.students.length);
  });
});
