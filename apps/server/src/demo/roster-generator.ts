/**
 * Deterministic roster generator: a district with schools, grades, teachers, classrooms, students,
 * guardians and accounts, from a seed. Used for the demo district and the simulator's presets.
 */
import { DISTRICT_OPTION_DEFAULTS, FEATURE_FLAG_DEFAULTS } from '@dash/contracts';
import type { CustomerTable } from '../accounts/accounts.table.js';
import type { ClassroomTable } from '../roster/roster.table.js';
import type { Roster } from '../roster/roster.types.js';
import { CITIES, FIRST_NAMES, LAST_NAMES, PASSWORD_WORDS, SCHOOL_NAME_STEMS } from './names.js';
import { SeededRandom } from './random.js';
import { customerRow, STAFF_TAGS } from './roster-accounts.js';

export interface RosterSpec {
  seed: number;
  districtId: number;
  districtName: string;
  timeZone: string;
  country: string;
  elementarySchools: number;
  middleSchools: number;
  /** Students per classroom, on average. */
  classSize: number;
  /** Classrooms per grade in each elementary school. */
  elementaryClassesPerGrade: number;
  /** Sections per grade in each middle school; a middle-school teacher teaches two sections. */
  middleSectionsPerGrade: number;
  /** Share of students whose guardian has an account. */
  guardianShare: number;
  /** One hash shared by the generated accounts (they all use the demo password). */
  passwordHash: string;
  createdAt: number;
}

const LOGIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function emailSlug(first: string, last: string) {
  return `${first}.${last}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
}

/** Builds the roster; ids are offsets from the district id so several districts never collide. */
export function generateRoster(spec: RosterSpec): Roster {
  const rng = new SeededRandom(spec.seed);
  const d = spec.districtId;
  const base = d * 1_000_000;
  const emailDomain = `${spec.districtName.split(' ')[0]!.toLowerCase()}.example.org`;
  const roster: Roster = {
    district: {
      district_id: d,
      name: spec.districtName,
      time_zone: spec.timeZone,
      country: spec.country,
      academic_standard: 'ccss',
      options: JSON.stringify(DISTRICT_OPTION_DEFAULTS),
      feature_flags: JSON.stringify({
        ...FEATURE_FLAG_DEFAULTS,
        tab_concepts_enabled: true,
        demo_lessons: true,
        classroom_standards_export_enabled: true,
      }),
      provision_uid: `district-${d}`,
      ingest_key_hash: null,
      created_at: spec.createdAt,
    },
    schools: [],
    teachers: [],
    classrooms: [],
    students: [],
    enrollments: [],
    customers: [],
    customerSchools: [],
    guardianStudents: [],
  };
  const usedUsernames = new Set<string>();
  const usedCodes = new Set<string>();
  let customerSeq = base;

  /** An account of the generated roster; its provision uid is one past its id. */
  const addCustomer = (
    row: Pick<
      CustomerTable,
      'username' | 'first_name' | 'last_name' | 'account_kind' | 'school_admin_mode' | 'teacher_id'
    > & { tags?: readonly string[] },
  ) => {
    const customerId = ++customerSeq;
    const customer = customerRow({
      district_id: d,
      customer_id: customerId,
      password_hash: spec.passwordHash,
      created_at: spec.createdAt,
      provision_uid: `customer-${customerId + 1}`,
      email_address: row.username,
      ...row,
      tags: row.tags ?? STAFF_TAGS,
    });
    roster.customers.push(customer);
    return customer;
  };

  const person = () => ({ first: rng.pick(FIRST_NAMES), last: rng.pick(LAST_NAMES) });
  const uniqueUsername = (stem: string) => {
    let name = stem;
    for (let n = 2; usedUsernames.has(name); n++) name = `${stem}${n}`;
    usedUsernames.add(name);
    return name;
  };
  const loginCode = () => {
    const draw = () => Array.from({ length: 6 }, () => rng.pick([...LOGIN_CODE_ALPHABET])).join('');
    let code = draw();
    while (usedCodes.has(code)) code = draw();
    usedCodes.add(code);
    return code;
  };

  const addStudents = (classroom: ClassroomTable, grade: number) => {
    const count = Math.max(8, Math.round(spec.classSize + rng.normal() * 2.5));
    for (let i = 0; i < count; i++) {
      const { first, last } = person();
      const studentId = base + 100_000 + roster.students.length + 1;
      roster.students.push({
        district_id: d,
        student_id: studentId,
        first_name: first,
        last_name: last,
        grade_id: grade,
        username: uniqueUsername(
          `${first[0]}${last}`
            .normalize('NFD')
            .replace(/[^A-Za-z]/g, '')
            .toLowerCase(),
        ),
        text_password: `${rng.pick(PASSWORD_WORDS)}${rng.int(10, 99)}`,
        picture_password: rng.int(1, 9),
        status: null,
        language_id: rng.chance(0.12) ? 21514 : 1033,
        gender: rng.pick(['Female', 'Male', 'Female', 'Male', 'NotSpecified', 'Other']),
        settings: JSON.stringify({ engagement_restrictions: [] }),
        provision_uid: `student-${studentId}`,
        created_at: spec.createdAt,
      });
      roster.enrollments.push({
        district_id: d,
        classroom_id: classroom.classroom_id,
        student_id: studentId,
      });
    }
  };

  const addTeacher = (schoolId: number) => {
    const { first, last } = person();
    const teacherId = base + 10_000 + roster.teachers.length + 1;
    const email = `${emailSlug(first, last)}${teacherId % 1000}@${emailDomain}`;
    roster.teachers.push({
      district_id: d,
      teacher_id: teacherId,
      school_id: schoolId,
      first_name: first,
      last_name: last,
      email_address: email,
      provision_uid: `teacher-${teacherId}`,
    });
    addCustomer({
      username: email,
      first_name: first,
      last_name: last,
      account_kind: 'teacher',
      school_admin_mode: null,
      teacher_id: teacherId,
    });
    return teacherId;
  };

  const addClassroom = (schoolId: number, teacherId: number, grade: number, name: string) => {
    const classroomId = base + 20_000 + roster.classrooms.length + 1;
    const classroom: ClassroomTable = {
      district_id: d,
      classroom_id: classroomId,
      school_id: schoolId,
      teacher_id: teacherId,
      name,
      grade_id: grade,
      academic_standard: 'ccss',
      authentication_type: grade <= 2 ? 1 : 2,
      settings: JSON.stringify({ engagement_restrictions: grade <= 2 ? ['school_hours'] : [] }),
      login_code: loginCode(),
      provision_uid: `classroom-${classroomId}`,
    };
    roster.classrooms.push(classroom);
    addStudents(classroom, grade);
  };

  const schoolCount = spec.elementarySchools + spec.middleSchools;
  for (let s = 0; s < schoolCount; s++) {
    const isMiddle = s >= spec.elementarySchools;
    const stem = SCHOOL_NAME_STEMS[s % SCHOOL_NAME_STEMS.length]!;
    const round = Math.floor(s / SCHOOL_NAME_STEMS.length);
    const place = CITIES[s % CITIES.length]!;
    const schoolId = base + 1_000 + s + 1;
    roster.schools.push({
      district_id: d,
      school_id: schoolId,
      name: `${stem}${round ? ` ${round + 1}` : ''} ${isMiddle ? 'Middle School' : 'Elementary School'}`,
      city: place.city,
      zip: place.zip,
      url_identifier: `${stem.toLowerCase().replace(/\s+/g, '-')}${round ? `-${round + 1}` : ''}`,
      provision_uid: `school-${schoolId}`,
    });
    if (isMiddle) {
      for (let grade = 6; grade <= 8; grade++) {
        let teacherId = 0;
        for (let section = 0; section < spec.middleSectionsPerGrade; section++) {
          if (section % 2 === 0) teacherId = addTeacher(schoolId);
          const last = roster.teachers[roster.teachers.length - 1]!.last_name;
          addClassroom(schoolId, teacherId, grade, `Math ${grade} · Period ${section + 1} (${last})`);
        }
      }
    } else {
      for (let grade = 0; grade <= 5; grade++) {
        for (let c = 0; c < spec.elementaryClassesPerGrade; c++) {
          const teacherId = addTeacher(schoolId);
          const last = roster.teachers[roster.teachers.length - 1]!.last_name;
          addClassroom(
            schoolId,
            teacherId,
            grade,
            `${grade === 0 ? 'Kindergarten' : `Grade ${grade}`} · ${last}`,
          );
        }
      }
    }
  }

  // Guardians: a share of students get a guardian account; siblings share one.
  for (const student of roster.students) {
    if (!rng.chance(spec.guardianShare)) continue;
    const first = rng.pick(FIRST_NAMES);
    addGuardian(first, student.last_name, [student.student_id]);
  }

  function addGuardian(first: string, last: string, studentIds: number[]) {
    const username = uniqueUsername(`${emailSlug(first, last)}@family.example.org`);
    const guardian = addCustomer({
      username,
      first_name: first,
      last_name: last,
      account_kind: 'guardian',
      school_admin_mode: null,
      teacher_id: null,
      tags: [],
    });
    for (const studentId of studentIds) {
      roster.guardianStudents.push({
        district_id: d,
        customer_id: guardian.customer_id,
        student_id: studentId,
      });
    }
    return guardian;
  }

  return roster;
}
