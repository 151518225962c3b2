/** The only SQL of banners: a district's schedule, the banners live on a day, and one banner's writes. */
import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import type { BannerTable } from './banners.table.js';

export type BannerRow = Selectable<BannerTable>;

/** The district's banners in schedule order: first day, then the order they were made. */
export function findBanners(db: DbOrTrx, districtId: number): Promise<BannerRow[]> {
  return db
    .selectFrom('banners')
    .selectAll()
    .where('district_id', '=', districtId)
    .orderBy('start_date')
    .orderBy('banner_id')
    .execute();
}

/** Enabled banners whose days include `day`, in schedule order. */
export function findLiveBanners(db: DbOrTrx, districtId: number, day: string): Promise<BannerRow[]> {
  return db
    .selectFrom('banners')
    .selectAll()
    .where('district_id', '=', districtId)
    .where('enabled', '=', true)
    .where('start_date', '<=', day)
    .where('end_date', '>=', day)
    .orderBy('start_date')
    .orderBy('banner_id')
    .execute();
}

export function findBanner(db: DbOrTrx, districtId: number, bannerId: number) {
  return db
    .selectFrom('banners')
    .selectAll()
    .where('district_id', '=', districtId)
    .where('banner_id', '=', bannerId)
    .executeTakeFirst();
}

export async function insertBanner(db: DbOrTrx, row: Insertable<BannerTable>): Promise<number> {
  const inserted = await db
    .insertInto('banners')
    .values(row)
    .returning('banner_id')
    .executeTakeFirstOrThrow();
  return Number(inserted.banner_id);
}

export async function updateBanner(
  db: DbOrTrx,
  districtId: number,
  bannerId: number,
  row: Omit<Insertable<BannerTable>, 'district_id' | 'banner_id'>,
): Promise<void> {
  await db
    .updateTable('banners')
    .set(row)
    .where('district_id', '=', districtId)
    .where('banner_id', '=', bannerId)
    .execute();
}

export async function deleteBanner(db: DbOrTrx, districtId: number, bannerId: number): Promise<void> {
  await db
    .deleteFrom('banners')
    .where('district_id', '=', districtId)
    .where('banner_id', '=', bannerId)
    .execute();
}
