import {
  DISTRICT_OPTION_DEFAULTS,
  FEATURE_FLAG_DEFAULTS,
  type DistrictOptions,
  type FeatureFlags,
} from '@dash/contracts';

function readBooleans<T extends Record<string, boolean>>(json: string, defaults: T): T {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A damaged settings document falls back to the defaults rather than failing every request.
  }
  const result = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = stored[key as string];
    if (typeof value === 'boolean') result[key] = value as T[keyof T];
  }
  return result;
}

/** District options with defaults applied; unknown keys are dropped. */
export const readDistrictOptions = (json: string): DistrictOptions =>
  readBooleans(json, { ...DISTRICT_OPTION_DEFAULTS });
/** Feature flags with defaults applied (ast_restrictions on, the rest as spec §6 says). */
export const readFeatureFlags = (json: string): FeatureFlags =>
  readBooleans(json, { ...FEATURE_FLAG_DEFAULTS });

export function readStringList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}
