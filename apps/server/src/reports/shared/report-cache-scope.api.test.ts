/**
 * Report reuse scoped by district and place (report-cache.ts, db/write-counts.ts): ingest batches and roster
 * changes of two districts interleave with reads of district, school, classroom and student reports, concept maps
 * and activity. After every write each answer read with reuse on equals the same read with reuse off, and the
 * other district's reads are all answered from reuse (no load); an ingest batch of another school's student
 * brings the district-wide grades list up to date by re-reading that student (lists/kept-lists.ts), reads the
 * schools list again from the per-school sums the batch moved (lists/school-sums-list.ts) and reloads nothing
 * else. Whole responses are answered again as long as report values are reused (http/response-reuse.ts). So the
 * test fails if a write dropped more than it changes or less, or a list missed a student.
 */
import { localDay } from '@dash/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import type { FixtureDistrict } from '../../testing/fixture-district.js';
import { ingestHandWritten, recordsOf, standardOf } from '../../testing/learning-fixture.js';
import { createTestServer, jsonHeaders, login, type TestServer } from '../../testing/test-server.js';
import { RESPONSE_REUSE_MS, responseReuseStats, setResponseReuseMs } from '../../http/response-reuse.js';
import { reportCacheStats, setReportCacheSeconds } from './report-cache.js';

const TZ = 'America/New_York';
let server: TestServer;
const cookies = new Map<number, string>();

beforeAll(async () => {
  server = await createTestServer({ reportCacheSeconds: 300 });
  // Whole responses are kept for as long as report values, so every read after a write that could not change
  // them is answered from them, however slow the machine.
  setResponseReuseMs(300_000);
  for (const district of [server.home, server.foreign]) {
    // Roster edits need the caller's provision id (spec §5).
    await server.database.db
      .updateTable('customers')
      .set({ provision_uid: `customer-admin-${district.districtId}`, edit_locked: false })
      .where('district_id', '=', district.districtId)
      .where('username', '=', district.logins.districtAdmin)
      .execute();
    cookies.set(district.districtId, await login(server.app, district.logins.districtAdmin));
  }
});
afterAll(async () => {
  setReportCacheSeconds(5);
  setResponseReuseMs(RESPONSE_REUSE_MS);
  await server.close();
});

/** Reports over a whole district. */
const districtUrls = ({ districtId: d }: FixtureDistrict) => [
  `/r/districts/${d}/schools?timeframe=30d`,
  `/r/districts/${d}/grades?timeframe=7d`,
];

/** Reports of the district's own school, two of its classrooms and one of their students. */
function ownSchoolUrls({ districtId: d, ids }: FixtureDistrict): string[] {
  return [
    `/r/districts/${d}/teachers?school_id=${ids.ownSchoolId}&timeframe=30d`,
    `/r/districts/${d}/students?classroom_id=${ids.ownClassroomId}&timeframe=7d`,
    `/r/districts/${d}/students?classroom_id=${ids.sameSchoolClassroomId}&timeframe=30d`,
    `/r/districts/${d}/students/${ids.ownStudentId}/overview`,
    `/r/districts/${d}/students/${ids.ownStudentId}/usage?timeframe=30d`,
    `/r/districts/${d}/classrooms/${ids.ownClassroomId}/concepts`,
    `/r/districts/${d}/students/${ids.ownStudentId}/concepts`,
    `/r/districts/${d}/classrooms/${ids.ownClassroomId}/activity`,
    `/r/districts/${d}/students/${ids.ownStudentId}/activity`,
    `/r/districts/${d}/classrooms/${ids.ownClassroomId}/alerts`,
    `/r/districts/${d}/classrooms/${ids.ownClassroomId}/alerts?usage=true`,
    `/r/districts/${d}/students/${ids.ownStudentId}/alerts`,
  ];
}

const reportUrls = (district: FixtureDistrict) => [...districtUrls(district), ...ownSchoolUrls(district)];

async function readAll(district: FixtureDistrict, urls = reportUrls(district)): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const url of urls) {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { cookie: cookies.get(district.districtId)! },
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    answers.push(response.json());
  }
  return answers;
}

/**
 * The district's answers with reuse on, checked against the same reads with reuse off; and the stats moved (a whole
 * response answered again, http/response-reuse.ts, counts as a hit).
 */
async function readChecked(district: FixtureDistrict, urls = reportUrls(district)) {
  const before = { ...reportCacheStats(), responses: responseReuseStats().hits };
  const reused = await readAll(district, urls);
  const moved = { ...reportCacheStats(), responses: responseReuseStats().hits };
  setReportCacheSeconds(0);
  try {
    expect(reused).toEqual(await readAll(district, urls));
  } finally {
    setReportCacheSeconds(300);
  }
  return {
    hits: moved.hits - before.hits + moved.responses - before.responses,
    loads: moved.loads - before.loads,
    patches: moved.patches - before.patches,
    answers: reused,
  };
}

let batch = 0;
/**
 * Lesson plays of the district's own, same-school and other-school students (or of `only` these), and a standard
 * completed by its own student, days ago.
 */
async function ingest(district: FixtureDistrict, only?: number[]) {
  batch++;
  const { ids } = district;
  const slots = getCatalogue().lessonSlots;
  const players = only ?? [ids.ownStudentId, ids.sameSchoolStudentId, ids.otherSchoolStudentId];
  const plays = players.map((studentId, i) => ({
    studentId,
    daysAgo: 1 + ((batch + i) % 5),
    hour: 9 + i,
    lessonSlotId: slots[(batch * 3 + i) % slots.length]!.lesson_slot_id,
    passed: (batch + i) % 2 === 0,
    minutes: 7 + i,
  }));
  const completions = [
    { studentId: ids.ownStudentId, daysAgo: 2, hour: 11, standardId: standardOf('K.CC.A.1').standard_id },
  ];
  const completed = batch % 2 === 0 && !only ? completions : [];
  const records = recordsOf(plays, completed, localDay(Date.now(), TZ), TZ).map((r) => ({
    ...r,
    uid: `scope-${batch}-${r.uid}`,
  }));
  await ingestHandWritten(server.database, district.districtId, records);
}

/** Moves one student between the district's two classrooms of one school (a roster change through the API). */
async function moveStudent(district: FixtureDistrict) {
  const { ids } = district;
  const enrolled = await server.database.db
    .selectFrom('enrollments')
    .select(['classroom_id', 'student_id'])
    .where('district_id', '=', district.districtId)
    .where('classroom_id', 'in', [ids.ownClassroomId, ids.sameSchoolClassroomId])
    .where('student_id', 'not in', [ids.ownStudentId, ids.sameSchoolStudentId])
    .orderBy('student_id')
    .executeTakeFirstOrThrow();
  const from = enrolled.classroom_id;
  const to = from === ids.ownClassroomId ? ids.sameSchoolClassroomId : ids.ownClassroomId;
  const response = await server.app.inject({
    method: 'POST',
    url: `/m/classroom/${from}/move_students`,
    payload: {
      id: from,
      provision_uid: `classroom-${from}`,
      type: 'classroom',
      student_ids: [enrolled.student_id],
      to_classroom_id: to,
    },
    headers: { ...jsonHeaders, cookie: cookies.get(district.districtId)! },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('report reuse scoped by district', () => {
  it(
    'answers as without reuse after every write, and keeps the other district’s reads through it',
    {
      timeout: 180_000,
    },
    async () => {
      const a = server.home;
      const b = server.foreign;
      const last = new Map<number, unknown[]>();
      for (const d of [a, b]) last.set(d.districtId, (await readChecked(d)).answers);
      const writes: [string, FixtureDistrict, (d: FixtureDistrict) => Promise<void>][] = [
        ['ingest', a, ingest],
        ['ingest', b, ingest],
        ['roster', a, moveStudent],
        ['ingest', a, ingest],
        ['roster', b, moveStudent],
        ['ingest', b, ingest],
      ];
      let changedAnswers = 0;
      for (const [kind, written, write] of writes) {
        const other = written === a ? b : a;
        await write(written);
        const otherAfter = await readChecked(other);
        expect(
          otherAfter.loads,
          `${kind} of ${written.districtId}: reads of ${other.districtId} loaded`,
        ).toBe(0);
        expect(otherAfter.hits).toBeGreaterThan(0);
        const after = await readChecked(written);
        expect(after.loads, `${kind} of ${written.districtId}: its reads reused`).toBeGreaterThan(0);
        if (JSON.stringify(after.answers) !== JSON.stringify(last.get(written.districtId))) changedAnswers++;
        last.set(written.districtId, after.answers);
      }
      // Every write changed what its district's reports answer, so reuse had something to get wrong.
      expect(changedAnswers).toBe(writes.length);
    },
  );

  it(
    'answers as without reuse after an ingest batch of another school, bringing only the district-wide lists up to date',
    { timeout: 180_000 },
    async () => {
      const a = server.home;
      const elsewhere = () => ingest(a, [a.ids.otherSchoolStudentId]);
      for (let round = 0; round < 3; round++) {
        const before = await readChecked(a);
        await elsewhere();
        const own = await readChecked(a, ownSchoolUrls(a));
        expect(own.loads, `round ${round}: the own school's reads reloaded`).toBe(0);
        expect(own.hits).toBeGreaterThan(0);
        // The grades list re-reads the batch's students only (lists/kept-lists.ts); the schools list reads the
        // per-school sums again.
        const wide = await readChecked(a, districtUrls(a));
        expect(wide.patches, `round ${round}: the grades list brought up to date`).toBe(1);
        expect(wide.loads, `round ${round}: the schools list read from the sums again`).toBe(1);
        // The batch shows in the district's reports, so reuse had something to get wrong.
        expect(wide.answers).not.toEqual(before.answers.slice(0, wide.answers.length));
      }
      // And a batch of the own school's student reloads its reads again.
      await ingest(a, [a.ids.ownStudentId]);
      expect((await readChecked(a, ownSchoolUrls(a))).loads).toBeGreaterThan(0);
    },
  );
});
