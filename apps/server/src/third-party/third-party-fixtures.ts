/** Third-party data of the test suites' fixture districts (testing/fixture-district.ts). */
import { getCatalogue } from '../curriculum/catalogue.js';
import type { Db } from '../db/database.js';
import { clearCreatedAssignments } from '../testing/assignment-fixtures.js';

/** A kindergarten domain: every student may play it, whatever their grade. */
export const FIXTURE_DOMAIN_ID = getCatalogue().domains.find((d) => d.code === 'K.CC')!.domain_id;

/** An active Quantile assessment in every district of the database that has none. */
export async function ensureQuantileAssessments(db: Db) {
  const districts = await db.selectFrom('districts').select('district_id').execute();
  const held = await db.selectFrom('third_party_assessments').select('district_id').execute();
  const missing = districts.filter((d) => !held.some((h) => h.district_id === d.district_id));
  if (missing.length === 0) return;
  await db
    .insertInto('third_party_assessments')
    .values(
      missing.map((d) => ({
        district_id: d.district_id,
        assessment_id: 2,
        name: 'QUANTILE' as const,
        active: true,
        created_at: Date.now(),
      })),
    )
    .execute();
}

/** Before each write of the security suites: created assignments undone, the Quantile assessments there. */
export async function prepareThirdPartyWrites(db: Db) {
  await db.deleteFrom('third_party_assignment_students').execute();
  await clearCreatedAssignments(db);
  await ensureQuantileAssessments(db);
}
