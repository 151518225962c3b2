/**
 * Whole report responses answered again (response-reuse.ts): to the same caller for the same URL only, after the
 * policy allows the read, never across a write that could change what they read, never longer than
 * RESPONSE_REUSE_MS, and never for an answer the handler sends itself (a CSV).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { ingestPlays } from '../testing/learning-fixture.js';
import { useTestServer } from '../testing/use-test-server.js';
import { RESPONSE_REUSE_MS, responseReuseStats, setResponseReuseMs } from './response-reuse.js';

const TZ = 'America/New_York';
const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher'] });

/** A GET as `role` and how many responses were answered again and kept (by what they read) meanwhile. */
async function read(url: string, role: 'districtAdmin' | 'schoolAdmin' | 'teacher') {
  const before = responseReuseStats();
  const response = await server.getAs(url, role);
  const after = responseReuseStats();
  return {
    response,
    reused: after.hits - before.hits,
    kept: after.stored - before.stored,
    keptByReads: after.keptByReads - before.keptByReads,
  };
}

/** Nine minutes of lesson play yesterday for `studentId`, through ingest (its places declared). */
function playNineMinutes(studentId: number, uidPrefix: string) {
  const slot = getCatalogue().lessonSlots[1]!;
  const play = {
    studentId,
    daysAgo: 1,
    hour: 9,
    lessonSlotId: slot.lesson_slot_id,
    passed: true,
    minutes: 9,
  };
  return ingestPlays(server.database, server.home.districtId, [play], TZ, uidPrefix);
}

afterEach(() => setResponseReuseMs(RESPONSE_REUSE_MS));

describe('report responses answered again', () => {
  it('are answered again to the same caller for the same URL, as computed', async () => {
    const url = `/r/districts/${server.home.districtId}/students?classroom_id=${server.home.ids.ownClassroomId}&timeframe=30d`;
    const first = await read(url, 'districtAdmin');
    expect(first.response.statusCode, first.response.body).toBe(200);
    expect(first.reused).toBe(0);
    expect(first.kept).toBe(1);
    const again = await read(url, 'districtAdmin');
    expect(again.reused).toBe(1);
    expect(again.response.statusCode).toBe(200);
    expect(again.response.headers['content-type']).toBe(first.response.headers['content-type']);
    expect(again.response.json()).toEqual(first.response.json());
    // Another caller's read of the same URL is computed for them, not answered from the administrator's.
    const teacher = await read(url, 'teacher');
    expect(teacher.response.statusCode, teacher.response.body).toBe(200);
    expect(teacher.reused).toBe(0);
  });

  it('are computed once for callers asking at once, the others waiting for that answer', async () => {
    const url = `/r/districts/${server.home.districtId}/teachers?school_id=${server.home.ids.ownSchoolId}&timeframe=30d`;
    const before = responseReuseStats();
    const responses = await Promise.all(Array.from({ length: 5 }, () => server.getAs(url, 'districtAdmin')));
    const after = responseReuseStats();
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect([after.stored - before.stored, after.hits - before.hits]).toEqual([1, 4]);
  });

  it('are refused by the policy before any reuse: a kept answer is never shown to a caller it does not allow', async () => {
    const url = `/r/districts/${server.home.districtId}/schools?timeframe=7d`;
    expect((await read(url, 'districtAdmin')).response.statusCode).toBe(200);
    expect((await read(url, 'districtAdmin')).reused).toBe(1);
    const teacher = await read(url, 'teacher');
    expect(teacher.response.statusCode).toBe(403);
    expect(teacher.reused).toBe(0);
  });

  it('are computed again after a write of the district, with what it changed', async () => {
    const { districtId, ids } = server.home;
    const url = `/r/districts/${districtId}/students?classroom_id=${ids.ownClassroomId}&timeframe=7d`;
    const before = (await read(url, 'schoolAdmin')).response.json();
    expect((await read(url, 'schoolAdmin')).reused).toBe(1);
    await playNineMinutes(ids.ownStudentId, 'response-reuse-');
    const after = await read(url, 'schoolAdmin');
    expect(after.reused).toBe(0);
    expect(after.response.json().totals.total_session_time).toBe(
      before.totals.total_session_time + 9 * 60_000,
    );
  });

  it("stay through a write of other classrooms' students when they read one classroom's, as they would be computed", async () => {
    const { districtId, ids } = server.home;
    const classroom = `/r/districts/${districtId}/students?classroom_id=${ids.ownClassroomId}&timeframe=30d`;
    const district = `/r/districts/${districtId}/schools?timeframe=30d`;
    // Within the report reuse time, however long the writes take on a busy machine.
    setResponseReuseMs(60_000);
    const first = await read(classroom, 'districtAdmin');
    expect(first.keptByReads).toBe(1);
    expect((await read(district, 'districtAdmin')).kept).toBe(1);
    await playNineMinutes(ids.otherSchoolStudentId, 'response-reuse-elsewhere-');
    const kept = await read(classroom, 'districtAdmin');
    expect(kept.reused).toBe(1);
    expect(kept.response.body).toBe(first.response.body);
    // The district's list read that student's play: it is computed again, with it.
    expect((await read(district, 'districtAdmin')).reused).toBe(0);
    // A write of one of the classroom's own students has it computed again, with the play.
    await playNineMinutes(ids.ownStudentId, 'response-reuse-own-');
    const changed = await read(classroom, 'districtAdmin');
    expect(changed.reused).toBe(0);
    expect(changed.response.json().totals.total_session_time).toBe(
      first.response.json().totals.total_session_time + 9 * 60_000,
    );
  });

  it('that ran a statement of their own are computed again after any write of the district', async () => {
    const { districtId, ids } = server.home;
    const url = `/r/districts/${districtId}/schools/${ids.ownSchoolId}/classroom-teachers`;
    setResponseReuseMs(60_000);
    const first = await read(url, 'districtAdmin');
    expect(first.response.statusCode, first.response.body).toBe(200);
    expect([first.kept, first.keptByReads]).toEqual([1, 0]);
    expect((await read(url, 'districtAdmin')).reused).toBe(1);
    await playNineMinutes(ids.otherSchoolStudentId, 'response-reuse-statement-');
    expect((await read(url, 'districtAdmin')).reused).toBe(0);
  });

  it('are computed again once RESPONSE_REUSE_MS has passed', async () => {
    const url = `/r/districts/${server.home.districtId}/grades?timeframe=30d`;
    await read(url, 'districtAdmin');
    expect((await read(url, 'districtAdmin')).reused).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, RESPONSE_REUSE_MS + 50));
    expect((await read(url, 'districtAdmin')).reused).toBe(0);
  });

  it('never keep an answer the route sends itself (a CSV export)', async () => {
    const url = `/r/districts/${server.home.districtId}/schools?timeframe=7d&format=csv`;
    for (let i = 0; i < 2; i++) {
      const csv = await read(url, 'districtAdmin');
      expect(csv.response.statusCode, csv.response.body).toBe(200);
      expect(csv.response.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.reused + csv.kept).toBe(0);
    }
  });
});

describe('report responses answered again, compressed', () => {
  /** A GET as the district administrator asking for `acceptEncoding`, and how many answers went compressed before. */
  async function readCompressed(url: string, acceptEncoding: string) {
    const before = responseReuseStats();
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { cookie: server.cookies.districtAdmin, 'accept-encoding': acceptEncoding },
    });
    const after = responseReuseStats();
    expect(response.statusCode, response.body).toBe(200);
    const encoding = response.headers['content-encoding'];
    const unpack = encoding === 'br' ? brotliDecompressSync : gunzipSync;
    return {
      encoding,
      vary: response.headers.vary,
      bytes: response.rawPayload,
      figures: JSON.parse(unpack(response.rawPayload).toString('utf8')) as {
        totals: { total_session_time: number };
      },
      reused: after.hits - before.hits,
      sentCompressed: after.sentCompressed - before.sentCompressed,
    };
  }

  it('go as the bytes compressed for the same accept-encoding, and compressed anew for another', async () => {
    const { districtId, ids } = server.home;
    const url = `/r/districts/${districtId}/teachers?school_id=${ids.ownSchoolId}&timeframe=30d`;
    setResponseReuseMs(60_000);
    const plain = (await read(url, 'districtAdmin')).response.json();
    const first = await readCompressed(url, 'gzip, deflate, br');
    expect([first.encoding, first.reused, first.sentCompressed]).toEqual(['br', 1, 0]);
    const again = await readCompressed(url, 'gzip, deflate, br');
    expect([again.encoding, again.reused, again.sentCompressed]).toEqual(['br', 1, 1]);
    expect(again.vary).toContain('accept-encoding');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.figures).toEqual(plain);
    // A caller asking for gzip only is not sent the brotli bytes.
    const gzip = await readCompressed(url, 'gzip');
    expect([gzip.encoding, gzip.sentCompressed]).toEqual(['gzip', 0]);
    expect(gzip.figures).toEqual(plain);
    expect((await readCompressed(url, 'gzip')).sentCompressed).toBe(1);
  });

  it('are never the bytes of an answer a write has changed since', async () => {
    const { districtId, ids } = server.home;
    const url = `/r/districts/${districtId}/students?classroom_id=${ids.ownClassroomId}&timeframe=30d`;
    setResponseReuseMs(60_000);
    const first = await readCompressed(url, 'br');
    expect((await readCompressed(url, 'br')).sentCompressed).toBe(1);
    await playNineMinutes(ids.ownStudentId, 'response-reuse-compressed-');
    const changed = await readCompressed(url, 'br');
    expect([changed.reused, changed.sentCompressed]).toEqual([0, 0]);
    expect(changed.figures.totals.total_session_time).toBe(
      first.figures.totals.total_session_time + 9 * 60_000,
    );
    const again = await readCompressed(url, 'br');
    expect(again.sentCompressed).toBe(1);
    expect(again.figures).toEqual(changed.figures);
  });
});
