/**
 * An apply killed with SIGKILL in the middle of its transaction leaves nothing half-applied (spec §7, DESIGN:
 * all-or-nothing writes): a child process (crash-apply-child.ts) writes a few chunks of a 6,000-row roster and is
 * killed; the roster, the source mappings and the audit log are as before. The same roster then applies whole.
 * On the test run's engine: DuckDB in a file, or a scratch PostgreSQL database beside DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { loadFixtureDistrict } from '../testing/fixture-district.js';
import { createScratchPostgres } from '../testing/scratch-postgres.js';
import { rosterCounts } from './bulk-upload-fixtures.js';
import { applyRecords, COLUMNS } from './bulk-upload.service.js';
import { readDashboardCsv } from './dashboard-csv.js';
import { sampleRosterCsv } from './sample-roster.js';

const DISTRICT = 11;
const CHILD = fileURLToPath(new URL('./crash-apply-child.ts', import.meta.url));

/** Starts the child, kills it with SIGKILL once it says it is midway, and resolves with what it printed. */
function killMidApply(
  env: Record<string, string>,
): Promise<{ output: string; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, ...env, DISTRICT_ID: String(DISTRICT) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('midway')) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ output, signal }));
  });
}

async function prepare(handle: DatabaseHandle) {
  await migrate(handle.db);
  await loadFixtureDistrict(handle.db, DISTRICT);
  return rosterCounts(handle.db, DISTRICT);
}

/** Applies the same roster in this process, whole: 6,000 rows less 24 schools, teachers and classrooms. */
async function applyWhole(handle: DatabaseHandle) {
  const records = readDashboardCsv('crash.csv', Buffer.from(sampleRosterCsv(6000, 'K')));
  return applyRecords(handle.db, {
    districtId: DISTRICT,
    customerId: 0,
    engine: handle.engine,
    records,
    columns: COLUMNS.csv,
    label: { uploadId: 'after-crash', fileName: 'crash.csv', format: 'csv' },
  });
}

describe('an apply killed mid-transaction', () => {
  it(
    'leaves nothing half-applied, and the same roster applies whole afterwards',
    { timeout: 240_000 },
    async () => {
      const adminUrl = process.env.DATABASE_URL;
      const scratch = adminUrl ? await createScratchPostgres(adminUrl, 'bulkcrash') : undefined;
      const dir = mkdtempSync(path.join(tmpdir(), 'bulk-crash-'));
      const duckdbPath = path.join(dir, 'crash.duckdb');
      const open = () => openDatabase({ databaseUrl: scratch?.url, duckdbPath });
      try {
        let handle = await open();
        const before = await prepare(handle);
        // DuckDB files are one process's at a time: the child opens it once this process has let go.
        if (!scratch) await handle.close();
        const run = await killMidApply(
          scratch ? { DATABASE_URL: scratch.url } : { DUCKDB_PATH: duckdbPath, DATABASE_URL: '' },
        );
        expect(run.signal, run.output).toBe('SIGKILL');
        expect(run.output).toMatch(/midway (schools|teachers|classrooms|students|enrollments)/);
        expect(run.output).not.toContain('committed');
        if (!scratch) handle = await open();
        expect(await rosterCounts(handle.db, DISTRICT)).toEqual(before);

        const plan = await applyWhole(handle);
        // sampleRosterCsv(6000): 1 school, 24 teachers, 48 classrooms, 5,927 students, one enrollment each.
        expect(plan.counts).toEqual({ create: 6000 + 5927, update: 0, unchanged: 0, refused: 0 });
        expect(await rosterCounts(handle.db, DISTRICT)).toEqual({
          schools: before.schools + 1,
          teachers: before.teachers + 24,
          classrooms: before.classrooms + 48,
          students: before.students + 5927,
          enrollments: before.enrollments + 5927,
          sources: before.sources + 6000,
          audits: before.audits + 1,
        });
        await handle.close();
      } finally {
        await scratch?.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
