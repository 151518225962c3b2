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

/** A template's name as the product makes them: lower-case letters, digits and underscores. */
const DATABASE_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Creates a database named `<prefix>_<random>` on the server of `adminUrl` (tests, load and crash runs): empty, or
 * a copy of the database `template` names (which nothing may be connected to meanwhile).
 */
export async function createScratchPostgres(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  // The template's name comes from the environment and is written into the statement, so it is checked first.
  if (template !== undefined && !DATABASE_NAME.test(template))
    throw new Error(`not a template database name: ${template}`);
  await asAdmin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
