/** Row type of roster_sources (db/migrations/013_roster_sources.sql): an upload's source id → a roster row. */
import type { Kysely, Transaction } from 'kysely';
import type { Database, DbOrTrx } from '../db/database.js';

export type SourceKind = 'school' | 'teacher' | 'classroom' | 'student';

export interface RosterSourceTable {
  district_id: number;
  kind: SourceKind;
  source_id: string;
  object_id: number;
}

export type WithSources = Database & { roster_sources: RosterSourceTable };

/** The database (or a transaction) with the roster_sources table known to Kysely. */
export function withSources(db: DbOrTrx): Kysely<WithSources> {
  return (db as Kysely<Database> | Transaction<Database>).withTables<{ roster_sources: RosterSourceTable }>();
}
