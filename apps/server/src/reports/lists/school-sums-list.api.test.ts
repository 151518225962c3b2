/**
 * The district's schools list from the per-school sums (school-sums-list.ts): the same rows and totals as the
 * per-student statement over every period, and after a roster write the list still answers from the roster as
 * it stands, while the sums are rebuilt for it.
 */
import { addDays, parseTimeframe } from '@dash/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { aggregateQuery, type AggregateInput } from './aggregates.repository.js';
import { answeredBySchoolSums, schoolSumsQuery, schoolSumsRebuilt } from './school-sums-list.js';
import { useUsageListServer } from './usage-list-server.js';

const fixture = useUsageListServer();
const { server, today } = fixture;

const listOf = (from: string, to: string): AggregateInput => ({
  districtId: server.home.districtId,
  academicStandard: 'ccss',
  kind: 'school',
  scope: { kind: 'district' },
  filter: {},
  period: { from, to },
});
const PERIODS = [
  ['today', today, today],
  ['7 days', addDays(today, -6), today],
  ['30 days', addDays(today, -29), today],
  ['a year', addDays(today, -364), today],
  ['a past week', addDays(today, -20), addDays(today, -14)],
] as const;

const rowsOf = async (query: ReturnType<typeof aggregateQuery>) =>
  (await query.execute(server.database.db)).rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
  );

async function expectSameAsPerStudent() {
  for (const [name, from, to] of PERIODS) {
    const input = listOf(from, to);
    const bySums = await rowsOf(schoolSumsQuery(input, true));
    expect(bySums, name).toEqual(await rowsOf(aggregateQuery(input, true)));
  }
}

describe('the district schools list from per-school sums', () => {
  it('reads the same rows and totals as the per-student statement, in every period', async () => {
    expect(await answeredBySchoolSums(server.database.db, listOf(today, today))).toBe(true);
    const month = await rowsOf(schoolSumsQuery(listOf(addDays(today, -29), today), true));
    expect(month.find((r) => r.is_total)?.count_active_students).toBeGreaterThan(0);
    await expectSameAsPerStudent();
  });

  it('after a roster write answers from the new roster and rebuilds the sums, a student in two schools counted once', async () => {
    const { ownStudentId, otherSchoolClassroomId } = server.home.ids;
    const tf = parseTimeframe('30d', today);
    const url = `/r/districts/${server.home.districtId}/schools?timeframe=30d`;
    const before = (await server.getAs(url, 'districtAdmin')).json();
    await server.database.db
      .insertInto('enrollments')
      .values({
        district_id: server.home.districtId,
        classroom_id: otherSchoolClassroomId,
        student_id: ownStudentId,
      })
      .execute();
    expect(await answeredBySchoolSums(server.database.db, listOf(tf.from, tf.to))).toBe(false);
    const during = (await server.getAs(url, 'districtAdmin')).json();
    await schoolSumsRebuilt();
    expect(await answeredBySchoolSums(server.database.db, listOf(tf.from, tf.to))).toBe(true);
    const after = (await server.getAs(url, 'districtAdmin')).json();
    expect(after).toEqual(during);
    // The student now counts in the other school too, and once in the district's totals.
    const otherSchool = (body: { data: { id: number; count_students: number }[] }) =>
      body.data.find((r) => r.id === server.home.ids.otherSchoolId)!;
    expect(otherSchool(after).count_students).toBe(otherSchool(before).count_students + 1);
    expect(after.totals.count_students).toBe(before.totals.count_students);
    await expectSameAsPerStudent();
    await sql`delete from enrollments where classroom_id = ${otherSchoolClassroomId} and student_id = ${ownStudentId}`.execute(
      server.database.db,
    );
  });
});
