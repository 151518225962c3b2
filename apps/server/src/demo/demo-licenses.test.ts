import { describe, expect, it } from 'vitest';
import { demoLicenseGroups } from './demo-licenses.js';

/** Five elementary schools and two middle schools with their enrolments. */
const SCHOOLS = [310, 290, 305, 280, 300, 264, 270].map((students, i) => ({ school_id: 1001 + i, students }));

describe('demo licence groups', () => {
  const groups = demoLicenseGroups(1, SCHOOLS, 2, '2026-11-26', 0);
  const byDescription = (text: string) => groups.find((g) => g.description.includes(text))!;

  it('covers the school year with a site licence over every school and leaves last year’s pilot expired', () => {
    const site = byDescription('site');
    expect(site).toMatchObject({
      license_type: 'SITE',
      seats: null,
      start_date: '2026-07-01',
      end_date: '2027-06-30',
    });
    expect(site.school_ids).toEqual(SCHOOLS.map((s) => s.school_id));
    expect(byDescription('Pilot').end_date).toBe('2026-06-30');
  });

  it('sells the first elementary schools a few seats more than they enrol; one school states no type', () => {
    const seats = byDescription('Elementary');
    const enrolled = SCHOOLS.slice(0, 4).reduce((t, s) => t + s.students, 0);
    expect(seats.school_ids).toEqual(SCHOOLS.slice(0, 4).map((s) => s.school_id));
    expect(seats.seats! - enrolled).toBeGreaterThan(0);
    expect(seats.seats! - enrolled).toBeLessThan(0.1 * enrolled);
    expect(byDescription('School-funded')).toMatchObject({ license_type: null, school_ids: [1005] });
  });

  it('buys the last middle school so many tutoring seats that its logins stay under 25 % (spec §9)', () => {
    const tutoring = byDescription('tutoring');
    expect(tutoring.school_ids).toEqual([1007]);
    expect(270 / tutoring.seats!).toBeLessThan(0.25);
  });
});
