import { sql } from 'kysely';
import { openDatabase } from '../db/database.ts';
const h = await openDatabase({ databaseUrl: process.env.DATABASE_URL, duckdbPath: ':memory:' });
const db = h.db as any;
await sql`DROP TABLE IF EXISTS ev`.execute(db);
await sql`CREATE TABLE ev (district_id INTEGER NOT NULL, uid TEXT NOT NULL, student_id INTEGER NOT NULL, event_code SMALLINT NOT NULL, occurred_at BIGINT NOT NULL, local_date DATE NOT NULL, lesson_slot_id INTEGER, lesson_passed BOOLEAN, time_spent_ms BIGINT, label TEXT, PRIMARY KEY (district_id, uid))`.execute(db);
const N = 100000;
const rows = Array.from({ length: N }, (_, i) => ({ district_id: 1, uid: 'u' + i, student_id: i % 2000, event_code: 110, occurred_at: 1700000000000 + i, local_date: '2026-09-01', lesson_slot_id: i % 500, lesson_passed: i % 3 === 0 ? null : i % 2 === 0, time_spent_ms: 60000, label: null }));
let t = Date.now();
await db.transaction().execute(async (trx: any) => {
  for (let i = 0; i < N / 2; i += 1000) await trx.insertInto('ev').values(rows.slice(i, i + 1000)).execute();
});
console.log('values chunk 1000', Date.now() - t, 'ms for', N / 2);
t = Date.now();
const json = JSON.stringify(rows.slice(N / 2));
if (h.engine === 'duckdb') {
  const r = await sql`INSERT INTO ev SELECT * FROM (SELECT unnest(from_json(${json}::VARCHAR, '[{"district_id":"INTEGER","uid":"VARCHAR","student_id":"INTEGER","event_code":"SMALLINT","occurred_at":"BIGINT","local_date":"DATE","lesson_slot_id":"INTEGER","lesson_passed":"BOOLEAN","time_spent_ms":"BIGINT","label":"VARCHAR"}]'), recursive := true)) ON CONFLICT DO NOTHING RETURNING uid`.execute(db);
  console.log('json', Date.now() - t, 'ms', r.rows.length);
} else {
  const r = await sql`INSERT INTO ev SELECT * FROM json_to_recordset(${json}::json) AS x(district_id INTEGER, uid TEXT, student_id INTEGER, event_code SMALLINT, occurred_at BIGINT, local_date DATE, lesson_slot_id INTEGER, lesson_passed BOOLEAN, time_spent_ms BIGINT, label TEXT) ON CONFLICT DO NOTHING RETURNING uid`.execute(db);
  console.log('json', Date.now() - t, 'ms', r.rows.length);
}
t = Date.now();
const r2 = await sql`INSERT INTO ev SELECT * FROM (SELECT unnest(from_json(${JSON.stringify(rows.slice(N-10))}::VARCHAR, '[{"district_id":"INTEGER","uid":"VARCHAR","student_id":"INTEGER","event_code":"SMALLINT","occurred_at":"BIGINT","local_date":"DATE","lesson_slot_id":"INTEGER","lesson_passed":"BOOLEAN","time_spent_ms":"BIGINT","label":"VARCHAR"}]'), recursive := true)) ON CONFLICT DO NOTHING RETURNING uid`.execute(db).catch((e:any)=>({rows:[e.message]}));
console.log('dupes returning', r2.rows);
console.log((await sql`select count(*) c from ev`.execute(db)).rows);
await h.close();
