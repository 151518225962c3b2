/** The only SQL of analytics: storing a page view, and reading the district's views and educators back. */
import type { Insertable } from 'kysely';
import type { AccountKind } from '@dash/contracts';
import type { DbOrTrx } from '../db/database.js';
import type { AnalyticsEventTable } from './analytics.table.js';

export async function insertAnalyticsEvent(db: DbOrTrx, row: Insertable<AnalyticsEventTable>): Promise<void> {
  await db.insertInto('analytics_events').values(row).execute();
}

export interface StoredPageView {
  customer_id: number;
  page: string;
  duration_ms: number;
  recorded_at: number;
}

/** The district's page views stored within [fromMs, toMs). */
export async function listPageViews(
  db: DbOrTrx,
  districtId: number,
  fromMs: number,
  toMs: number,
): Promise<StoredPageView[]> {
  const rows = await db
    .selectFrom('analytics_events')
    .select(['customer_id', 'page', 'duration_ms', 'recorded_at'])
    .where('district_id', '=', districtId)
    .where('recorded_at', '>=', fromMs)
    .where('recorded_at', '<', toMs)
    .execute();
  return rows.map((r) => ({
    customer_id: Number(r.customer_id),
    page: r.page,
    duration_ms: Number(r.duration_ms),
    recorded_at: Number(r.recorded_at),
  }));
}

export interface EducatorAccount {
  customer_id: number;
  first_name: string;
  last_name: string;
  account_kind: AccountKind;
  school_admin_mode: number | null;
}

/** The district's valid educator accounts (teachers and administrators; guardians left out). */
export async function listEducatorAccounts(db: DbOrTrx, districtId: number): Promise<EducatorAccount[]> {
  return db
    .selectFrom('customers')
    .select(['customer_id', 'first_name', 'last_name', 'account_kind', 'school_admin_mode'])
    .where('district_id', '=', districtId)
    .where('account_kind', '!=', 'guardian')
    .where('valid', '=', true)
    .execute();
}
