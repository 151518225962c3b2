/**
 * Assignment benchmarks (targets, preset m): creating an assignment for a whole classroom of about 35
 * students (each create followed by an untimed cancel, so the limit of 2 active never refuses one), then one
 * page of that classroom's history once it holds 200 assignments, and the students' active assignments the
 * assign form asks for before a create.
 */
import { localDay } from '@dash/contracts';
import { getCatalogue } from '../../apps/server/src/curriculum/catalogue.js';
import type { Db } from '../../apps/server/src/db/database.js';
import { percentiles, timeHttp } from './measure.js';

const HISTORY_SIZE = 200;
const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** The classroom of the district whose size is closest to 35 students, and its students. */
async function classroomOfAbout35(db: Db, districtId: number) {
  const sizes = await db
    .selectFrom('enrollments')
    .select(['classroom_id', (eb) => eb.fn.countAll<number>().as('students')])
    .where('district_id', '=', districtId)
    .groupBy('classroom_id')
    .execute();
  const best = sizes.sort(
    (a, b) => Math.abs(Number(a.students) - 35) - Math.abs(Number(b.students) - 35),
  )[0]!;
  const rows = await db
    .selectFrom('enrollments')
    .select('student_id')
    .where('district_id', '=', districtId)
    .where('classroom_id', '=', best.classroom_id)
    .execute();
  return { classroomId: best.classroom_id, studentIds: rows.map((r) => r.student_id) };
}

/** Deletes what earlier runs created in the cached preset (ids from the sequence), so each run times 200. */
async function forgetEarlierRuns(db: Db, districtId: number, classroomId: number) {
  const earlier = db
    .selectFrom('assignments')
    .select('assignment_id')
    .where('district_id', '=', districtId)
    .where('classroom_id', '=', classroomId)
    .where('assignment_id', '>=', 100_000_000);
  await db.deleteFrom('student_assignments').where('assignment_id', 'in', earlier).execute();
  await db
    .deleteFrom('assignments')
    .where('district_id', '=', districtId)
    .where('classroom_id', '=', classroomId)
    .where('assignment_id', '>=', 100_000_000)
    .execute();
}

/**
 * The catalogue's standards none of the students has ever been assigned (the preset's simulated teachers assign
 * too): a create on one of them is never refused as a duplicate of an active assignment.
 */
async function standardsFreeFor(db: Db, districtId: number, studentIds: number[]) {
  const taken = await db
    .selectFrom('assignments')
    .innerJoin('student_assignments', (join) =>
      join
        .onRef('student_assignments.district_id', '=', 'assignments.district_id')
        .onRef('student_assignments.assignment_id', '=', 'assignments.assignment_id'),
    )
    .select('assignments.focus_id')
    .distinct()
    .where('assignments.district_id', '=', districtId)
    .where('assignments.focus_type', '=', 'STANDARD')
    .where('student_assignments.student_id', 'in', studentIds)
    .execute();
  const takenIds = new Set(taken.map((row) => row.focus_id));
  return getCatalogue().standards.filter((standard) => !takenIds.has(standard.standard_id));
}

async function send(url: string, cookie: string, method: 'POST' | 'PUT', body: unknown) {
  const response = await fetch(url, { method, headers: { ...HEADERS, cookie }, body: JSON.stringify(body) });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as { data: { assignment_id: number } };
}

export async function benchAssignments(
  address: string,
  cookie: string,
  db: Db,
  district: { districtId: number; timeZone: string },
  iterations: number,
) {
  const { classroomId, studentIds } = await classroomOfAbout35(db, district.districtId);
  await forgetEarlierRuns(db, district.districtId, classroomId);
  const today = localDay(Date.now(), district.timeZone);
  const inAWeek = localDay(Date.now() + 6 * 24 * 60 * 60 * 1000, district.timeZone);
  const standards = await standardsFreeFor(db, district.districtId, studentIds);
  const createSamples: number[] = [];
  for (let i = 0; i < HISTORY_SIZE; i++) {
    const started = performance.now();
    const created = await send(`${address}/m/assignments`, cookie, 'POST', {
      classroom_id: classroomId,
      focus_type: 'STANDARD',
      focus_id: standards[i % standards.length]!.standard_id,
      assignment_type: 'SPOT',
      start_date: today,
      end_date: inAWeek,
      user_ids: studentIds,
    });
    createSamples.push(performance.now() - started);
    await send(`${address}/m/assignments/${created.data.assignment_id}`, cookie, 'PUT', {
      classroom_id: classroomId,
      status: 'CANCELLED',
    });
  }
  const historyUrl = `${address}/r/districts/${district.districtId}/classrooms/${classroomId}/assignments?page=1`;
  const historySamples = await timeHttp(historyUrl, cookie, iterations);
  const activeUrl = `${address}/m/assignments/students?user_ids=${studentIds.join(',')}`;
  const activeSamples = await timeHttp(activeUrl, cookie, iterations);
  return {
    classroomStudents: studentIds.length,
    create: percentiles(createSamples.slice(5)),
    history: percentiles(historySamples),
    activeOfStudents: percentiles(activeSamples),
  };
}
