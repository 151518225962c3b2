/**
 * `npm run test:crash -- --engine duckdb|postgres --batches N`
 * (the kill comes once N batches were sent and at least one password change was acknowledged)
 * Writers send ingest batches and password changes to the real server; in the middle of the writes the
 * server is killed with SIGKILL, then started again on the same data. Every write answered 2xx before the
 * kill must be there, and each batch that was in flight must be either wholly applied or not at all
 * (sent again, it comes back all duplicates or all accepted — never a mix). Exits non-zero otherwise.
 */
import { INGEST_BEARER, PasswordChanges, resendAcknowledged, runChecked } from '../load/checked-run.js';
import { badgeBatch, Client, demoStudentIds, readOptions, Stats } from '../load/harness.js';

const {
  engine,
  batches: killAfterBatches,
  batch: batchSize,
  writers: writerCount,
} = readOptions({
  batches: { fallback: 30, min: 1, max: 10_000 },
  batch: { fallback: 50, min: 1, max: 1000 },
  writers: { fallback: 3, min: 1, max: 16 },
});

type Batch = { events: unknown[] };

await runChecked('crash', engine, async (run) => {
  const { stats, runId } = run;
  const { studentIds } = await demoStudentIds(run.server.baseUrl, stats);
  const acknowledged: Batch[] = [];
  const unanswered: Batch[] = [];
  const passwords = new PasswordChanges();
  let killed = false;
  let killing: Promise<void> | undefined;
  let sent = 0;

  /** Kills the server once `killAfterBatches` batches have been sent, while the writers keep writing. */
  const maybeKill = () => {
    if (sent >= killAfterBatches && passwords.count > 0 && !killing) {
      killing = run.server.kill().then(() => {
        killed = true;
      });
    }
  };

  async function ingestWriter(index: number) {
    const client = new Client(run.server.baseUrl, stats);
    for (let n = 0; !killing; n++) {
      const batch = badgeBatch(`${runId}-w${index}-b${n}`, studentIds, batchSize);
      sent++;
      maybeKill();
      try {
        const answer = await client.request('POST', '/api/v1/events', batch, INGEST_BEARER);
        if (answer.status >= 200 && answer.status < 300) acknowledged.push(batch);
        else unanswered.push(batch);
      } catch {
        unanswered.push(batch);
        return;
      }
    }
  }

  await Promise.all([
    ...Array.from({ length: writerCount }, (_, i) => ingestWriter(i)),
    passwords.write(run.server.baseUrl, stats, runId, {
      more: () => !killing,
      untilGone: true,
      onAcknowledged: maybeKill,
    }),
  ]);
  await killing;
  if (!killed) throw new Error('the server was not killed');
  const serverErrorsBeforeKill = stats.serverErrors.length;

  const server = await run.restart();
  const checker = new Client(server.baseUrl, new Stats());
  let { checked, lost } = await resendAcknowledged(checker, acknowledged);
  let halfApplied = 0;
  let inFlightApplied = 0;
  for (const batch of unanswered) {
    const data = (await checker.request('POST', '/api/v1/events', batch, INGEST_BEARER)).json().data as {
      accepted: number;
      duplicates: number;
    };
    if (data.duplicates === batch.events.length) inFlightApplied++;
    else if (data.accepted !== batch.events.length) halfApplied++;
  }
  checked += passwords.count;
  if (!(await passwords.kept(checker))) lost += 1;

  console.log(
    `crash (${engine}): SIGKILL after ${sent} batches of ${batchSize} from ${writerCount} writers, restarted`,
  );
  console.log(
    `  acknowledged writes checked: ${checked} (${acknowledged.length} ingest batches, ${passwords.count} password changes), lost: ${lost}`,
  );
  console.log(
    `  batches in flight at the kill: ${unanswered.length} (${inFlightApplied} applied whole, ${unanswered.length - inFlightApplied - halfApplied} not applied), half-applied: ${halfApplied}`,
  );
  console.log(`  5xx before the kill: ${serverErrorsBeforeKill}`);
  return lost === 0 && halfApplied === 0 && serverErrorsBeforeKill === 0 && acknowledged.length > 0;
});
