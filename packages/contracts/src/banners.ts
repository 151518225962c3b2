/**
 * Banners (spec §3 Banner, §4): notices a district admin schedules at the top of every page — the preview banner
 * and dated announcements — each for some roles (none: everyone) between two days, enabled or not.
 */
import { z } from 'zod';
import { calendarDay } from './assignments.js';
import { ROLES } from './customer.js';
import { idSchema } from './ids.js';

/** How a banner looks (spec cssClass): the preview banner, a notice, or a warning. */
export const BANNER_STYLES = ['preview', 'info', 'warning'] as const;
export type BannerStyle = (typeof BANNER_STYLES)[number];

/** Longest message a banner shows on one or two lines. */
export const BANNER_MESSAGE_MAX = 240;

export const bannerSchema = z.object({
  id: z.number().int(),
  css_class: z.enum(BANNER_STYLES),
  /** Roles that see it; empty: every signed-in role. */
  restrict_to: z.array(z.enum(ROLES)),
  enabled: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  message: z.string(),
  /** An optional "Learn more" address (https). */
  link_url: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerSaveSchema = z
  .strictObject({
    css_class: z.enum(BANNER_STYLES),
    restrict_to: z.array(z.enum(ROLES)).max(ROLES.length),
    enabled: z.boolean(),
    start_date: calendarDay,
    end_date: calendarDay,
    message: z
      .string()
      .trim()
      .min(1, 'write what the banner says')
      .max(BANNER_MESSAGE_MAX, `must be at most ${BANNER_MESSAGE_MAX} characters`),
    link_url: z
      .string()
      .trim()
      .max(500)
      .regex(/^https:\/\/[^\s]+$/, 'must be an address starting with https://')
      .nullable(),
  })
  .refine((banner) => banner.start_date <= banner.end_date, {
    path: ['end_date'],
    message: 'must be on or after the first day',
  });
export type BannerSave = z.infer<typeof bannerSaveSchema>;

export const bannerParamsSchema = z.object({ districtId: idSchema, bannerId: idSchema });
export const bannerListResponseSchema = z.object({ data: z.array(bannerSchema) });
export const bannerResponseSchema = z.object({ data: bannerSchema });
/** The banner the caller sees now (null: none, or while impersonating). */
export const currentBannerResponseSchema = z.object({ data: bannerSchema.nullable() });
