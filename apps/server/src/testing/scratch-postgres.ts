import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throwaway PostgreSQL database beside the one `adminUrl` names: its URL, and how to drop it. */
export interface ScratchPostgres {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

/** Creates an empty database named `<prefix>_<random>` on the server of `adminUrl` (tests, load and crash runs). */
export async function createScratchPostgres(adminUrl: string, prefix: string): Promise<ScratchPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
