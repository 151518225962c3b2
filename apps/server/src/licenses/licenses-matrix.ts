/**
 * The authorization matrix's entries for licence reports (security/route-matrix.ts merges them): the district's
 * report and login activity for its district admin only; a school's for the district admin and the school's own
 * admins, never teachers or guardians (spec §6). Every cell runs with the licence report switched on.
 */
import type { Db } from '../db/database.js';
import type { MatrixEntry } from '../security/matrix-entry.js';

/** Turns view_school_licenses_enabled and license_report_enabled on in every district (off by default). */
export async function enableLicenseReports(db: Db) {
  const districts = await db.selectFrom('districts').select(['district_id', 'options']).execute();
  for (const d of districts) {
    const options = {
      ...(JSON.parse(d.options) as object),
      view_school_licenses_enabled: true,
      license_report_enabled: true,
    };
    await db
      .updateTable('districts')
      .set({ options: JSON.stringify(options) })
      .where('district_id', '=', d.district_id)
      .execute();
  }
}

const cell = (kind: 'district' | 'school'): MatrixEntry => ({
  scope: 'object',
  kind,
  before: enableLicenseReports,
});

export const LICENSES_MATRIX: Record<string, MatrixEntry> = {
  'GET /m/district/:districtId/license': cell('district'),
  'GET /m/district/:districtId/metrics/unique-user-count': cell('district'),
  'GET /m/school/:schoolId/license': cell('school'),
  'GET /m/school/:schoolId/metrics/unique-user-count': cell('school'),
};
