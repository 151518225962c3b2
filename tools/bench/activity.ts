/**
 * Activity benchmark (issue target at preset m: classroom activity first page p95 ≤ 15 ms): the first page of a
 * classroom's activity over the 30-day window, over HTTP with the caller's session, as the Activity tab asks it.
 */
import { percentiles, timeHttp } from './measure.js';

export async function benchClassroomActivity(
  address: string,
  cookie: string,
  ids: { districtId: number; classroomId: number },
  iterations: number,
) {
  const url = `${address}/r/districts/${ids.districtId}/classrooms/${ids.classroomId}/activity`;
  return percentiles(await timeHttp(url, cookie, iterations));
}
