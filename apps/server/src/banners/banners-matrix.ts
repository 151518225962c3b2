/**
 * The authorization matrix's entries for banners (security/route-matrix.ts merges them): anyone signed in reads
 * their own banner now; only the district's admin reads or writes its schedule (spec §6 Manage).
 */
import type { Db } from '../db/database.js';
import { everyone, type MatrixEntry } from '../security/matrix-entry.js';

/** The banner id every matrix cell names; `keepMatrixBanner` puts it back in each district before a cell. */
export const MATRIX_BANNER_ID = 900_001;

const SAVE = {
  css_class: 'info',
  restrict_to: [],
  enabled: false,
  start_date: '2026-01-05',
  end_date: '2026-01-09',
  message: 'Matrix banner',
  link_url: null,
};

export async function keepMatrixBanner(db: Db) {
  const districts = await db.selectFrom('districts').select('district_id').execute();
  for (const { district_id } of districts) {
    const present = await db
      .selectFrom('banners')
      .select('banner_id')
      .where('district_id', '=', district_id)
      .where('banner_id', '=', MATRIX_BANNER_ID)
      .executeTakeFirst();
    if (present) continue;
    await db
      .insertInto('banners')
      .values({
        district_id,
        banner_id: MATRIX_BANNER_ID,
        ...SAVE,
        restrict_to: '',
        updated_by: 0,
        updated_at: 0,
      })
      .execute();
  }
}

const onDistrict = (withBody: boolean): MatrixEntry => ({
  scope: 'object',
  kind: 'district',
  before: keepMatrixBanner,
  body: withBody ? () => SAVE : undefined,
});

export const BANNERS_MATRIX: Record<string, MatrixEntry> = {
  'GET /m/banners/current': { scope: 'none', expected: everyone('allow', 'signIn') },
  'GET /m/district/:districtId/banners': onDistrict(false),
  'POST /m/district/:districtId/banners': onDistrict(true),
  'PUT /m/district/:districtId/banners/:bannerId': onDistrict(true),
  'DELETE /m/district/:districtId/banners/:bannerId': onDistrict(false),
};
