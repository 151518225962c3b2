import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/database.js';
import { insertRoster } from '../roster/insert-roster.js';
import type { ClassroomTable } from '../roster/roster.table.js';
import type { Roster } from '../roster/roster.types.js';
import { addAccount } from './roster-accounts.js';
import { generateRoster } from './roster-generator.js';

export const DEMO_DISTRICT_ID = 1;
export const DEMO_PASSWORD = 'dashboard-demo';
export const DEMO_LOGINS = {
  districtAdmin: 'districtadmin@demo.test',
  schoolAdmin: 'schooladmin@demo.test',
  teacher: 'teacher@demo.test',
  guardian: 'guardian@demo.test',
} as const;

/** Size of the demo district: 5 elementary and 2 middle schools, about 2,000 students. */
export const DEMO_SPEC = {
  seed: 20260701,
  districtId: DEMO_DISTRICT_ID,
  districtName: 'Lakeview Unified School District',
  timeZone: 'America/Chicago',
  country: 'US',
  elementarySchools: 5,
  middleSchools: 2,
  classSize: 22,
  elementaryClassesPerGrade: 2,
  middleSectionsPerGrade: 4,
  guardianShare: 0.08,
};

/** The demo teacher's second section is a large one, as some middle-school sections are (print-all in batches). */
export const LARGE_SECTION_SIZE = 35;

/** Moves students of the same school and grade from other teachers' sections into a section until it has `size`. */
function growSection(roster: Roster, section: ClassroomTable, size: number) {
  const donors = roster.classrooms.filter(
    (c) =>
      c.school_id === section.school_id &&
      c.grade_id === section.grade_id &&
      c.teacher_id !== section.teacher_id,
  );
  const count = () => roster.enrollments.filter((e) => e.classroom_id === section.classroom_id).length;
  for (let turn = 0; count() < size; turn++) {
    const donor = donors[turn % donors.length]!;
    const moved = roster.enrollments.findLast((e) => e.classroom_id === donor.classroom_id)!;
    moved.classroom_id = section.classroom_id;
  }
}

/**
 * The demo roster with its four fixed logins: a district admin, the admin of the first elementary school,
 * a middle-school teacher of two sections, and a guardian of two children (one in that teacher's class).
 */
export function buildDemoRoster(passwordHash: string, createdAt: number): Roster {
  const roster = generateRoster({ ...DEMO_SPEC, passwordHash, createdAt });
  // The demo's schools print their classroom codes (spec §2 Info pane buttons; off by default).
  roster.district.feature_flags = JSON.stringify({
    ...(JSON.parse(roster.district.feature_flags) as object),
    show_classroom_login_code: true,
  });
  const firstElementary = roster.schools[0]!;
  const firstMiddle = roster.schools[DEMO_SPEC.elementarySchools]!;

  const teacher = roster.teachers.find((t) => t.school_id === firstMiddle.school_id)!;
  const teacherAccount = roster.customers.find((c) => c.teacher_id === teacher.teacher_id)!;
  teacherAccount.username = DEMO_LOGINS.teacher;
  teacherAccount.email_address = DEMO_LOGINS.teacher;
  teacher.email_address = DEMO_LOGINS.teacher;

  const sections = roster.classrooms.filter((c) => c.teacher_id === teacher.teacher_id);
  const olderChildClass = sections[0]!;
  growSection(roster, sections[1]!, LARGE_SECTION_SIZE);
  const youngerChildClass = roster.classrooms.find(
    (c) => c.school_id === firstElementary.school_id && c.grade_id === 3,
  )!;
  const enrolled = (classroomId: number) =>
    roster.enrollments.find((e) => e.classroom_id === classroomId)!.student_id;
  const older = roster.students.find((s) => s.student_id === enrolled(olderChildClass.classroom_id))!;
  const younger = roster.students.find((s) => s.student_id === enrolled(youngerChildClass.classroom_id))!;
  younger.last_name = older.last_name;

  addAccount(roster, {
    username: DEMO_LOGINS.districtAdmin,
    firstName: 'Dana',
    lastName: 'Whitfield',
    kind: 'district_admin',
    passwordHash,
    createdAt,
  });
  addAccount(roster, {
    username: DEMO_LOGINS.schoolAdmin,
    firstName: 'Marcus',
    lastName: 'Ellison',
    kind: 'school_admin',
    schoolIds: [firstElementary.school_id],
    passwordHash,
    createdAt,
  });
  addAccount(roster, {
    username: DEMO_LOGINS.guardian,
    firstName: 'Rosa',
    lastName: older.last_name,
    kind: 'guardian',
    studentIds: [older.student_id, younger.student_id],
    passwordHash,
    createdAt,
  });
  return roster;
}

/** Loads the demo district on first start; returns false when it was already there. */
export async function ensureDemoDistrict(db: Db, now = Date.now()): Promise<boolean> {
  const existing = await db
    .selectFrom('districts')
    .select('district_id')
    .where('district_id', '=', DEMO_DISTRICT_ID)
    .executeTakeFirst();
  if (existing) return false;
  const roster = buildDemoRoster(await hashPassword(DEMO_PASSWORD), now);
  await insertRoster(db, roster);
  return true;
}
