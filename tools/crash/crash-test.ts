/**
 * `npm run test:crash -- --engine duckdb|postgres --batches N`
 * (the kill comes once N batches were sent and at least one password change was acknowledged)
 * Writers send ingest batches and password changes to the real server; in the middle of the writes the
 * server is killed with SIGKILL, then started again on the same data. Every write answered 2xx before the
 * kill must be there, and each batch that was in flight must be either wholly applied or not at all
 * (sent again, it comes back all duplicates or all accepted — never a mix). Exits non-zero otherwise.
 */
import {
  badgeBatch,
  Client,
  createStorage,
  DEMO_INGEST_KEY,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  demoStudentIds,
  readOptions,
  startServer,
  Stats,
  type Engine,
} from '../load/harness.js';

const options = readOptions({ engine: 'duckdb', batches: '30', batch: '50', writers: '3' });
const engine = options.engine as Engine;
const killAfterBatches = Math.max(1, Math.min(10_000, Number(options.batches)));
const batchSize = Math.max(1, Math.min(1000, Number(options.batch)));
const writerCount = Math.max(1, Math.min(16, Number(options.writers)));
const runId = `crash-${Date.now().toString(36)}`;
const bearer = { authorization: `Bearer ${DEMO_INGEST_KEY}` };

type Batch = { events: unknown[] };

const storage = await createStorage(engine);
const stats = new Stats();
/** Stays true unless the run completes and finds nothing wrong. */
let failed = true;
let server = await startServer(storage);
try {
  const { studentIds } = await demoStudentIds(server.baseUrl, stats);
  const acknowledged: Batch[] = [];
  const unanswered: Batch[] = [];
  let killed = false;
  let killing: Promise<void> | undefined;
  let sent = 0;

  /** Kills the server once `killAfterBatches` batches have been sent, while the writers keep writing. */
  const maybeKill = () => {
    if (sent >= killAfterBatches && passwordChanges > 0 && !killing) {
      killing = server.kill().then(() => {
        killed = true;
      });
    }
  };

  async function ingestWriter(index: number) {
    const client = new Client(server.baseUrl, stats);
    for (let n = 0; !killing; n++) {
      const batch = badgeBatch(`${runId}-w${index}-b${n}`, studentIds, batchSize);
      sent++;
      maybeKill();
      try {
        const answer = await client.request('POST', '/api/v1/events', batch, bearer);
        if (answer.status >= 200 && answer.status < 300) acknowledged.push(batch);
        else unanswered.push(batch);
      } catch {
        unanswered.push(batch);
        return;
      }
    }
  }

  let acknowledgedPassword = DEMO_PASSWORD;
  let pendingPassword: string | null = null;
  let passwordChanges = 0;
  async function settingsWriter() {
    const client = new Client(server.baseUrl, stats);
    await client.login(DEMO_LOGINS.guardian);
    for (let n = 0; !killing; n++) {
      pendingPassword = `${runId}-password-${n}`;
      try {
        const answer = await client.request('POST', '/api/v1/auth/password', {
          current_password: acknowledgedPassword,
          new_password: pendingPassword,
        });
        if (answer.status === 200) {
          acknowledgedPassword = pendingPassword;
          passwordChanges++;
          maybeKill();
        }
        pendingPassword = null;
      } catch {
        return;
      }
    }
  }

  await Promise.all([...Array.from({ length: writerCount }, (_, i) => ingestWriter(i)), settingsWriter()]);
  await killing;
  if (!killed) throw new Error('the server was not killed');
  const serverErrorsBeforeKill = stats.serverErrors.length;

  server = await startServer(storage);
  const checker = new Client(server.baseUrl, new Stats());
  let checked = 0;
  let lost = 0;
  let halfApplied = 0;
  let inFlightApplied = 0;
  for (const batch of acknowledged) {
    const data = (await checker.request('POST', '/api/v1/events', batch, bearer)).json().data as {
      duplicates: number;
    };
    checked += batch.events.length;
    lost += batch.events.length - data.duplicates;
  }
  for (const batch of unanswered) {
    const data = (await checker.request('POST', '/api/v1/events', batch, bearer)).json().data as {
      accepted: number;
      duplicates: number;
    };
    if (data.duplicates === batch.events.length) inFlightApplied++;
    else if (data.accepted !== batch.events.length) halfApplied++;
  }
  checked += passwordChanges;
  const candidates = [acknowledgedPassword, ...(pendingPassword ? [pendingPassword] : [])];
  let passwordKept = false;
  for (const password of candidates) {
    if ((await checker.login(DEMO_LOGINS.guardian, password)).status === 200) {
      passwordKept = true;
      break;
    }
  }
  if (!passwordKept) lost += 1;

  console.log(
    `crash (${engine}): SIGKILL after ${sent} batches of ${batchSize} from ${writerCount} writers, restarted`,
  );
  console.log(
    `  acknowledged writes checked: ${checked} (${acknowledged.length} ingest batches, ${passwordChanges} password changes), lost: ${lost}`,
  );
  console.log(
    `  batches in flight at the kill: ${unanswered.length} (${inFlightApplied} applied whole, ${unanswered.length - inFlightApplied - halfApplied} not applied), half-applied: ${halfApplied}`,
  );
  console.log(`  5xx before the kill: ${serverErrorsBeforeKill}`);
  failed = lost > 0 || halfApplied > 0 || serverErrorsBeforeKill > 0 || acknowledged.length === 0;
} catch (error) {
  console.error(error);
} finally {
  await server.stop();
  await storage.dispose();
}
process.exit(failed ? 1 : 0);
