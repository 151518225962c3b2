/**
 * What the load and crash tests share around their writes: the run itself (the server on fresh storage,
 * always stopped and its storage removed), the guardian's password changes, and the read-back of the
 * acknowledged ingest batches.
 */
import {
  Client,
  createStorage,
  DEMO_INGEST_KEY,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  startServer,
  Stats,
  type Engine,
  type ServerProcess,
  type Storage,
} from './harness.js';

export const INGEST_BEARER = { authorization: `Bearer ${DEMO_INGEST_KEY}` };

export interface Run {
  /** Unique to this run (`<kind>-<time>`): prefixes the uids and passwords it writes. */
  runId: string;
  storage: Storage;
  /** Answers and latencies of the run's requests. */
  stats: Stats;
  server: ServerProcess;
  /** Starts the server again on the same storage (after a kill); `server` is then the new one. */
  restart(): Promise<ServerProcess>;
}

/**
 * Starts the server on fresh storage and runs `check`; whatever happens, stops the server and removes the
 * storage. Exits with 0 only when `check` returned true.
 */
export async function runChecked(
  kind: string,
  engine: Engine,
  check: (run: Run) => Promise<boolean>,
): Promise<never> {
  const storage = await createStorage(engine);
  const run: Run = {
    runId: `${kind}-${Date.now().toString(36)}`,
    storage,
    stats: new Stats(),
    server: await startServer(storage),
    restart: async () => (run.server = await startServer(storage)),
  };
  let passed = false;
  try {
    passed = await check(run);
  } catch (error) {
    console.error(error);
  } finally {
    await run.server.stop();
    await storage.dispose();
  }
  process.exit(passed ? 0 : 1);
}

/** The demo guardian changing their password again and again from one session. */
export class PasswordChanges {
  /** The last password the server acknowledged. */
  acknowledged = DEMO_PASSWORD;
  /** A change sent and not answered (in flight when the server died). */
  pending: string | null = null;
  count = 0;

  /**
   * Changes the password while `more()`, each to `<runId>-password-<n>`. A request that gets no answer throws,
   * or when `untilGone` (the server is being killed) ends the writer.
   */
  async write(
    baseUrl: string,
    stats: Stats,
    runId: string,
    options: { more: () => boolean; untilGone?: boolean; onAcknowledged?: () => void },
  ) {
    const client = new Client(baseUrl, stats);
    await client.login(DEMO_LOGINS.guardian);
    for (let n = 0; options.more(); n++) {
      this.pending = `${runId}-password-${n}`;
      try {
        const answer = await client.request('POST', '/api/v1/auth/password', {
          current_password: this.acknowledged,
          new_password: this.pending,
        });
        if (answer.status === 200) {
          this.acknowledged = this.pending;
          this.count++;
          options.onAcknowledged?.();
        }
        this.pending = null;
      } catch (error) {
        if (options.untilGone) return;
        throw error;
      }
    }
  }

  /** Whether the guardian signs in with the acknowledged password (or the one in flight, which may have landed). */
  async kept(checker: Client): Promise<boolean> {
    for (const password of [this.acknowledged, ...(this.pending ? [this.pending] : [])])
      if ((await checker.login(DEMO_LOGINS.guardian, password)).status === 200) return true;
    return false;
  }
}

/** Sends each acknowledged batch again: every event must come back a duplicate, or it was lost. */
export async function resendAcknowledged(checker: Client, batches: readonly { events: unknown[] }[]) {
  let checked = 0;
  let lost = 0;
  for (const batch of batches) {
    const answer = await checker.request('POST', '/api/v1/events', batch, INGEST_BEARER);
    const data = answer.json().data as { accepted: number; duplicates: number };
    checked += batch.events.length;
    lost += batch.events.length - (answer.status === 200 ? data.duplicates : 0);
  }
  return { checked, lost };
}
