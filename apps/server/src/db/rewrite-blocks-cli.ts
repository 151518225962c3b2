/**
 * `npm run db:rewrite-blocks [-- FILE]`: rewrites the server's DuckDB file (DUCKDB_PATH, or FILE) into
 * DUCKDB_BLOCK_SIZE blocks (db/rewrite-blocks.ts). Run it with the server stopped.
 */
import { loadConfig } from '../config/config.js';
import { DUCKDB_BLOCK_SIZE } from './database.js';
import { rewriteInSmallBlocks } from './rewrite-blocks.js';

const config = loadConfig();
const file = process.argv[2] ?? config.duckdbPath;
if (!process.argv[2] && config.databaseUrl) {
  console.error('DATABASE_URL is set: block size belongs to a DuckDB file, so there is nothing to rewrite.');
  process.exit(1);
}
const started = Date.now();
try {
  const outcome = await rewriteInSmallBlocks(file);
  const contents = `${outcome.tables} tables, ${outcome.rows.toLocaleString('en-US')} rows`;
  console.log(
    outcome.rewritten
      ? `Rewrote ${file} from ${outcome.blockSizeBefore / 1024} KiB into ${DUCKDB_BLOCK_SIZE / 1024} KiB blocks in ` +
          `${Math.round((Date.now() - started) / 1000)} s (${contents}, checked); the original is kept as ${outcome.keptAs}.`
      : `${file} is in ${DUCKDB_BLOCK_SIZE / 1024} KiB blocks already (${contents}); nothing to do.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
