/**
 * Banners (spec §3 Banner, §4): the one a signed-in person sees now — the first enabled banner of the district's
 * schedule whose days include today in the district's time zone and whose roles include theirs (none: everyone) —
 * and the district admin's schedule: list, create, change, delete, each audited.
 */
import { localDay, ROLES, type Banner, type BannerSave, type Role } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import { withTransaction, type Db } from '../db/database.js';
import { notFound } from '../http/app-error.js';
import * as repository from './banners.repository.js';

const rolesOf = (text: string): Role[] =>
  text.split(',').filter((role): role is Role => (ROLES as readonly string[]).includes(role));

function bannerOf(row: repository.BannerRow): Banner {
  return {
    id: Number(row.banner_id),
    css_class: row.css_class as Banner['css_class'],
    restrict_to: rolesOf(row.restrict_to),
    enabled: row.enabled,
    start_date: row.start_date,
    end_date: row.end_date,
    message: row.message,
    link_url: row.link_url,
  };
}

/** The banner the actor sees today, or null. */
export async function currentBanner(db: Db, actor: Actor, now = Date.now()): Promise<Banner | null> {
  const today = localDay(now, actor.district.timeZone);
  const live = await repository.findLiveBanners(db, actor.districtId, today);
  const shown = live
    .map(bannerOf)
    .find((b) => b.restrict_to.length === 0 || b.restrict_to.includes(actor.role));
  return shown ?? null;
}

export async function listBanners(db: Db, districtId: number): Promise<Banner[]> {
  return (await repository.findBanners(db, districtId)).map(bannerOf);
}

const rowOf = (actor: Actor, save: BannerSave, now: number) => ({
  css_class: save.css_class,
  // Stored in the order of ROLES, once each.
  restrict_to: ROLES.filter((role) => save.restrict_to.includes(role)).join(','),
  enabled: save.enabled,
  start_date: save.start_date,
  end_date: save.end_date,
  message: save.message,
  link_url: save.link_url,
  updated_by: actor.customerId,
  updated_at: now,
});

async function loadBanner(db: Db, districtId: number, bannerId: number) {
  const row = await repository.findBanner(db, districtId, bannerId);
  if (!row) throw notFound('That banner does not exist; it may have been deleted.');
  return row;
}

function audit(actor: Actor, action: 'banner_saved' | 'banner_deleted', bannerId: number, ip: string) {
  return {
    districtId: actor.districtId,
    customerId: actor.customerId,
    action,
    outcome: 'success' as const,
    target: `banner:${bannerId}`,
    ip,
  };
}

export async function createBanner(db: Db, actor: Actor, save: BannerSave, ip: string, now = Date.now()) {
  const id = await withTransaction(
    db,
    async (trx) => {
      const bannerId = await repository.insertBanner(trx, {
        district_id: actor.districtId,
        ...rowOf(actor, save, now),
      });
      await recordAudit(trx, audit(actor, 'banner_saved', bannerId, ip), now);
      return bannerId;
    },
    { districtId: actor.districtId },
  );
  return bannerOf(await loadBanner(db, actor.districtId, id));
}

export async function changeBanner(
  db: Db,
  actor: Actor,
  bannerId: number,
  save: BannerSave,
  ip: string,
  now = Date.now(),
) {
  await loadBanner(db, actor.districtId, bannerId);
  await withTransaction(
    db,
    async (trx) => {
      await repository.updateBanner(trx, actor.districtId, bannerId, rowOf(actor, save, now));
      await recordAudit(trx, audit(actor, 'banner_saved', bannerId, ip), now);
    },
    { districtId: actor.districtId },
  );
  return bannerOf(await loadBanner(db, actor.districtId, bannerId));
}

export async function removeBanner(db: Db, actor: Actor, bannerId: number, ip: string, now = Date.now()) {
  await loadBanner(db, actor.districtId, bannerId);
  await withTransaction(
    db,
    async (trx) => {
      await repository.deleteBanner(trx, actor.districtId, bannerId);
      await recordAudit(trx, audit(actor, 'banner_deleted', bannerId, ip), now);
    },
    { districtId: actor.districtId },
  );
}
