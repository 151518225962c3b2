/**
 * `npm run test:load -- --engine duckdb|postgres --users N --seconds S`
 * Many concurrent sessions read reports and lists while writers send ingest batches and change a
 * password, all against the real server on loopback. Afterwards every write that was answered 2xx is
 * read back: each acknowledged batch sent again must come back as all duplicates, and the last
 * acknowledged password must sign in. Exits non-zero on any lost write, any 5xx, or a secret in the log.
 */
import { INGEST_BEARER, PasswordChanges, resendAcknowledged, runChecked } from './checked-run.js';
import {
  badgeBatch,
  Client,
  DEMO_INGEST_KEY,
  DEMO_LOGINS,
  demoStudentIds,
  findSecretsInLog,
  readOptions,
  Stats,
} from './harness.js';

const {
  engine,
  users,
  seconds,
  batch: batchSize,
} = readOptions({
  users: { fallback: 8, min: 2, max: 64 },
  seconds: { fallback: 8, min: 1, max: 120 },
  batch: { fallback: 25, min: 1, max: 500 },
});

/** How much longer than the run the password writer may take for its first acknowledged change. */
const FIRST_CHANGE_GRACE_MS = 30_000;

await runChecked('load', engine, async ({ server, stats, runId }) => {
  const { districtId, studentIds } = await demoStudentIds(server.baseUrl, stats);
  const deadline = Date.now() + seconds * 1000;
  const readerLogins = [DEMO_LOGINS.districtAdmin, DEMO_LOGINS.schoolAdmin, DEMO_LOGINS.teacher];
  const readUrls = [
    '/n/customer_info',
    `/n/districts/${districtId}/schools`,
    `/n/districts/${districtId}/classrooms`,
    `/n/districts/${districtId}/students`,
    `/r/districts/${districtId}/students`,
    `/r/districts/${districtId}/schools`,
    '/ping',
  ];

  /** A reader: one session, requests one after another until the deadline. */
  async function reader(index: number) {
    const client = new Client(server.baseUrl, stats);
    const signedIn = await client.login(readerLogins[index % readerLogins.length]!);
    if (signedIn.status !== 200) throw new Error(`reader login failed: ${signedIn.status}`);
    for (let i = index; Date.now() < deadline; i++)
      await client.request('GET', readUrls[i % readUrls.length]!);
  }

  const acknowledgedBatches: { events: unknown[] }[] = [];
  /** An ingest writer: batches with fresh uids; keeps those answered 2xx. */
  async function ingestWriter(index: number) {
    const client = new Client(server.baseUrl, stats);
    for (let n = 0; Date.now() < deadline; n++) {
      const batch = badgeBatch(`${runId}-w${index}-b${n}`, studentIds, batchSize);
      const answer = await client.request('POST', '/api/v1/events', batch, INGEST_BEARER);
      if (answer.status >= 200 && answer.status < 300) {
        if (answer.json().data.accepted !== batchSize)
          throw new Error(`batch not fully accepted: ${answer.body.slice(0, 300)}`);
        acknowledgedBatches.push(batch);
      }
    }
  }

  const passwords = new PasswordChanges();
  const started = performance.now();
  const writers = Math.max(1, Math.floor(users / 4));
  await Promise.all([
    ...Array.from({ length: users - writers }, (_, i) => reader(i)),
    ...Array.from({ length: writers }, (_, i) => ingestWriter(i)),
    // At least one change is checked: on a busy machine signing in and one change can outlast a short run.
    passwords.write(server.baseUrl, stats, runId, {
      more: () =>
        Date.now() < deadline || (passwords.count === 0 && Date.now() < deadline + FIRST_CHANGE_GRACE_MS),
    }),
  ]);
  const elapsed = (performance.now() - started) / 1000;
  const requests = stats.latencies.length;

  // Read back every acknowledged write.
  const checker = new Client(server.baseUrl, new Stats());
  let { checked, lost } = await resendAcknowledged(checker, acknowledgedBatches);
  checked += passwords.count;
  if (!(await passwords.kept(checker))) lost += 1;

  // The demo password is printed on purpose at start-up (demo mode); passwords set since, keys and tokens never.
  // With no change acknowledged (a loaded machine), the password in use is still the demo's.
  const secrets = findSecretsInLog(server.output(), [
    ...(passwords.count > 0 ? [passwords.acknowledged] : []),
    DEMO_INGEST_KEY,
    checker.cookie.split('=')[1] ?? '',
  ]);
  console.log(`load (${engine}): ${users} sessions for ${seconds} s`);
  console.log(
    `  requests: ${requests}, req/s: ${(requests / elapsed).toFixed(1)}, p95: ${stats.p95().toFixed(1)} ms`,
  );
  console.log(
    `  acknowledged writes checked: ${checked} (${acknowledgedBatches.length} ingest batches, ${passwords.count} password changes), lost: ${lost}`,
  );
  console.log(
    `  5xx: ${stats.serverErrors.length}, secrets in server log: ${secrets.length ? secrets.map((s) => s.slice(0, 4) + '…').join(', ') : 0}`,
  );
  for (const error of stats.serverErrors.slice(0, 5)) console.log(`  5xx ${error}`);
  return (
    lost === 0 &&
    stats.serverErrors.length === 0 &&
    secrets.length === 0 &&
    acknowledgedBatches.length > 0 &&
    passwords.count > 0
  );
});
