/**
 * Bulk rostering benchmark (target: 50,000 rows in ≤ 30 s): a 50,000-row dashboard CSV (10 schools, 200
 * teachers, 400 classrooms, 49,390 students with one enrollment each) uploaded by the fixture district admin to the
 * in-process server, previewed and applied; then the same file again (all unchanged). DuckDB in memory, or
 * PostgreSQL when DATABASE_URL is set. Prints each step's time and one JSON line.
 * Usage: npm run bench:bulk-upload [-- --rows 50000]
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@dash/contracts';
import { multipartFile } from '../../apps/server/src/bulk-upload/bulk-upload-fixtures.js';
import { sampleRosterCsv } from '../../apps/server/src/bulk-upload/sample-roster.js';
import { createTestServer, login } from '../../apps/server/src/testing/test-server.js';

const rowsArg = process.argv.indexOf('--rows');
const rows = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 50_000;
const TARGET_MS = 30_000;

const server = await createTestServer();
const districtId = server.home.districtId;
const cookie = await login(server.app, server.home.logins.districtAdmin);
const headers = { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE };
const csv = sampleRosterCsv(rows, 'B');

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - start)];
}

async function uploadAndApply() {
  const { payload, contentType } = multipartFile('bench.csv', csv);
  const [preview, previewMs] = await timed(() =>
    server.app.inject({
      method: 'POST',
      url: `/u/district/${districtId}/bulkupload`,
      payload,
      headers: { ...headers, 'content-type': contentType },
    }),
  );
  if (preview.statusCode !== 200) throw new Error(`upload answered ${preview.statusCode}: ${preview.body}`);
  const { upload_id, counts } = preview.json().data;
  const [applied, applyMs] = await timed(() =>
    server.app.inject({
      method: 'POST',
      url: `/u/district/${districtId}/bulkupload/${upload_id}/apply`,
      headers,
    }),
  );
  if (applied.statusCode !== 200) throw new Error(`apply answered ${applied.statusCode}: ${applied.body}`);
  return { previewMs, applyMs, totalMs: previewMs + applyMs, counts, applied: applied.json().data.counts };
}

const first = await uploadAndApply();
const again = await uploadAndApply();
await server.close();

const ok = first.totalMs <= TARGET_MS && again.totalMs <= TARGET_MS;
console.log(
  `bulk upload (${server.ctx.engine}): ${rows} CSV rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB`,
);
console.log(
  `  first upload: preview ${first.previewMs} ms, apply ${first.applyMs} ms, total ${first.totalMs} ms`,
);
console.log(`    applied: ${JSON.stringify(first.applied)}`);
console.log(
  `  same file again: preview ${again.previewMs} ms, apply ${again.applyMs} ms, total ${again.totalMs} ms`,
);
console.log(`    applied: ${JSON.stringify(again.applied)}`);
console.log(`  target: each ≤ ${TARGET_MS} ms: ${ok ? 'met' : 'NOT met'}`);
console.log(JSON.stringify({ bench: 'bulk-upload', engine: server.ctx.engine, rows, first, again, ok }));
process.exit(ok ? 0 : 1);
