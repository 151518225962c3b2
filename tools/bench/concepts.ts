/**
 * Concept map benchmark (issue target at preset m: classroom concept map p95 ≤ 30 ms): a classroom's
 * concept map over the last 14 days (…/concepts, the grade's lesson groups its students played, with names and
 * states), over HTTP with the caller's session and report reuse off.
 */
import { percentiles, timeHttp } from './measure.js';

export async function benchClassroomConcepts(
  address: string,
  cookie: string,
  ids: { districtId: number; classroomId: number },
  iterations: number,
) {
  const url = `${address}/r/districts/${ids.districtId}/classrooms/${ids.classroomId}/concepts`;
  return percentiles(await timeHttp(url, cookie, iterations));
}
