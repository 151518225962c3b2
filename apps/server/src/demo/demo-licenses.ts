/**
 * The demo district's licence groups (spec §2 License report, §3 License group, §5 seats, §9 low activity), with
 * the licence report switched on: a district site licence (no seat count) over every school, a seat licence for
 * the first elementary schools with a few seats to spare, a school's licence of no stated type, a middle school's
 * tutoring add-on bought far beyond its students (its logins stay under 25 % of the seats), and last year's
 * expired pilot. Seats follow the schools' enrolments, so the report reads true at any demo size.
 */
import { DISTRICT_OPTION_DEFAULTS, addDays, localDay } from '@dash/contracts';
import { readDistrictOptions } from '../accounts/district-settings.js';
import { withTransaction, type Db } from '../db/database.js';
import type { LicenseGroupTable } from '../licenses/licenses.table.js';
import { insertLicenseGroups } from '../licenses/licenses.repository.js';

type DemoGroup = LicenseGroupTable & { school_ids: number[] };

/** July 1 of the school year `today` is in (spec DESIGN §2: school years from July 1). */
const schoolYearStart = (today: string) => {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) >= 7 ? `${year}-07-01` : `${year - 1}-07-01`;
};

/** The demo groups for schools in roster order (elementary first) with their enrolled students. */
export function demoLicenseGroups(
  districtId: number,
  schools: readonly { school_id: number; students: number }[],
  middleSchools: number,
  today: string,
  now: number,
): DemoGroup[] {
  const start = schoolYearStart(today);
  const end = addDays(`${Number(start.slice(0, 4)) + 1}-07-01`, -1);
  const elementary = schools.slice(0, schools.length - middleSchools);
  const middle = schools.slice(schools.length - middleSchools);
  const seatSchools = elementary.slice(0, Math.max(elementary.length - 1, 1));
  const lastElementary = elementary[elementary.length - 1]!;
  const tutoringSchool = middle[middle.length - 1] ?? lastElementary;
  const enrolled = (list: readonly { students: number }[]) => list.reduce((t, s) => t + s.students, 0);
  const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;
  const group = (id: number, fields: Omit<DemoGroup, 'district_id' | 'license_group_id' | 'created_at'>) => ({
    district_id: districtId,
    license_group_id: id,
    created_at: now,
    ...fields,
  });
  const lastYear = addDays(start, -365);
  return [
    group(1, {
      owner_school_id: null,
      description: 'District math site license',
      license_type: 'SITE',
      seats: null,
      start_date: start,
      end_date: end,
      school_ids: schools.map((s) => s.school_id),
    }),
    group(2, {
      owner_school_id: null,
      description: 'Elementary intervention seats',
      license_type: 'SEAT',
      seats: roundUp(enrolled(seatSchools) * 1.05, 25),
      start_date: start,
      end_date: end,
      school_ids: seatSchools.map((s) => s.school_id),
    }),
    group(3, {
      owner_school_id: lastElementary.school_id,
      description: 'School-funded practice license',
      license_type: null,
      seats: roundUp(lastElementary.students * 1.2, 10),
      start_date: addDays(start, 31),
      end_date: end,
      school_ids: [lastElementary.school_id],
    }),
    group(4, {
      owner_school_id: tutoringSchool.school_id,
      description: 'After-school tutoring add-on',
      license_type: 'SEAT',
      seats: roundUp(tutoringSchool.students * 5, 100),
      start_date: start,
      end_date: end,
      school_ids: [tutoringSchool.school_id],
    }),
    group(5, {
      owner_school_id: null,
      description: 'Pilot license (last school year)',
      license_type: 'SEAT',
      seats: 300,
      start_date: lastYear,
      end_date: addDays(start, -1),
      school_ids: [schools[0]!.school_id],
    }),
  ];
}

/** Loads the demo licence groups once and switches the licence report on (also for a district loaded before them). */
export async function ensureDemoLicenses(
  db: Db,
  districtId: number,
  middleSchools: number,
  now = Date.now(),
) {
  const existing = await db
    .selectFrom('license_groups')
    .select('license_group_id')
    .where('district_id', '=', districtId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return false;
  const district = await db
    .selectFrom('districts')
    .select(['options', 'time_zone'])
    .where('district_id', '=', districtId)
    .executeTakeFirstOrThrow();
  const schools = await db
    .selectFrom('schools as s')
    .leftJoin('classrooms as c', (j) =>
      j.onRef('c.district_id', '=', 's.district_id').onRef('c.school_id', '=', 's.school_id'),
    )
    .leftJoin('enrollments as e', (j) =>
      j.onRef('e.district_id', '=', 'c.district_id').onRef('e.classroom_id', '=', 'c.classroom_id'),
    )
    .select((eb) => ['s.school_id', eb.fn.count<number>('e.student_id').distinct().as('students')])
    .where('s.district_id', '=', districtId)
    .groupBy('s.school_id')
    .orderBy('s.school_id')
    .execute();
  const groups = demoLicenseGroups(
    districtId,
    schools.map((s) => ({ school_id: s.school_id, students: Number(s.students) })),
    middleSchools,
    localDay(now, district.time_zone),
    now,
  );
  const options = {
    ...DISTRICT_OPTION_DEFAULTS,
    ...readDistrictOptions(district.options),
    view_school_licenses_enabled: true,
    license_report_enabled: true,
  };
  await withTransaction(db, async (trx) => {
    await trx
      .updateTable('districts')
      .set({ options: JSON.stringify(options) })
      .where('district_id', '=', districtId)
      .execute();
    await insertLicenseGroups(trx, groups);
  });
  return true;
}
