/**
 * The classroom tabs, each over HTTP with the caller's session and report reuse off, as the web app
 * asks them, with their targets at preset m (p95, ms):
 * - alerts today with usage alerts, so every active alert of the students is read (never cached, spec §7): 15;
 * - the first page of activity over the 30-day window: 15;
 * - the concept map over the last 14 days (the grade's lesson groups the students played, names, states): 30;
 * - the standards grid of the default grade (domains, clusters, standards, the first page of students): 30.
 */
import { percentiles, timeHttp } from './measure.js';

export const CLASSROOM_PAGES = {
  'classroom alerts': { path: 'alerts?usage=true', targetP95: 15 },
  'classroom activity, first page': { path: 'activity', targetP95: 15 },
  'classroom concept map': { path: 'concepts', targetP95: 30 },
  'classroom standards grid': { path: 'standards/all', targetP95: 30 },
} as const;

export async function benchClassroomPages(
  address: string,
  cookie: string,
  ids: { districtId: number; classroomId: number },
  iterations: number,
) {
  const figures: Record<string, { p50: number; p95: number; targetP95: number }> = {};
  for (const [name, { path, targetP95 }] of Object.entries(CLASSROOM_PAGES)) {
    const url = `${address}/r/districts/${ids.districtId}/classrooms/${ids.classroomId}/${path}`;
    figures[name] = { ...percentiles(await timeHttp(url, cookie, iterations)), targetP95 };
  }
  return figures;
}
