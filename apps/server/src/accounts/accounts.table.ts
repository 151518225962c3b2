import type { AccountKind } from '@dash/contracts';

/** Row types of the account tables (db/migrations/001_platform.sql). */
export interface CustomerTable {
  district_id: number;
  customer_id: number;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  email_address: string | null;
  account_kind: AccountKind;
  school_admin_mode: number | null;
  teacher_id: number | null;
  tags: string;
  preferences: string;
  edit_locked: boolean;
  assign_focus_enabled: boolean;
  growth_as_percentage: boolean;
  chat_enabled: boolean;
  is_consumer_guardian: boolean;
  trial_days_remaining: number | null;
  provision_uid: string | null;
  valid: boolean;
  password_changed_at: number;
  created_at: number;
}

export interface CustomerSchoolTable {
  district_id: number;
  customer_id: number;
  school_id: number;
}

export interface GuardianStudentTable {
  district_id: number;
  customer_id: number;
  student_id: number;
}

/** Global: login looks an account up by username before its district is known. */
export interface AccountDirectoryTable {
  username: string;
  district_id: number;
  customer_id: number;
}

/** Global: a request is matched to its session by token hash before its district is known. */
export interface SessionTable {
  session_id: string;
  district_id: number;
  customer_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ended_at: number | null;
  end_reason: string | null;
}
