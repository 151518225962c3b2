import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle, Db, Engine } from '../db/database.js';
import { loadFixtureDistrict, type FixtureDistrict } from './fixture-district.js';
import { createTestDatabase } from './test-database.js';

export interface FixtureDatabase {
  db: Db;
  engine: Engine;
  district: FixtureDistrict;
}

/**
 * The database of one test file, with fixture district `districtId` loaded: made before its tests, then
 * `prepare` run on it, closed after the tests. Its parts are read once made, that is inside hooks and tests.
 */
export function useFixtureDistrict(
  districtId: number,
  prepare?: (fixture: FixtureDatabase) => Promise<void>,
): FixtureDatabase {
  let database: DatabaseHandle | undefined;
  let made: FixtureDatabase | undefined;
  const current = () => {
    if (!made) throw new Error('the fixture database is read before beforeAll has made it');
    return made;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db, engine } = database;
    made = { db, engine, district: await loadFixtureDistrict(db, districtId) };
    await prepare?.(made);
  });
  afterAll(() => database?.close());
  return {
    get db() {
      return current().db;
    },
    get engine() {
      return current().engine;
    },
    get district() {
      return current().district;
    },
  };
}
