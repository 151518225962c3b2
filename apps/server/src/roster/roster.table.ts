/** Row types of the roster tables (db/migrations/001_platform.sql). JSON columns are TEXT. */
export interface DistrictTable {
  district_id: number;
  name: string;
  time_zone: string;
  country: string;
  academic_standard: string;
  options: string;
  feature_flags: string;
  provision_uid: string | null;
  ingest_key_hash: string | null;
  created_at: number;
}

export interface GradeTable {
  grade_id: number;
  code: string;
  name: string;
  ordinal: number;
}

export interface SchoolTable {
  district_id: number;
  school_id: number;
  name: string;
  city: string | null;
  zip: string | null;
  url_identifier: string | null;
  provision_uid: string | null;
}

export interface TeacherTable {
  district_id: number;
  teacher_id: number;
  school_id: number;
  first_name: string;
  last_name: string;
  email_address: string | null;
  provision_uid: string | null;
}

export interface ClassroomTable {
  district_id: number;
  classroom_id: number;
  school_id: number;
  teacher_id: number;
  name: string;
  grade_id: number;
  academic_standard: string;
  authentication_type: number;
  settings: string;
  login_code: string;
  provision_uid: string | null;
}

export interface StudentTable {
  district_id: number;
  student_id: number;
  first_name: string;
  last_name: string;
  grade_id: number;
  username: string;
  text_password: string | null;
  picture_password: number | null;
  status: number | null;
  language_id: number;
  gender: string;
  settings: string;
  provision_uid: string | null;
  created_at: number;
}

export interface EnrollmentTable {
  district_id: number;
  classroom_id: number;
  student_id: number;
}
