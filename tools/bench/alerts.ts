/**
 * Alerts benchmark (issue target at preset m: classroom alerts p95 ≤ 15 ms): a classroom's alerts today
 * (At a Glance with usage alerts, so every active alert of its students is read), over HTTP with the caller's
 * session. Alerts are never cached (spec §7), so every request reads the database.
 */
import { percentiles, timeHttp } from './measure.js';

export async function benchClassroomAlerts(
  address: string,
  cookie: string,
  ids: { districtId: number; classroomId: number },
  iterations: number,
) {
  const url = `${address}/r/districts/${ids.districtId}/classrooms/${ids.classroomId}/alerts?usage=true`;
  return percentiles(await timeHttp(url, cookie, iterations));
}
