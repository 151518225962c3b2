/**
 * The process bulk-upload-crash.test.ts kills: applies a generated roster to the database its environment names
 * (DATABASE_URL, else the DuckDB file DUCKDB_PATH) in district DISTRICT_ID, prints "midway" after a few chunks
 * are written inside the transaction, and waits there to be killed. Prints "committed" if it ever gets through.
 */
import { openDatabase } from '../db/database.js';
import { applyRecords, COLUMNS } from './bulk-upload.service.js';
import { readDashboardCsv } from './dashboard-csv.js';
import { sampleRosterCsv } from './sample-roster.js';

// Schools, teachers and classrooms take a chunk each; the fourth is the first of the students.
const CHUNKS_BEFORE_STOP = 4;
const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  duckdbPath: process.env.DUCKDB_PATH ?? ':memory:',
});
const districtId = Number(process.env.DISTRICT_ID);
const records = readDashboardCsv('crash.csv', Buffer.from(sampleRosterCsv(6000, 'K')));
await applyRecords(handle.db, {
  districtId,
  customerId: 0,
  engine: handle.engine,
  records,
  columns: COLUMNS.csv,
  label: { uploadId: 'crash', fileName: 'crash.csv', format: 'csv' },
  onChunk: async (table, written) => {
    if (written !== CHUNKS_BEFORE_STOP) return;
    process.stdout.write(`midway ${table}\n`);
    await new Promise((resolve) => setTimeout(resolve, 120_000));
  },
});
process.stdout.write('committed\n');
await handle.close();
