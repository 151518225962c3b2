import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import { withTransaction, type DatabaseHandle, type DbOrTrx } from './database.js';
import { ReadCache } from './read-cache.js';
import {
  districtVersion,
  noteWrite,
  placeOf,
  studentsWrittenSince,
  tablesVersion,
  writeMark,
  type Place,
  type TableWrite,
} from './write-counts.js';
import { writeTrackerOf, writtenTables } from './write-tracker.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const grades = () => tablesVersion(['grades']);
const audit = () => tablesVersion(['audit_log']);
/** A write of the grades table that changes no row: it moves the table's counts all the same. */
const writeGrades = (db: DbOrTrx) =>
  db
    .updateTable('grades')
    .set({ name: sql`name` })
    .where('grade_id', '=', -1)
    .execute();

describe('write tracking', () => {
  it('reads move nothing; a write moves its table only', async () => {
    const db = database.db;
    const [g, a] = [grades(), audit()];
    await db.selectFrom('grades').selectAll().execute();
    await sql`select count(*) from grades`.execute(db);
    await sql`with x as (select 1 as n) select n from x`.execute(db);
    expect([grades(), audit()]).toEqual([g, a]);
    await writeGrades(db);
    expect(grades()).not.toBe(g);
    expect(audit()).toBe(a);
  });

  it('recognises raw writes with the table as a parameter, and moves everything for statements it cannot place', async () => {
    const db = database.db;
    let g = grades();
    await sql`update ${sql.table('grades')} set name = name where grade_id = -1`.execute(db);
    expect(grades()).not.toBe(g);
    g = grades();
    const a = audit();
    await sql`set timezone = 'UTC'`.execute(db).catch(() => undefined);
    expect(grades()).not.toBe(g);
    expect(audit()).not.toBe(a);
  });

  it('finds the tables written by a statement, also inside its common table expressions', () => {
    const db = database.db;
    const tables = (node: Parameters<typeof writtenTables>[0]) => {
      const found = writtenTables(node);
      return found === null ? null : [...found].sort();
    };
    expect(tables(db.selectFrom('grades').selectAll().toOperationNode())).toEqual([]);
    expect(tables(db.deleteFrom('grades').where('grade_id', '=', -1).toOperationNode())).toEqual(['grades']);
    expect(
      tables(
        db
          .insertInto('audit_log')
          .values({} as never)
          .toOperationNode(),
      ),
    ).toEqual(['audit_log']);
    const withDelete = db
      .with('gone', (qb) => qb.deleteFrom('sessions').where('session_id', '=', 'x').returningAll())
      .selectFrom('gone')
      .selectAll()
      .toOperationNode();
    expect(tables(withDelete)).toEqual(['sessions']);
    expect(tables(sql`insert into ${sql.table('student_day')} select 1`.toOperationNode())).toEqual([
      'student_day',
    ]);
    expect(tables(sql`select 1`.toOperationNode())).toEqual([]);
    expect(tables(sql`vacuum`.toOperationNode())).toBeNull();
    // A row lock that sets a column to itself changes nothing; one value changed makes it a write.
    const lock = db.updateTable('districts').set((eb) => ({ time_zone: eb.ref('time_zone') }));
    expect(tables(lock.where('district_id', '=', 1).toOperationNode())).toEqual([]);
    expect(tables(lock.set({ name: 'Renamed' }).where('district_id', '=', 1).toOperationNode())).toEqual([
      'districts',
    ]);
    const fromOther = db.updateTable('districts').set((eb) => ({ name: eb.ref('time_zone') }));
    expect(tables(fromOther.where('district_id', '=', 1).toOperationNode())).toEqual(['districts']);
  });

  it('moves the tables a transaction wrote once it commits, not while it is open', async () => {
    const db = database.db;
    const before = grades();
    let during = 0;
    await withTransaction(db, async (trx) => {
      await writeGrades(trx);
      during = grades();
    });
    // No other connection sees an open transaction's writes: reads of them stay kept until it commits.
    expect(during).toBe(before);
    expect(grades()).not.toBe(before);
  });
});

describe('ReadCache', () => {
  it('keeps nothing read in a transaction, whose own writes count only once it commits', async () => {
    const db = database.db;
    const cache = new ReadCache<number>({ tables: ['grades'], ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    await withTransaction(db, async (trx) => {
      expect(await cache.getOrLoad(trx, 'k', load)).toBe(1);
      await writeGrades(trx);
      expect(await cache.getOrLoad(trx, 'k', load)).toBe(2);
      // A load under way when the transaction writes does not answer a read after the write.
      let release: (value: number) => void = () => undefined;
      const underWay = cache.getOrLoad(trx, 'k', () => new Promise<number>((resolve) => (release = resolve)));
      await writeGrades(trx);
      expect(await cache.getOrLoad(trx, 'k', load)).toBe(3);
      release(0);
      expect(await underWay).toBe(0);
    });
    expect(await cache.getOrLoad(db, 'k', load)).toBe(4);
    expect(await cache.getOrLoad(db, 'k', load)).toBe(4);
  });

  it('keeps a value until its table is written or its time is up, per database', async () => {
    const db = database.db;
    const cache = new ReadCache<number>({ tables: ['grades'], ttlMs: 1000, maxEntries: 10 });
    const other = {};
    cache.set(db, 'k', 1, cache.version(), 0);
    expect(cache.get(db, 'k', 10)).toBe(1);
    expect(cache.get(other, 'k', 10)).toBeUndefined();
    expect(cache.get(db, 'k', 1000)).toBeUndefined();
    cache.set(db, 'k', 2, cache.version(), 0);
    await writeGrades(db);
    expect(cache.get(db, 'k', 10)).toBeUndefined();
  });

  it('does not store a value read while its table was written', async () => {
    const db = database.db;
    const cache = new ReadCache<number>({ tables: ['grades'], ttlMs: 1000, maxEntries: 10 });
    const version = cache.version();
    await writeGrades(db);
    cache.set(db, 'k', 1, version, 0);
    expect(cache.get(db, 'k', 10)).toBeUndefined();
  });

  it('shares one load between concurrent misses and bounds its size', async () => {
    const db = database.db;
    const cache = new ReadCache<number>({ tables: ['grades'], ttlMs: 60_000, maxEntries: 2 });
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 7;
    };
    expect(await Promise.all([cache.getOrLoad(db, 'k', load), cache.getOrLoad(db, 'k', load)])).toEqual([
      7, 7,
    ]);
    expect(loads).toBe(1);
    await cache.getOrLoad(db, 'k', load);
    expect(loads).toBe(1);
    cache.set(db, 'a', 1, cache.version());
    cache.set(db, 'b', 2, cache.version());
    expect(cache.get(db, 'k')).toBeUndefined();
    expect(cache.get(db, 'b')).toBe(2);
  });
});

describe('writes declared for one district', () => {
  const enrollments = (districtId?: number) => tablesVersion(['enrollments'], districtId);
  const touchEnrollments = (db: Parameters<typeof withTransaction>[0], districtId?: number) =>
    withTransaction(
      db,
      (trx) =>
        trx
          .updateTable('enrollments')
          .set({ classroom_id: sql`classroom_id` })
          .where('district_id', '=', -1)
          .execute(),
      districtId === undefined ? {} : { districtId },
    );

  it('move the reads of that district and of no district in particular, not those of another', async () => {
    const before = [enrollments(1), enrollments(2), enrollments()];
    await touchEnrollments(database.db, 1);
    expect(enrollments(1)).not.toBe(before[0]);
    expect(enrollments(2)).toBe(before[1]);
    expect(enrollments()).not.toBe(before[2]);
  });

  it('move every district when undeclared, when the table is global, or when announced so by another server', async () => {
    let two = enrollments(2);
    await touchEnrollments(database.db);
    expect(enrollments(2)).not.toBe(two);
    const gradesOfTwo = tablesVersion(['grades'], 2);
    await withTransaction(database.db, (trx) => writeGrades(trx), { districtId: 1 });
    expect(tablesVersion(['grades'], 2)).not.toBe(gradesOfTwo);
    two = enrollments(2);
    const one = enrollments(1);
    noteWrite({ tables: ['enrollments'], districtId: 1 });
    expect([enrollments(1) === one, enrollments(2) === two]).toEqual([false, true]);
    noteWrite({ tables: null, districtId: 1 });
    expect(enrollments(2)).not.toBe(two);
  });

  it('move the version of whole responses of that district only, unless global or of tables no report reads', () => {
    const [one, two] = [districtVersion(1), districtVersion(2)];
    noteWrite({ tables: ['student_day'], districtId: 1, places: ['student:5'] });
    expect([districtVersion(1) === one, districtVersion(2) === two]).toEqual([false, true]);
    const [oneNow, twoNow] = [districtVersion(1), districtVersion(2)];
    noteWrite({ tables: ['sessions'], districtId: null });
    noteWrite({ tables: ['audit_log', 'analytics_events'], districtId: 1 });
    expect([districtVersion(1), districtVersion(2)]).toEqual([oneNow, twoNow]);
    for (const write of [
      { tables: ['grades'], districtId: 1 },
      { tables: ['enrollments'], districtId: null },
      { tables: null, districtId: 1 },
    ]) {
      const before = districtVersion(2);
      noteWrite(write);
      expect(districtVersion(2), JSON.stringify(write)).not.toBe(before);
    }
  });

  it('are announced after their commit with their district; a statement on its own with none', async () => {
    const tracker = writeTrackerOf(database.db)!;
    const heard: TableWrite[] = [];
    tracker.announceWrites(async (write) => {
      heard.push(write);
    });
    try {
      await touchEnrollments(database.db, 3);
      await database.db
        .updateTable('enrollments')
        .set({ classroom_id: sql`classroom_id` })
        .where('district_id', '=', -1)
        .execute();
      await database.db.selectFrom('enrollments').select('student_id').limit(1).execute();
    } finally {
      tracker.announceWrites(null);
    }
    expect(heard).toEqual([
      { tables: ['enrollments'], districtId: 3 },
      { tables: ['enrollments'], districtId: null },
    ]);
  });

  it('keep a cached value of another district and drop the written one', async () => {
    const db = database.db;
    const cache = new ReadCache<string>({ tables: ['enrollments'], ttlMs: 60_000, maxEntries: 10 });
    await cache.getOrLoad(db, 'a', async () => 'A', { districtId: 1 });
    await cache.getOrLoad(db, 'b', async () => 'B', { districtId: 2 });
    await touchEnrollments(db, 1);
    expect(cache.get(db, 'a')).toBeUndefined();
    expect(cache.get(db, 'b')).toBe('B');
    expect(cache.stats).toEqual({ hits: 0, loads: 2 });
  });
});

describe('writes declared for places of a district', () => {
  const learning = (districtId?: number, place?: Place) => tablesVersion(['student_day'], districtId, place);

  it('move the reads of those places and of the whole district, not those of other places', () => {
    const before = {
      classroom1: learning(7, 'classroom:1'),
      classroom2: learning(7, 'classroom:2'),
      student5: learning(7, 'student:5'),
      district: learning(7),
      anyDistrict: learning(),
      otherDistrict: learning(8, 'classroom:1'),
    };
    noteWrite({ tables: ['student_day'], districtId: 7, places: ['classroom:1', 'student:5', 'school:3'] });
    expect({
      classroom1: learning(7, 'classroom:1') !== before.classroom1,
      classroom2: learning(7, 'classroom:2') !== before.classroom2,
      student5: learning(7, 'student:5') !== before.student5,
      district: learning(7) !== before.district,
      anyDistrict: learning() !== before.anyDistrict,
      otherDistrict: learning(8, 'classroom:1') !== before.otherDistrict,
    }).toEqual({
      classroom1: true,
      classroom2: false,
      student5: true,
      district: true,
      anyDistrict: true,
      otherDistrict: false,
    });
  });

  it('are reached by a write of the district without places, and keep a cached value of another place', async () => {
    const classroom2 = learning(7, 'classroom:2');
    noteWrite({ tables: ['student_day'], districtId: 7 });
    expect(learning(7, 'classroom:2')).not.toBe(classroom2);

    const db = database.db;
    const cache = new ReadCache<string>({ tables: ['student_day'], ttlMs: 60_000, maxEntries: 10 });
    await cache.getOrLoad(db, 'one', async () => 'ONE', { districtId: 7, place: 'classroom:1' });
    await cache.getOrLoad(db, 'two', async () => 'TWO', { districtId: 7, place: 'classroom:2' });
    await cache.getOrLoad(db, 'all', async () => 'ALL', { districtId: 7 });
    noteWrite({ tables: ['student_day'], districtId: 7, places: ['classroom:1'] });
    expect([cache.get(db, 'one'), cache.get(db, 'two'), cache.get(db, 'all')]).toEqual([
      undefined,
      'TWO',
      undefined,
    ]);
  });

  it('are placed by the most specific filter of a read', () => {
    expect(placeOf({ schoolId: 1, classroomId: 2, studentId: 3 })).toBe('student:3');
    expect(placeOf({ schoolId: 1, classroomId: 2 })).toBe('classroom:2');
    expect(placeOf({ schoolId: 1 })).toBe('school:1');
    expect(placeOf({})).toBeUndefined();
  });

  it('tell a read kept per student which students they changed, until a write it cannot follow', () => {
    const tables = ['enrollments', 'student_day'];
    const since = (mark: ReturnType<typeof writeMark>) =>
      studentsWrittenSince(tables, ['student_day'], 9, mark);
    const start = writeMark(tables, 9);
    noteWrite({ tables: ['student_day', 'events'], districtId: 9, places: ['student:5', 'classroom:1'] });
    noteWrite({ tables: ['events'], districtId: 9, places: ['student:6'] });
    noteWrite({ tables: ['student_day'], districtId: 10, places: ['student:7'] });
    noteWrite({ tables: ['student_day'], districtId: 9, places: ['student:8', 'school:3'] });
    const changed = since(start);
    expect(changed && [...changed.students].sort()).toEqual([5, 8]);
    expect([...since(changed!.mark)!.students]).toEqual([]);

    // A placed write of a table it does not re-read per student, or any write without places: read again.
    noteWrite({ tables: ['enrollments'], districtId: 9, places: ['student:5'] });
    expect(since(changed!.mark)).toBeNull();
    const later = writeMark(tables, 9);
    noteWrite({ tables: ['student_day'], districtId: 9 });
    expect(since(later)).toBeNull();
    // Placed writes are kept for a while only; one that fell further behind reads again.
    const old = writeMark(tables, 9);
    for (let i = 0; i < 3_000; i++)
      noteWrite({ tables: ['student_day'], districtId: 9, places: ['student:1'] });
    expect(since(old)).toBeNull();
  });
});
