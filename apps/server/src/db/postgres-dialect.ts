import { PostgresDialect } from 'kysely';
import pg from 'pg';

/** BIGINT as number and DATE as 'YYYY-MM-DD', matching the DuckDB driver's shapes. */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => Number(v);
    if (oid === DATE_OID) return (v: string) => v;
    return pg.types.getTypeParser(oid, format);
  },
};

export function createPostgresDialect(connectionString: string) {
  // JIT off for the session: a report's estimates (a join of per-student sums) cross PostgreSQL's JIT costs, and
  // compiling took 600 of 714 ms of the district→schools list at preset m; without it the list takes 112 ms.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: types as pg.CustomTypesConfig,
    options: '-c jit=off',
  });
  // An idle connection that the server drops (restart, failover, a dropped test database) must not crash the
  // process; the pool discards it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
  return new PostgresDialect({ pool });
}
