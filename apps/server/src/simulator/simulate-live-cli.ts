/**
 * npm run simulate:live -- [--url http://127.0.0.1:3000] [--key demo-ingest-key] [--preset demo] [--interval 5]
 *                            [--now 2026-11-20T15:00:00Z] [--speed 1]
 * Streams today's activity of a preset district into a running server over POST /api/v1/events, each record
 * when its time comes, so a person watching a classroom sees activity arrive. Records of today up to now
 * are sent first (the server skips the ones it already holds). The records are the simulator's own, so they
 * continue the year the start command loaded; outside school hours there are only a few evening players.
 * --now starts the stream at another instant (pinned, for tests and demos) and --speed runs the clock faster.
 * Before each batch it asks which lessons each student should play, as the math product does, so a student
 * given focus lessons while it runs plays them next (live-assignments.ts) and their progress arrives live.
 */
import {
  INGEST_BATCH_MAX,
  type ActiveLessonsResponse,
  type ActivityRecord,
  type IngestResult,
} from '@dash/contracts';
import { buildDemoRoster } from '../demo/demo-district.js';
import { generateRoster } from '../demo/roster-generator.js';
import { DEMO_INGEST_KEY } from '../ingest/ingest-key.js';
import { createLocalClock } from '../learning/local-time.js';
import { readArgs, readNow } from './cli-args.js';
import { createLiveAssignments } from './live-assignments.js';
import { isPresetName, PRESETS } from './presets.js';
import { planSimulation, simStudentsOf } from './simulation-plan.js';

const args = readArgs(process.argv.slice(2));
const presetName = args.get('preset') ?? 'demo';
if (!isPresetName(presetName)) throw new Error(`Unknown preset "${presetName}"; use demo, m or l.`);
const preset = PRESETS[presetName];
const baseUrl = (args.get('url') ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const url = `${baseUrl}/api/v1/events`;
const key = args.get('key') ?? process.env.INGEST_KEY ?? DEMO_INGEST_KEY;
const intervalMs = Number(args.get('interval') ?? 5) * 1000;
const seed = args.has('seed') ? Number(args.get('seed')) : preset.seed;
const speed = Number(args.get('speed') ?? 1);
const startedAt = Date.now();
const startNow = readNow(args.get('now'));
/** The simulated clock: the pinned (or real) start, advancing `speed` times as fast as the real one. */
const clockNow = () => startNow + (Date.now() - startedAt) * speed;

const roster =
  presetName === 'demo'
    ? buildDemoRoster('unused', 0)
    : generateRoster({ ...preset, passwordHash: 'unused', createdAt: 0 });
const gradeOf = new Map(roster.students.map((s) => [s.student_id, s.grade_id]));
const students = simStudentsOf(
  roster.enrollments.map((e) => ({
    student_id: e.student_id,
    classroom_id: e.classroom_id,
    grade_id: gradeOf.get(e.student_id)!,
  })),
);
const clock = createLocalClock(preset.timeZone);
const time = (instant: number) => new Date(clock.wallClockOf(instant)).toISOString().slice(11, 19);

/** Every record of the local day of `now`, in time order, and the ids of the plan's own assignments. */
function planOfDay(now: number) {
  const today = clock.dateOf(now);
  const plan = planSimulation({ students, timeZone: preset.timeZone, seed, now });
  const until = now + 30 * 3_600_000;
  const records = students.flatMap((student) =>
    plan.recordsOf(student, until).filter((r) => clock.dateOf(r.timestamp) === today),
  );
  const plannedIds = new Set(
    plan.classrooms().flatMap((classroom) => classroom.assignments.map((a) => a.assignmentId)),
  );
  return { records: records.sort((a, b) => a.timestamp - b.timestamp), plannedIds };
}

/** What the server says each student should play (the math product's call), in requests of 1000 students. */
async function fetchActiveLessons(): Promise<ActiveLessonsResponse['data']> {
  const ids = students.map((s) => s.studentId);
  const answers: ActiveLessonsResponse['data'] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    const query = ids.slice(i, i + 1000).join(',');
    const response = await fetch(`${baseUrl}/api/v1/assignments/active_lessons?student_ids=${query}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    if (!response.ok) throw new Error(`active lessons answered ${response.status}: ${await response.text()}`);
    answers.push(...((await response.json()) as ActiveLessonsResponse).data);
  }
  return answers;
}

async function send(records: ActivityRecord[]): Promise<IngestResult> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ events: records }),
  });
  const body = (await response.json()) as { data?: IngestResult; apiError?: { message: string } };
  if (!response.ok || !body.data)
    throw new Error(`${url} answered ${response.status}: ${body.apiError?.message ?? JSON.stringify(body)}`);
  return body.data;
}

console.log(
  `Streaming "${preset.districtName}" (${students.length} students, ${preset.timeZone}) to ${url}. Ctrl-C stops.`,
);
for (;;) {
  const day = clock.dateOf(clockNow());
  const { records, plannedIds } = planOfDay(clockNow());
  const live = createLiveAssignments(plannedIds);
  console.log(`${day}: ${records.length} records scheduled today.`);
  let next = 0;
  while (clock.dateOf(clockNow()) === day) {
    const now = clockNow();
    let due = next;
    while (due < records.length && records[due]!.timestamp <= now) due++;
    if (due > next) live.update(await fetchActiveLessons());
    for (let i = next; i < due; i += INGEST_BATCH_MAX) {
      const planned = records.slice(i, Math.min(due, i + INGEST_BATCH_MAX));
      const batch = live.retarget(planned);
      const moved = batch.filter((record, k) => record !== planned[k]).length;
      const result = await send(batch);
      const students = new Set(batch.map((r) => r.student_id)).size;
      console.log(
        `${time(now)} sent ${batch.length} records of ${students} students (${moved} on assignments made today): ${result.accepted} new, ${result.duplicates} already there, ${result.rejected.length} refused.`,
      );
    }
    next = due;
    if (next >= records.length) {
      console.log(`${time(now)} no more records today; waiting for tomorrow.`);
      while (clock.dateOf(clockNow()) === day)
        await new Promise((resolve) => setTimeout(resolve, Math.max(250, 60_000 / speed)));
      break;
    }
    const wait = Math.min(intervalMs, Math.max(250, (records[next]!.timestamp - clockNow()) / speed));
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
