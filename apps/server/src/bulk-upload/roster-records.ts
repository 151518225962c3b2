/**
 * The roster records an upload holds, whatever its format: each kind with its source id, the source ids it refers
 * to and where in the upload it came from. The dashboard CSV and the OneRoster bundle are both read into these.
 */
import type { BulkRefusal } from '@dash/contracts';

export interface Origin {
  file: string;
  line: number;
}

/** A record the reader could already tell is wrong (e.g. an unknown grade code). */
export interface Flaw {
  reason: BulkRefusal;
  field: string;
}

interface Base extends Origin {
  sourceId: string;
  flaw?: Flaw;
}

export interface SchoolRecord extends Base {
  name: string;
}

export interface TeacherRecord extends Base {
  schoolSource: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

export interface ClassroomRecord extends Base {
  schoolSource: string;
  teacherSource: string;
  name: string;
  gradeId: number | null;
}

export interface StudentRecord extends Base {
  firstName: string;
  lastName: string;
  gradeId: number | null;
  username: string | null;
}

export interface EnrollmentRecord extends Base {
  classroomSource: string;
  studentSource: string;
}

export interface UploadRecords {
  schools: SchoolRecord[];
  teachers: TeacherRecord[];
  classrooms: ClassroomRecord[];
  students: StudentRecord[];
  enrollments: EnrollmentRecord[];
}

export const emptyRecords = (): UploadRecords => ({
  schools: [],
  teachers: [],
  classrooms: [],
  students: [],
  enrollments: [],
});

/** Grade codes an upload may use (spec §9 codes, OneRoster's CEDS codes, plain numbers) → grade_id. */
const GRADE_CODES: Record<string, number> = {
  PK: -1,
  K: 0,
  KG: 0,
  MG: 1000,
  A: 9,
  ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [String(i + 1), i + 1])),
  ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`0${i + 1}`, i + 1])),
};

/** The grade_id of a code, or null when it is not one. Several codes (OneRoster "03,04") make a multi-grade. */
export function gradeIdOf(text: string): number | null {
  const codes = text
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const ids = [...new Set(codes.map((code) => GRADE_CODES[code]))];
  if (ids.length === 0 || ids.some((id) => id === undefined)) return null;
  return ids.length === 1 ? ids[0]! : 1000;
}
