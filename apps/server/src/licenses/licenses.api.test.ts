/**
 * Licence reports (spec §2, §3 License group, §5 seats, §6, §7, §9) recomputed from hand-written licence groups,
 * the fixture roster (with one student enrolled in two schools) and hand-written plays sent through ingest.
 */
import {
  addDays,
  isLowLicenseActivity,
  localDay,
  type LicenseGroup,
  type LicenseReport,
  type UniqueUserCount,
} from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { daysAgoRecords, ingestHandWritten, lessonPlayOf, slotsOf } from '../testing/learning-fixture.js';
import { useTestServer } from '../testing/use-test-server.js';
import { enableLicenseReports } from './licenses-matrix.js';
import { insertLicenseGroups } from './licenses.repository.js';

const TZ = 'America/New_York';
const today = () => localDay(Date.now(), TZ);
const record = daysAgoRecords('licenses', TZ);
const played = lessonPlayOf(record);
const [SLOT] = slotsOf('3.NF.A.1') as [number];

/** The groups written before the tests: covered schools by name, dates in days from today. */
const GROUPS = {
  site: { id: 1, type: 'SITE', seats: null, from: -60, to: 300, schools: ['own', 'other', 'middle'] },
  seats: { id: 2, type: 'SEAT', seats: 25, from: -30, to: 200, schools: ['own'] },
  unstated: { id: 3, type: null, seats: 1000, from: -5, to: 30, schools: ['own', 'other'] },
  expired: { id: 4, type: 'SEAT', seats: 5, from: -200, to: -10, schools: ['own'] },
} as const;
/** Plays: [which student, days ago]. */
const PLAYS = [
  ['ownStudent', 3],
  ['ownStudent', 2],
  ['otherSchoolStudent', 20],
  ['sameSchoolStudent', 100],
  ['middleStudent', 1],
] as const;

const server = useTestServer({
  signIn: ['districtAdmin', 'schoolAdmin', 'teacher'],
  prepare: async () => {
    const { db } = server.database;
    const { districtId, ids } = server.home;
    await enableLicenseReports(db);
    // The own school's first student is enrolled in the other school too (a duplicate across schools).
    await db
      .insertInto('enrollments')
      .values({
        district_id: districtId,
        classroom_id: ids.otherSchoolClassroomId,
        student_id: ids.ownStudentId,
      })
      .execute();
    await insertLicenseGroups(
      db,
      Object.entries(GROUPS).map(([name, g]) => ({
        district_id: districtId,
        license_group_id: g.id,
        owner_school_id: name === 'seats' ? ids.ownSchoolId : null,
        description: `Group ${name}`,
        license_type: g.type,
        seats: g.seats,
        start_date: addDays(today(), g.from),
        end_date: addDays(today(), g.to),
        created_at: Date.now(),
        school_ids: g.schools.map(schoolIdOf),
      })),
    );
    await ingestHandWritten(
      server.database,
      districtId,
      PLAYS.map(([who, daysAgo]) => played(studentIdOf(who), daysAgo, 10, SLOT, true)),
    );
  },
});

const middleSchool = () => server.home.roster.schools[2]!.school_id;
function schoolIdOf(name: 'own' | 'other' | 'middle') {
  const { ids } = server.home;
  return name === 'own' ? ids.ownSchoolId : name === 'other' ? ids.otherSchoolId : middleSchool();
}
function studentIdOf(who: (typeof PLAYS)[number][0]) {
  if (who !== 'middleStudent') return server.home.ids[`${who}Id`];
  const classroom = server.home.roster.classrooms.find((c) => c.school_id === middleSchool())!;
  return server.home.roster.enrollments.find((e) => e.classroom_id === classroom.classroom_id)!.student_id;
}

/** The oracle: the fixture's enrollments (plus the added one) as [school, classroom, student]. */
function enrollments() {
  const { roster, ids } = server.home;
  const schoolOf = new Map(roster.classrooms.map((c) => [c.classroom_id, c.school_id]));
  return [
    ...roster.enrollments,
    { classroom_id: ids.otherSchoolClassroomId, student_id: ids.ownStudentId },
  ].map((e) => ({ school: schoolOf.get(e.classroom_id)!, classroom: e.classroom_id, student: e.student_id }));
}
const distinct = (values: number[]) => new Set(values).size;
function licensedBy(group: (typeof GROUPS)[keyof typeof GROUPS], schoolId?: number) {
  const schools = group.schools.map(schoolIdOf).filter((s) => schoolId === undefined || s === schoolId);
  return enrollments().filter((e) => schools.includes(e.school));
}
function loggedIn(group: (typeof GROUPS)[keyof typeof GROUPS], schoolId?: number) {
  const licensed = new Set(licensedBy(group, schoolId).map((e) => e.student));
  const inPeriod = PLAYS.filter(([, daysAgo]) => -daysAgo >= group.from && -daysAgo <= group.to);
  return new Set(inPeriod.map(([who]) => studentIdOf(who)).filter((id) => licensed.has(id))).size;
}

async function get<T>(url: string, as: 'districtAdmin' | 'schoolAdmin' | 'teacher' = 'districtAdmin') {
  const response = await server.getAs(url, as);
  return { status: response.statusCode, body: response.json<T>() };
}
const groupOf = (report: LicenseReport, id: number) => report.data.groups.find((g) => g.id === id)!;

describe('licence report', () => {
  it("counts a district's groups: students licensed, seats, duplicates (spec §3, §5)", async () => {
    const { status, body } = await get<LicenseReport>(`/m/district/${server.home.districtId}/license`);
    expect(status).toBe(200);
    expect(body.data.groups.map((g) => g.id)).toEqual([1, 2, 3, 4]);
    for (const [name, spec] of Object.entries(GROUPS)) {
      const group = groupOf(body, spec.id);
      const rows = licensedBy(spec);
      const students = distinct(rows.map((r) => r.student));
      expect(group.description).toBe(`Group ${name}`);
      expect(group.usersLicensedCount, name).toBe(students);
      expect(group.is_active, name).toBe(name !== 'expired');
      const perSchool = spec.schools.map((s) => licensedBy(spec, schoolIdOf(s)));
      expect(group.schools.map((s) => s.usersLicensedCount).sort()).toEqual(
        perSchool.map((r) => distinct(r.map((e) => e.student))).sort(),
      );
      const sumDistinct = perSchool.reduce((t, r) => t + distinct(r.map((e) => e.student)), 0);
      expect(group.duplicateStudentsAcrossSchools, name).toBe(sumDistinct - students);
      expect(group.duplicateStudentsAcrossClassrooms, name).toBe(rows.length - sumDistinct);
      expect(group.licensesAllottedCount).toBe(spec.seats);
      expect(group.licensesUnusedCount).toBe(spec.seats === null ? null : spec.seats - students);
      expect(group.classrooms).toEqual([]);
      expect(group.schoolUsersLicensedCount).toBeNull();
    }
    // The student in two schools is licensed once by the groups covering both.
    expect(groupOf(body, 1).duplicateStudentsAcrossSchools).toBe(1);
    // spec §5: available seats only for SEAT or unstated types, never below zero; a site licence has none.
    const seats = groupOf(body, 2);
    expect(seats.licensesAvailableCount).toBe(Math.max(25 - seats.usersLicensedCount, 0));
    expect(groupOf(body, 3).licensesAvailableCount).toBe(1000 - groupOf(body, 3).usersLicensedCount);
    expect(groupOf(body, 1).licensesAvailableCount).toBeNull();
    // The summary counts active groups only: the expired one's 5 seats are not there.
    const active = [groupOf(body, 2), groupOf(body, 3)];
    expect(body.data.summary).toEqual({
      seatsAllottedCount: 1025,
      seatsAvailableCount: active.reduce((t, g) => t + g.licensesAvailableCount!, 0),
      usersLicensedCount: distinct(enrollments().map((e) => e.student)),
    });
  });

  it("reads a school's groups with its own students, the others' and its classrooms' educators", async () => {
    const { ids, roster } = server.home;
    const { status, body } = await get<LicenseReport>(`/m/school/${ids.ownSchoolId}/license`, 'schoolAdmin');
    expect(status).toBe(200);
    expect(body.data.groups.map((g) => g.id)).toEqual([1, 2, 3, 4]);
    for (const spec of Object.values(GROUPS)) {
      const group: LicenseGroup = groupOf(body, spec.id);
      const own = licensedBy(spec, ids.ownSchoolId);
      const all = distinct(licensedBy(spec).map((e) => e.student));
      expect(group.usersLicensedCount).toBe(all);
      expect(group.schoolUsersLicensedCount).toBe(distinct(own.map((e) => e.student)));
      expect(group.schoolUserMembershipsLicensedCount).toBe(own.length);
      expect(group.otherSchoolStudentCount).toBe(all - distinct(own.map((e) => e.student)));
      expect(group.schools.map((s) => s.id)).toEqual([ids.ownSchoolId]);
    }
    const classrooms = roster.classrooms.filter((c) => c.school_id === ids.ownSchoolId);
    const group = groupOf(body, 1);
    expect(group.classrooms).toHaveLength(classrooms.length);
    for (const c of classrooms) {
      const teacher = roster.teachers.find((t) => t.teacher_id === c.teacher_id)!;
      expect(group.classrooms.find((r) => r.id === c.classroom_id)).toEqual({
        id: c.classroom_id,
        name: c.name,
        educator: `${teacher.first_name} ${teacher.last_name}`,
        usersLicensedCount: roster.enrollments.filter((e) => e.classroom_id === c.classroom_id).length,
      });
    }
    expect(body.data.summary.usersLicensedCount).toBe(
      distinct(
        enrollments()
          .filter((e) => e.school === ids.ownSchoolId)
          .map((e) => e.student),
      ),
    );
  });

  it('counts students who logged in during each licence period; -1 is the school subtotal (spec §3)', async () => {
    const district = await get<UniqueUserCount>(
      `/m/district/${server.home.districtId}/metrics/unique-user-count`,
    );
    expect(district.status).toBe(200);
    const expected = Object.fromEntries(Object.values(GROUPS).map((g) => [String(g.id), loggedIn(g)]));
    expect(district.body.data.subGroups).toEqual(expected);
    // Each figure by hand: the site group saw three players (the 100-day one played before it began).
    expect(expected).toEqual({ '1': 3, '2': 1, '3': 1, '4': 1 });
    expect(district.body.data.totalCount).toBe(3);

    const ownSchool = server.home.ids.ownSchoolId;
    const school = await get<UniqueUserCount>(
      `/m/school/${ownSchool}/metrics/unique-user-count`,
      'schoolAdmin',
    );
    expect(school.status).toBe(200);
    expect(school.body.data.subGroups).toEqual({ ...expected, '-1': 1 });
  });

  it('judges low activity under 25 % of licensed seats, or of licensed students without seats (spec §9)', async () => {
    const { body } = await get<LicenseReport>(`/m/district/${server.home.districtId}/license`);
    const site = groupOf(body, 1);
    expect(isLowLicenseActivity(3, site)).toBe(3 < 0.25 * site.usersLicensedCount);
    expect(isLowLicenseActivity(1, groupOf(body, 3))).toBe(true);
    expect(isLowLicenseActivity(7, { licensesAllottedCount: 28, usersLicensedCount: 0 })).toBe(false);
    expect(isLowLicenseActivity(6, { licensesAllottedCount: 28, usersLicensedCount: 0 })).toBe(true);
    expect(isLowLicenseActivity(0, { licensesAllottedCount: null, usersLicensedCount: 0 })).toBe(false);
  });

  it('refuses a school out of reach, teachers, and another district’s school', async () => {
    const { ids } = server.home;
    expect((await get(`/m/school/${ids.otherSchoolId}/license`, 'schoolAdmin')).status).toBe(403);
    expect((await get(`/m/school/${ids.ownSchoolId}/license`, 'teacher')).status).toBe(403);
    const foreignSchool = server.foreign.ids.ownSchoolId;
    expect((await get(`/m/school/${foreignSchool}/license`)).status).toBe(403);
    expect((await get(`/m/school/abc/license`)).status).toBe(400);
  });

  it('hides login activity with SHOW_LICENSE_ACTIVITY_DISABLED; the report stays (spec §6)', async () => {
    const { db } = server.database;
    const admin = server.home.logins.districtAdmin;
    const setTags = (tags: string[]) =>
      db
        .updateTable('customers')
        .set({ tags: JSON.stringify(tags) })
        .where('username', '=', admin)
        .execute();
    await setTags(['SHOW_LICENSE_ACTIVITY_DISABLED']);
    try {
      const base = `/m/district/${server.home.districtId}`;
      expect((await get(`${base}/license`)).status).toBe(200);
      expect((await get(`${base}/metrics/unique-user-count`)).status).toBe(403);
      type Info = { data: { policy: Record<string, Record<string, boolean>> } };
      const { policy } = (await get<Info>('/n/customer_info')).body.data;
      expect(policy.district!.licenses).toBe(true);
      expect(policy.district!.license_activity).toBe(false);
    } finally {
      await setTags([]);
    }
  });
});
