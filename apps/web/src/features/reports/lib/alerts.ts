/** Which alerts a pane loads (spec §6 classroom load rule) and where a click on one goes. */
import { isAlertsWindow, localDay, parseTimeframe, TimeframeError, type StudentAlert } from '@dash/contracts';
import type { ReportParams } from '../api/get-report';
import { standardsParam } from './standards-grid';

/** Whether a pane's timeframe lets alerts load: within the 30-day window and including today. */
export function alertsLoadFor(timeframe: string, timeZone: string, now = Date.now()): boolean {
  const today = localDay(now, timeZone);
  try {
    return isAlertsWindow(parseTimeframe(timeframe, today), today);
  } catch (error) {
    if (error instanceof TimeframeError) return false;
    throw error;
  }
}

/** The academic alerts' query of a timeframe code: `{N}d` as days, a custom range as fd and td. */
export function academicAlertsParams(timeframe: string): ReportParams {
  const custom = /^fd(\d{8})td(\d{8})$/.exec(timeframe);
  if (custom) return { fd: custom[1], td: custom[2] };
  const days = /^(\d+)d$/.exec(timeframe);
  return days ? { days: days[1] } : {};
}

/** The `standards` parameter that opens a student's standards on the alert's standard (or lesson group's cluster). */
export function alertStandardsParam(alert: StudentAlert): string | null {
  if (!alert.focus) return null;
  const { level_id: levelId, domain, cluster, standard } = alert.focus;
  return standardsParam({ levelId, domain, cluster, ...(standard ? { standard } : {}) });
}
