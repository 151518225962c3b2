/** Row types of licence groups (db/migrations/012_licenses.sql). */
import type { LicenseType } from '@dash/contracts';

export interface LicenseGroupTable {
  district_id: number;
  license_group_id: number;
  /** The school holding the group; null for the district's own groups. */
  owner_school_id: number | null;
  description: string;
  license_type: LicenseType | null;
  seats: number | null;
  /** District-local days (YYYY-MM-DD), both included. */
  start_date: string;
  end_date: string;
  created_at: number;
}

export interface LicenseGroupSchoolTable {
  district_id: number;
  license_group_id: number;
  school_id: number;
}

export interface LicenseTables {
  license_groups: LicenseGroupTable;
  license_group_schools: LicenseGroupSchoolTable;
}
