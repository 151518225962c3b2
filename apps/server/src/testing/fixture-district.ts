import { hashPassword, type HashCost } from '../auth/password.js';
import type { Db } from '../db/database.js';
import { addAccount } from '../demo/roster-accounts.js';
import { generateRoster } from '../demo/roster-generator.js';
import type { Roster } from '../roster/roster.types.js';
import { insertRoster } from '../roster/insert-roster.js';
import { rebuildSchoolSumsBetweenBatches } from '../ingest/ingest.service.js';

export const FIXTURE_PASSWORD = 'fixture-password-1';

/** Logins of one fixture district, by role. */
export interface FixtureDistrict {
  roster: Roster;
  districtId: number;
  logins: { districtAdmin: string; schoolAdmin: string; teacher: string; guardian: string };
  /** The teacher's own classroom and student, and objects outside the teacher's and school admin's reach. */
  ids: {
    ownSchoolId: number;
    ownTeacherId: number;
    ownClassroomId: number;
    ownStudentId: number;
    guardianCustomerId: number;
    /** Another classroom in the same school, taught by someone else. */
    sameSchoolClassroomId: number;
    sameSchoolStudentId: number;
    sameSchoolTeacherId: number;
    /** A classroom in another school of the same district. */
    otherSchoolId: number;
    otherSchoolClassroomId: number;
    otherSchoolStudentId: number;
    otherSchoolTeacherId: number;
  };
}

/**
 * The fixture's one password hash, at a low cost: most API test files sign in, and a verify at the product's cost
 * (PASSWORD_HASH_COST) takes 150–700 ms on a busy two-core machine. Passwords the product sets keep its cost.
 */
const FIXTURE_HASH_COST: HashCost = { memoryCost: 1024, timeCost: 1 };
let sharedHash: Promise<string> | undefined;

/**
 * Builds and loads a small district (2 elementary schools, 1 middle school) with the four kinds of login.
 * Deterministic for a given id.
 */
export async function loadFixtureDistrict(db: Db, districtId: number): Promise<FixtureDistrict> {
  sharedHash ??= hashPassword(FIXTURE_PASSWORD, FIXTURE_HASH_COST);
  const passwordHash = await sharedHash;
  const createdAt = Date.UTC(2026, 6, 1);
  const roster = generateRoster({
    seed: districtId * 7919,
    districtId,
    districtName: `Fixture ${districtId} School District`,
    timeZone: 'America/New_York',
    country: 'US',
    elementarySchools: 2,
    middleSchools: 1,
    classSize: 10,
    elementaryClassesPerGrade: 1,
    middleSectionsPerGrade: 2,
    guardianShare: 0,
    passwordHash,
    createdAt,
  });
  const [ownSchool, otherSchool] = roster.schools;
  const classroomsOf = (schoolId: number) => roster.classrooms.filter((c) => c.school_id === schoolId);
  const [ownClassroom, sameSchoolClassroom] = classroomsOf(ownSchool!.school_id);
  const otherSchoolClassroom = classroomsOf(otherSchool!.school_id)[0]!;
  const firstStudent = (classroomId: number) =>
    roster.enrollments.find((e) => e.classroom_id === classroomId)!.student_id;
  const ownStudentId = firstStudent(ownClassroom!.classroom_id);

  const teacherAccount = roster.customers.find((c) => c.teacher_id === ownClassroom!.teacher_id)!;
  const prefix = `d${districtId}`;
  teacherAccount.username = `${prefix}.teacher@fixture.test`;
  const admin = addAccount(roster, {
    username: `${prefix}.districtadmin@fixture.test`,
    firstName: 'Avery',
    lastName: 'Stone',
    kind: 'district_admin',
    passwordHash,
    createdAt,
  });
  void admin;
  addAccount(roster, {
    username: `${prefix}.schooladmin@fixture.test`,
    firstName: 'Jordan',
    lastName: 'Reyes',
    kind: 'school_admin',
    schoolIds: [ownSchool!.school_id],
    passwordHash,
    createdAt,
  });
  const guardian = addAccount(roster, {
    username: `${prefix}.guardian@fixture.test`,
    firstName: 'Sam',
    lastName: 'Lee',
    kind: 'guardian',
    studentIds: [ownStudentId],
    passwordHash,
    createdAt,
  });
  await insertRoster(db, roster);
  // As after a first list of the district's schools: the per-school sums are built, and ingest keeps them.
  await rebuildSchoolSumsBetweenBatches(db, districtId);
  return {
    roster,
    districtId,
    logins: {
      districtAdmin: `${prefix}.districtadmin@fixture.test`,
      schoolAdmin: `${prefix}.schooladmin@fixture.test`,
      teacher: teacherAccount.username,
      guardian: guardian.username,
    },
    ids: {
      ownSchoolId: ownSchool!.school_id,
      ownTeacherId: ownClassroom!.teacher_id,
      ownClassroomId: ownClassroom!.classroom_id,
      ownStudentId,
      guardianCustomerId: guardian.customer_id,
      sameSchoolClassroomId: sameSchoolClassroom!.classroom_id,
      sameSchoolStudentId: firstStudent(sameSchoolClassroom!.classroom_id),
      sameSchoolTeacherId: sameSchoolClassroom!.teacher_id,
      otherSchoolId: otherSchool!.school_id,
      otherSchoolClassroomId: otherSchoolClassroom.classroom_id,
      otherSchoolStudentId: firstStudent(otherSchoolClassroom.classroom_id),
      otherSchoolTeacherId: otherSchoolClassroom.teacher_id,
    },
  };
}
