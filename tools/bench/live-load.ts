/**
 * A district at play: serves a copy of a preset while a stream of lesson results arrives through
 * POST /api/v1/events at `--speedup` (default 10) times the preset's typical school-day rate, 100 connections read
 * a district administrator's reports and a teacher's classroom tabs, and a probe sends one result at a time for a
 * student of the read classroom and polls that classroom's students list until it shows. Prints reads/s and their
 * p50/p95, ingest events/s and answer times, event → visible in a report (p50/p95, and the probe's ingest answer
 * within it; for a probe not shown within 10 s, what its ingest answered and what the list showed), the server's
 * peak memory and its memory by its parts each fifth minute (read once a minute, serve-preset.ts), how many report
 * values it reused and computed and how long its event loop was busy, how many cores the server and this
 * benchmark's own clients kept busy (they share the machine), and one JSON line with `targets`.
 * Usage: npm run bench:live -- [m|l] [--connections N] [--seconds N] [--speedup N]
 * (default preset: l when it is cached under data/bench/, else m).
 */
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { EVENT_CODES, INGEST_BATCH_MAX, type IngestResult } from '@dash/contracts';
import { getCatalogue } from '../../apps/server/src/curriculum/catalogue.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { driveReads, readOnce } from './drive-reads.js';
import { percentiles } from './measure.js';
import {
  coresBetween,
  presetCopy,
  readCpu,
  reportMix,
  servePreset,
  signInAdmin,
  type ServedPreset,
} from './preset-server.js';
import { isPresetCached, PRESETS, type PresetName } from './presets.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    speedup: { type: 'string', default: '10' },
  },
});
const presetName = (positionals[0] ?? (isPresetCached('l') ? 'l' : 'm')) as PresetName;
if (!(presetName in PRESETS))
  throw new Error(`unknown preset ${presetName}; use ${Object.keys(PRESETS).join(' or ')}`);
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const speedup = Number(values.speedup);
const INGEST_KEY = 'bench-live-load-key';
/** A school day's playing hours. */
const SCHOOL_DAY_SECONDS = 6.5 * 3600;
/** How long the readers work before the stream and the probe start. */
const READERS_RAMP_MS = 5_000;
/** How long the probe waits for its result to show before counting it as missed. */
const PROBE_TIMEOUT_MS = 10_000;

/** The preset's students and its typical school day (the median of the weekdays with events, in events). */
async function playOf(dir: string) {
  const { db, close } = await openDatabase({
    duckdbPath: path.join(dir, `data/bench/preset-${presetName}.duckdb`),
  });
  try {
    const districtId = PRESETS[presetName].districtId;
    const students = await db
      .selectFrom('students')
      .select('student_id')
      .where('district_id', '=', districtId)
      .execute();
    const days = await sql<{ n: number }>`
      SELECT count(*) AS n FROM events WHERE district_id = ${districtId}
      GROUP BY local_date HAVING isodow(local_date) <= 5 ORDER BY n`.execute(db);
    const typicalDay = Number(days.rows[Math.floor(days.rows.length / 2)]?.n ?? 0);
    return { studentIds: students.map((s) => s.student_id), typicalDay };
  } finally {
    await close();
  }
}

const slots = getCatalogue().lessonSlots;
let uidCounter = 0;
/** A completed lesson of a student, played until a moment ago. */
const resultOf = (studentId: number) => ({
  uid: `bench-live-load-${Date.now()}-${uidCounter++}`,
  student_id: studentId,
  event_code: EVENT_CODES.LESSON_COMPLETED,
  timestamp: Date.now() - 1_000,
  lesson_slot_id: slots[Math.floor(Math.random() * slots.length)]!.lesson_slot_id,
  lesson_passed: Math.random() < 0.8,
  total_lesson_time: 300_000 + Math.floor(Math.random() * 300_000),
});

async function ingest(address: string, events: ReturnType<typeof resultOf>[]): Promise<IngestResult> {
  const response = await fetch(`${address}/api/v1/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${INGEST_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
  const body = (await response.json()) as { data?: IngestResult };
  if (!response.ok || !body.data) throw new Error(`ingest: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `perSecond` results a second, one batch a second, until `running()` is false. */
async function stream(address: string, studentIds: number[], perSecond: number, running: () => boolean) {
  const answerMs: number[] = [];
  let accepted = 0;
  let owed = 0;
  const started = performance.now();
  while (running()) {
    const tick = performance.now();
    owed += perSecond;
    const count = Math.floor(owed);
    owed -= count;
    const events = Array.from({ length: count }, () =>
      resultOf(studentIds[Math.floor(Math.random() * studentIds.length)]!),
    );
    for (let i = 0; i < events.length; i += INGEST_BATCH_MAX) {
      const sent = performance.now();
      accepted += (await ingest(address, events.slice(i, i + INGEST_BATCH_MAX))).accepted;
      answerMs.push(performance.now() - sent);
    }
    await sleep(Math.max(0, 1_000 - (performance.now() - tick)));
  }
  const elapsed = (performance.now() - started) / 1000;
  return {
    accepted,
    eventsPerSecond: Math.round((accepted / elapsed) * 10) / 10,
    answerMs: percentiles(answerMs),
  };
}

/** One result at a time for a student of the read classroom, timed until the classroom's list shows it. */
async function probe(served: ServedPreset, cookie: string, studentIds: number[], running: () => boolean) {
  const { districtId, classroomId } = served.ids;
  const list = `${served.address}/r/districts/${districtId}/students?classroom_id=${classroomId}&timeframe=1d`;
  const lessonsOf = async (studentId: number) => {
    const response = await fetch(list, { headers: { cookie } });
    if (!response.ok) throw new Error(`${list}: ${response.status}`);
    const rows = ((await response.json()) as { data: { id: number; count_lessons_completed: number }[] })
      .data;
    return rows.find((row) => row.id === studentId)?.count_lessons_completed ?? 0;
  };
  const visibleMs: number[] = [];
  const answeredMs: number[] = [];
  const missed: {
    atSecond: number;
    answeredMs: number;
    accepted: number;
    lessonsBefore: number;
    lessonsLast: number;
  }[] = [];
  const started = performance.now();
  for (let i = 0; running(); i++) {
    const studentId = studentIds[i % studentIds.length]!;
    const before = await lessonsOf(studentId);
    const sent = performance.now();
    const { accepted } = await ingest(served.address, [resultOf(studentId)]);
    const answered = performance.now() - sent;
    answeredMs.push(answered);
    let shown = false;
    let lessons = before;
    while (!shown && performance.now() - sent < PROBE_TIMEOUT_MS) {
      lessons = await lessonsOf(studentId);
      shown = lessons > before;
      if (!shown) await sleep(20);
    }
    if (shown) visibleMs.push(performance.now() - sent);
    else
      // What a miss looked like, to tell a slow ingest from a list that did not change.
      missed.push({
        atSecond: Math.round((performance.now() - started) / 1000),
        answeredMs: Math.round(answered),
        accepted,
        lessonsBefore: before,
        lessonsLast: lessons,
      });
    await sleep(250 + Math.random() * 500);
  }
  return {
    probes: visibleMs.length + missed.length,
    missedProbes: missed,
    visibleMs: percentiles(visibleMs),
    answeredMs: percentiles(answeredMs),
  };
}

const dir = await presetCopy(presetName, INGEST_KEY);
try {
  const play = await playOf(dir);
  const { served, peakRssMb, figures, stop } = await servePreset(presetName, { cwd: dir });
  try {
    const cookie = await signInAdmin(served);
    const { districtId: d, classroomId } = served.ids;
    const classroomStudents = (
      (await (
        await fetch(`${served.address}/n/districts/${d}/students?classroom_id=${classroomId}`, {
          headers: { cookie },
        })
      ).json()) as { data: { id: number }[] }
    ).data.map((s) => s.id);
    const probed = new Set(classroomStudents);
    const streamed = play.studentIds.filter((id) => !probed.has(id));
    const paths = [
      ...reportMix(served.ids),
      `/r/districts/${d}/classrooms/${classroomId}/alerts`,
      `/r/districts/${d}/classrooms/${classroomId}/activity`,
      `/r/districts/${d}/classrooms/${classroomId}/concepts`,
    ];
    // Warm-up, not measured: a first batch and a first probe load the students' rows from disk and compile the
    // ingest path; then every report is read once.
    await ingest(served.address, streamed.slice(0, 10).map(resultOf));
    await ingest(served.address, [resultOf(classroomStudents[0]!)]);
    await readOnce(served.address, cookie, paths);

    await figures(); // the server's figures count from here
    const clientCpu = readCpu();
    const realisticPerSecond = play.typicalDay / SCHOOL_DAY_SECONDS;
    let running = true;
    const reading = driveReads(served.address, cookie, paths, connections, seconds);
    // The stream and the probe start once the readers have connected and are at work (a district's day does not
    // begin with a hundred connections opened in one instant).
    await sleep(READERS_RAMP_MS);
    const streaming = stream(served.address, streamed, realisticPerSecond * speedup, () => running);
    const probing = probe(served, cookie, classroomStudents, () => running);
    const reads = await reading;
    running = false;
    const [ingested, visible] = await Promise.all([streaming, probing]);
    const memoryMb = peakRssMb();
    const server = await figures();
    const clientCores = coresBetween(clientCpu, readCpu());

    console.log(
      `\npreset ${presetName}: ${served.students} students; a typical school day ${play.typicalDay} events`,
    );
    console.log(
      `stream at ${speedup}× its rate (${(realisticPerSecond * speedup).toFixed(1)} events/s) while ${connections} connections read ${paths.length} reports for ${seconds} s`,
    );
    console.log(
      `reads: ${reads.requestsPerSecond} requests/s, p50 ${reads.latency.p50} ms, p95 ${reads.latency.p95} ms, non-2xx ${reads.non2xx}, errors ${reads.errors}`,
    );
    console.log(
      `ingest: ${ingested.eventsPerSecond} events/s accepted, a batch answered p50 ${ingested.answerMs.p50} ms, p95 ${ingested.answerMs.p95} ms`,
    );
    console.log(
      `event → visible in the classroom's students list: p50 ${visible.visibleMs.p50} ms, p95 ${visible.visibleMs.p95} ms (${visible.probes} probes, ${visible.missedProbes.length} missed; its ingest answered p50 ${visible.answeredMs.p50} ms, p95 ${visible.answeredMs.p95} ms)`,
    );
    for (const miss of visible.missedProbes.slice(0, 10))
      console.log(
        `  a probe not shown within ${PROBE_TIMEOUT_MS / 1000} s, at ${miss.atSecond} s: its ingest answered in ${miss.answeredMs} ms (${miss.accepted} accepted); the list showed ${miss.lessonsLast} lessons, ${miss.lessonsBefore} before`,
      );
    console.log(`server peak memory (VmHWM): ${memoryMb} MB`);
    // Every fifth minute's reading and the last: resident, and of it JavaScript's heap (in use), outside it, DuckDB's.
    const memoryRead = server.memoryMb.filter((_, i, all) => i % 5 === 4 || i === all.length - 1);
    console.log(
      `server memory (MB): ${memoryRead.map((m) => `${m.resident} (heap ${m.heap}, ${m.heapUsed} in use; outside it ${m.external}, DuckDB ${m.duckdb})`).join(', ')}`,
    );
    console.log(
      `cores kept busy on average: the server ${server.cores}, this benchmark's readers, stream and probe ${clientCores} (of ${availableParallelism()})`,
    );
    const { hits, loads, patches } = server.reuse;
    console.log(
      `server: whole responses ${server.responses.reused} answered again (${server.responses.sentCompressed} as compressed before), ${server.responses.kept} computed and kept (${server.responses.keptByReads} by what they read); of the rest, report values ${hits} reused, ${loads} computed, ${patches} brought up to date (${((100 * hits) / Math.max(1, hits + loads + patches)).toFixed(1)}% reused); event loop busy p50 ${server.eventLoopDelayMs.p50} ms, p99 ${server.eventLoopDelayMs.p99} ms, max ${server.eventLoopDelayMs.max} ms`,
    );
    const targets = {
      readsPerSecond: reads.requestsPerSecond >= 1_000,
      readsP95: reads.latency.p95 <= 100,
      eventToVisibleP95: visible.missedProbes.length === 0 && visible.visibleMs.p95 <= 1_000,
      memory: memoryMb <= 2_048,
      noErrors: reads.non2xx === 0 && reads.errors === 0,
    };
    console.log(
      JSON.stringify({
        preset: presetName,
        students: served.students,
        typicalDayEvents: play.typicalDay,
        speedup,
        streamedEventsPerSecond: ingested.eventsPerSecond,
        ingestAnswerMs: ingested.answerMs,
        connections,
        seconds,
        reads,
        eventToVisibleMs: {
          ...visible.visibleMs,
          probes: visible.probes,
          missed: visible.missedProbes.length,
          missedProbes: visible.missedProbes,
          ingestAnswered: visible.answeredMs,
        },
        peakRssMb: memoryMb,
        clientCores,
        server,
        targets,
      }),
    );
  } finally {
    await stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
