/**
 * Live page benchmark (target: "event → on the open page" p95 ≤ 1 s): a client keeps a
 * classroom of preset m open as the web app does (use-live-classroom.ts: held "changed since" requests, or plain
 * polling every POLL_MS to compare), while ~50 completed lessons of its students are sent one by one to
 * POST /api/v1/events. Measures, from the ingest request being sent: the change reaching the client, and the
 * classroom's students list read again after it (what the page then shows). Also times one at-once
 * "changed since" request, the cost of each poll. The server runs in its own process (serve-preset.ts) over a
 * copy of the cached preset, so the cached file is left as it was.
 * Usage: npm run bench:live-page -- [wait|poll] (default wait; BENCH_LIVE_EVENTS, default 50)
 */
import { rmSync } from 'node:fs';
import type { LiveChanges } from '@dash/contracts';
import { getCatalogue } from '../../apps/server/src/curriculum/catalogue.js';
import { presetCopy, servePreset, signInAdmin } from './preset-server.js';
import { percentiles, timeHttp } from './measure.js';

const mode = (process.argv[2] ?? 'wait') as 'wait' | 'poll';
if (mode !== 'wait' && mode !== 'poll') throw new Error('usage: bench:live-page -- [wait|poll]');
const EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 50);
const POLL_MS = 1_000;
const INGEST_KEY = 'bench-live-ingest-key';

const dir = await presetCopy('m', INGEST_KEY);
const { served, stop } = await servePreset('m', { cwd: dir });
const { address, ids } = served;
try {
  const cookie = await signInAdmin(served);
  const get = async <T>(url: string) => {
    const response = await fetch(`${address}${url}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as T;
  };
  const changesPath = `/r/districts/${ids.districtId}/classrooms/${ids.classroomId}/changes`;
  const studentsList = `/r/districts/${ids.districtId}/students?classroom_id=${ids.classroomId}&timeframe=0w`;
  const students = (
    await get<{ data: { id: number }[] }>(
      `/n/districts/${ids.districtId}/students?classroom_id=${ids.classroomId}`,
    )
  ).data.map((s) => s.id);

  // The connected client: follows the version and reads the students list again after each change.
  let changed: ((at: { signal: number; visible: number }) => void) | null = null;
  let open = true;
  const follow = async () => {
    let since = (await get<LiveChanges>(changesPath)).version;
    while (open) {
      const answer = await get<LiveChanges>(
        mode === 'wait' ? `${changesPath}?since=${since}&wait=true` : `${changesPath}?since=${since}`,
      );
      if (answer.changed) {
        const signal = performance.now();
        await get(studentsList);
        changed?.({ signal, visible: performance.now() });
        since = answer.version;
      } else if (mode === 'poll') await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  const following = follow();

  const ingestAnswered: number[] = [];
  const toSignal: number[] = [];
  const toVisible: number[] = [];
  const [slot] = getCatalogue().lessonSlots;
  for (let i = 0; i < EVENTS; i++) {
    const arrived = new Promise<{ signal: number; visible: number }>((resolve) => (changed = resolve));
    const studentId = students[i % students.length]!;
    const now = Date.now();
    const sent = performance.now();
    const response = await fetch(`${address}/api/v1/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${INGEST_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        events: [
          {
            uid: `bench-live-${now}-${i}`,
            student_id: studentId,
            event_code: 110,
            timestamp: now - 60_000,
            lesson_slot_id: slot!.lesson_slot_id,
            lesson_passed: true,
            total_lesson_time: 8 * 60_000,
          },
        ],
      }),
    });
    if (!response.ok) throw new Error(`ingest: ${response.status} ${await response.text()}`);
    ingestAnswered.push(performance.now() - sent);
    const at = await arrived;
    toSignal.push(at.signal - sent);
    toVisible.push(at.visible - sent);
    // Events come a few hundred milliseconds apart, not in lockstep with a poll.
    await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 400));
  }
  open = false;
  const atOnce = percentiles(await timeHttp(`${address}${changesPath}?since=0`, cookie, 60));
  await following.catch(() => undefined);
  const figures = {
    mode,
    events: EVENTS,
    ingestAnsweredMs: percentiles(ingestAnswered),
    ingestToClientMs: percentiles(toSignal),
    ingestToRefetchedListMs: percentiles(toVisible),
    changesRequestMs: atOnce,
  };
  console.log(
    `live classroom page, preset m, ${mode === 'wait' ? 'held requests' : `polling every ${POLL_MS} ms`}`,
  );
  console.log(
    `  ingest sent → its answer             p50 ${figures.ingestAnsweredMs.p50} ms  p95 ${figures.ingestAnsweredMs.p95} ms`,
  );
  console.log(
    `  ingest sent → change at the client   p50 ${figures.ingestToClientMs.p50} ms  p95 ${figures.ingestToClientMs.p95} ms`,
  );
  console.log(
    `  ingest sent → students list re-read  p50 ${figures.ingestToRefetchedListMs.p50} ms  p95 ${figures.ingestToRefetchedListMs.p95} ms`,
  );
  console.log(`  one "changed since" request          p50 ${atOnce.p50} ms  p95 ${atOnce.p95} ms`);
  console.log(JSON.stringify({ ...figures, liveP95Within1s: figures.ingestToRefetchedListMs.p95 <= 1_000 }));
} finally {
  await stop();
  rmSync(dir, { recursive: true, force: true });
}
