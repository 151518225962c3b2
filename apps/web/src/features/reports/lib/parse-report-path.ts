import { REPORT_STATES, type ReportState } from '@dash/contracts';

export interface ReportLocation {
  districtId: number;
  state: ReportState;
  /** The item's id; for the district state, the district id. */
  itemId: number;
}

const NUMERIC_ID = /^\d+$/;

/**
 * Reads `/district/{districtId}/{state}/{id}` (spec §2 report hierarchy); an empty rest is the district
 * itself. Returns null for non-numeric ids, unknown states or extra segments (spec §5: those go home).
 */
export function parseReportPath(
  districtParam: string | undefined,
  rest: string | undefined,
): ReportLocation | null {
  if (!districtParam || !NUMERIC_ID.test(districtParam)) return null;
  const districtId = Number(districtParam);
  const segments = (rest ?? '').split('/').filter(Boolean);
  if (segments.length === 0) return { districtId, state: 'district', itemId: districtId };
  const [state, id, ...extra] = segments;
  if (extra.length > 0 || !state || !id || !NUMERIC_ID.test(id)) return null;
  if (state === 'district' || !(REPORT_STATES as readonly string[]).includes(state)) return null;
  return { districtId, state: state as ReportState, itemId: Number(id) };
}
