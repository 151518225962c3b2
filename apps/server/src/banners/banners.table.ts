import type { Generated } from 'kysely';

/** A district's banner (migration 017); restrict_to holds roles separated by commas, '' for everyone. */
export interface BannerTable {
  district_id: number;
  banner_id: Generated<number>;
  css_class: string;
  restrict_to: string;
  enabled: boolean;
  start_date: string;
  end_date: string;
  message: string;
  link_url: string | null;
  updated_by: number;
  updated_at: number;
}

export interface BannerTables {
  banners: BannerTable;
}
