/**
 * Two server processes on one PostgreSQL see each other's writes at once (db/invalidation-channel.ts): B reads
 * a report (kept for REPORT_CACHE_SECONDS=300), A ingests through HTTP, and B's next answer has the new event.
 * A write nobody announces (plain SQL from this test) stays unseen by B meanwhile, which shows B's answers do
 * come from its cache, so only A's NOTIFY explains B seeing the ingest; and B keeps another school's classroom
 * list through it (the batch's places travel in the notification). PostgreSQL only: DuckDB is one
 * process's file (`npm test` leaves `*.postgres.test.ts` out of the DuckDB run).
 */
import { localDay } from '@dash/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '../../apps/server/src/curriculum/catalogue.js';
import { ensureCurriculum } from '../../apps/server/src/curriculum/curriculum.repository.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { setIngestKey } from '../../apps/server/src/ingest/ingest-key.js';
import { recordsOf } from '../../apps/server/src/testing/learning-fixture.js';
import {
  FIXTURE_PASSWORD,
  loadFixtureDistrict,
  type FixtureDistrict,
} from '../../apps/server/src/testing/fixture-district.js';
import { spawnServer, type ServerProcess } from '../server-process.js';
import { Client, createStorage, Stats, type Storage } from './harness.js';

const postgres = Boolean(process.env.DATABASE_URL);
const KEY = 'two-servers-ingest-key';
/** The fixture district's zone. */
const TZ = 'America/New_York';

describe.skipIf(!postgres)(
  'two servers on one PostgreSQL (skipped on DuckDB: one process owns its file)',
  () => {
    let storage: Storage;
    let district: FixtureDistrict;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      storage = await createStorage('postgres');
      const database = await openDatabase({ databaseUrl: storage.databaseUrl, duckdbPath: ':memory:' });
      await migrate(database.db);
      await ensureCurriculum(database.db);
      district = await loadFixtureDistrict(database.db, 11);
      await setIngestKey(database.db, district.districtId, KEY);
      await database.close();
      const env = {
        DATA_DIR: storage.dataDir,
        DATABASE_URL: storage.databaseUrl,
        HOST: '127.0.0.1',
        DEMO: 'off',
        LOG_LEVEL: 'warn',
        REPORT_CACHE_SECONDS: '300',
      };
      [a, b] = await Promise.all([spawnServer(env, 300_000), spawnServer(env, 300_000)]);
    }, 400_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await storage?.dispose();
    });

    it("reads A's ingest through B at once, well inside B's 300 s reuse", async () => {
      const { districtId, ids } = district;
      const reader = new Client(b.baseUrl, new Stats());
      expect((await reader.login(district.logins.districtAdmin, FIXTURE_PASSWORD)).status).toBe(200);
      const listOf = (classroomId: number) =>
        `/r/districts/${districtId}/students?classroom_id=${classroomId}&timeframe=7d`;
      const read = async (url = listOf(ids.ownClassroomId)) => {
        const answer = await reader.request('GET', url);
        expect(answer.status, answer.body).toBe(200);
        return answer.json() as {
          data: { id: number; count_lessons_completed: number }[];
          totals: { count_lessons_completed: number };
        };
      };
      const before = await read();
      const row = (answer: typeof before) => answer.data.find((r) => r.id === ids.ownStudentId);
      expect(row(before)).toBeDefined();
      const elsewhere = listOf(ids.otherSchoolClassroomId);
      const elsewhereBefore = await read(elsewhere);
      const elsewhereStudent = elsewhereBefore.data[0]!.id;

      // Unannounced: B keeps answering from its cache.
      const direct = new pg.Client({ connectionString: storage.databaseUrl });
      await direct.connect();
      const unenrol =
        'DELETE FROM enrollments WHERE district_id = $1 AND classroom_id = $2 AND student_id = $3';
      await direct.query(unenrol, [districtId, ids.otherSchoolClassroomId, elsewhereStudent]);
      await direct.end();
      const stillCached = await read();
      expect(stillCached).toEqual(before);

      const slot = getCatalogue().lessonSlots[0]!;
      const play = { studentId: ids.ownStudentId, daysAgo: 1, hour: 10, passed: true, minutes: 11 };
      const events = recordsOf(
        [{ ...play, lessonSlotId: slot.lesson_slot_id }],
        [],
        localDay(Date.now(), TZ),
        TZ,
      );
      const writer = new Client(a.baseUrl, new Stats());
      const ingested = await writer.request(
        'POST',
        '/api/v1/events',
        { events },
        { authorization: `Bearer ${KEY}` },
      );
      expect(ingested.status, ingested.body).toBe(200);
      expect(ingested.json().data.accepted).toBe(1);

      const started = Date.now();
      let after = await read();
      // The notification travels on another connection than A's answer; allow it a moment, far below 300 s.
      while (after.totals.count_lessons_completed === before.totals.count_lessons_completed) {
        if (Date.now() - started > 2_000) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
        after = await read();
      }
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(after.totals.count_lessons_completed).toBe(before.totals.count_lessons_completed + 1);
      expect(row(after)!.count_lessons_completed).toBe(row(before)!.count_lessons_completed + 1);
      // The ingest's places travelled with it: B keeps another school's classroom list (still showing the
      // student removed without announcement).
      expect(await read(elsewhere)).toEqual(elsewhereBefore);
    });
  },
);
