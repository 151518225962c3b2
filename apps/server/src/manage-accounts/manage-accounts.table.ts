/** Row types of the Manage page's tables (db/migrations/014_manage_accounts.sql). */

export interface TeacherSettingsTable {
  district_id: number;
  teacher_id: number;
  academic_standard: string;
}

export interface CustomerSessionSettingsTable {
  district_id: number;
  customer_id: number;
  selected_school_id: number | null;
  selected_school_name: string | null;
}

export interface IngestKeyRecordTable {
  district_id: number;
  created_at: number;
  created_by: number;
}

export interface ManageAccountsTables {
  teacher_settings: TeacherSettingsTable;
  customer_session_settings: CustomerSessionSettingsTable;
  ingest_key_records: IngestKeyRecordTable;
}
