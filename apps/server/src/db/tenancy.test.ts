import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.js';
import { createTestDatabase } from '../testing/test-database.js';
import { GLOBAL_TABLES, isCurriculumTable } from './global-tables.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

interface KeyColumn {
  table_name: string;
  constraint_name: string;
  constraint_type: string;
  column_name: string;
  ordinal_position: number;
}

async function keyColumns(): Promise<KeyColumn[]> {
  const result = await sql<KeyColumn>`
    SELECT tc.table_name, tc.constraint_name, tc.constraint_type, kcu.column_name, kcu.ordinal_position
    FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage kcu
      ON kcu.constraint_name = tc.constraint_name AND kcu.table_name = tc.table_name AND kcu.table_schema = tc.table_schema
    WHERE tc.constraint_type IN ('PRIMARY KEY', 'UNIQUE') AND tc.table_schema = current_schema()
    ORDER BY tc.table_name, tc.constraint_name, kcu.ordinal_position`.execute(database.db);
  return result.rows.map((r) => ({ ...r, ordinal_position: Number(r.ordinal_position) }));
}

describe('tenancy rules on the live schema', () => {
  it('every table has a primary key', async () => {
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(
      database.db,
    );
    const withPk = new Set(
      (await keyColumns()).filter((k) => k.constraint_type === 'PRIMARY KEY').map((k) => k.table_name),
    );
    expect(tables.rows.length).toBeGreaterThan(10);
    for (const { table_name } of tables.rows)
      expect(withPk.has(table_name), `${table_name} primary key`).toBe(true);
  });

  it('tenant tables lead every primary and unique key with district_id', async () => {
    const keys = await keyColumns();
    const firstColumns = new Map<string, KeyColumn>();
    for (const k of keys) {
      const id = `${k.table_name}.${k.constraint_name}`;
      const current = firstColumns.get(id);
      if (!current || k.ordinal_position < current.ordinal_position) firstColumns.set(id, k);
    }
    const tenantKeys = [...firstColumns.values()].filter(
      (k) => !(k.table_name in GLOBAL_TABLES) && !isCurriculumTable(k.table_name),
    );
    expect(tenantKeys.length).toBeGreaterThan(10);
    for (const key of tenantKeys) {
      expect(key.column_name, `${key.constraint_type} ${key.constraint_name} on ${key.table_name}`).toBe(
        'district_id',
      );
    }
  });

  it('global tables are only the listed ones', async () => {
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables t WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      AND NOT EXISTS (SELECT 1 FROM information_schema.columns c WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.column_name = 'district_id')`.execute(
      database.db,
    );
    for (const { table_name } of tables.rows) {
      expect(
        table_name in GLOBAL_TABLES || isCurriculumTable(table_name),
        `${table_name} has no district_id and is not a listed global table`,
      ).toBe(true);
    }
  });
});
