/**
 * The first-time-user guide (spec §2 FTUE, §4, §6 FTUE roles, §7 profile settings, §9): its screens, the versioned
 * key that hides it, and the customer and district settings read under /p/.
 */
import { z } from 'zod';
import { DISTRICT_OPTION_DEFAULTS, FEATURE_FLAG_DEFAULTS } from './customer.js';
import { idSchema } from './ids.js';
import { astSchema } from './report-standards.js';
import { preferenceNameSchema, preferenceValueSchema } from './manage-accounts.js';

/** The tour has five screens at most (spec §9). */
export const FTUE_SCREEN_COUNT = 5;
/**
 * The version of the tour (spec §9 "hidden key version 18"): hiding it stores this key in the account's
 * preferences document, so a later version of the tour shows again to those who hid an older one.
 */
export const FTUE_VERSION = 18;
export const FTUE_HIDDEN_KEY = `hide_ftue_v${FTUE_VERSION}`;

/** GET /p/customers/{id}/settings/{name}: the caller's own settings, the preferences by the same names. */
export const customerSettingParamsSchema = z.object({ customerId: idSchema, name: preferenceNameSchema });
export const customerSettingQuerySchema = z.strictObject({
  school_id: idSchema.optional().describe('Spec §7 names it; every setting kept today is account-wide.'),
  classroom_id: idSchema.optional().describe('Spec §7 names it; every setting kept today is account-wide.'),
  ast: astSchema.describe(
    'Added to every GET by the web app (spec §7 interceptor); settings do not depend on it.',
  ),
});
export const customerSettingResponseSchema = z.object({
  data: z.object({ name: preferenceNameSchema, value: preferenceValueSchema }),
});

/** District settings by name (spec §7 GET /p/districts/{id}/settings/{name}): its options and feature flags. */
export const DISTRICT_SETTING_NAMES = [
  ...Object.keys(DISTRICT_OPTION_DEFAULTS),
  ...Object.keys(FEATURE_FLAG_DEFAULTS),
] as [string, ...string[]];
export const districtSettingNameSchema = z.enum(DISTRICT_SETTING_NAMES, {
  error: `must be one of ${DISTRICT_SETTING_NAMES.join(', ')}`,
});
export const districtSettingParamsSchema = z.object({
  districtId: idSchema,
  name: districtSettingNameSchema,
});
export const districtSettingResponseSchema = z.object({
  data: z.object({ name: districtSettingNameSchema, value: z.boolean() }),
});
