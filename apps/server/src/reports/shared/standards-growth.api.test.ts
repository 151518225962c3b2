/**
 * Standards growth leaves placement out (shared/standards-growth.ts): a student placed on a whole standard and on
 * one lesson of another, who then completes a third standard by play and starts a fourth, grew in one standard
 * and progressed in one — in the classroom's students list (few students), the district's schools list (the
 * set-based query), the student overview's names and the standards pane's period flags.
 */
import { EVENT_CODES, type ActivityRecord } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import {
  daysAgoRecords,
  ingestHandWritten,
  lessonPlayOf,
  slotsOf,
  standardOf,
} from '../../testing/learning-fixture.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { TZ } from '../standards/standards-fixture.js';

const record = daysAgoRecords('growth', TZ);
const play = lessonPlayOf(record);
const [PLACED_WHOLE, PLACED_PART, GROWN, STARTED] = ['2.OA.A.1', '2.NBT.A.1', '3.OA.A.1', '3.NBT.A.1'];

/** The standard of `code` anywhere in a response. */
function standardIn(body: unknown, code: string): Record<string, unknown> | undefined {
  if (Array.isArray(body)) return body.map((item) => standardIn(item, code)).find(Boolean);
  if (body === null || typeof body !== 'object') return undefined;
  const object = body as Record<string, unknown>;
  if (object.code === code && 'completed_in_period' in object) return object;
  return Object.values(object)
    .map((value) => standardIn(value, code))
    .find(Boolean);
}

const server = useTestServer({
  signIn: ['districtAdmin', 'teacher'],
  prepare: async () => {
    const student = server.home.ids.ownStudentId;
    const placement = (fields: Partial<ActivityRecord>) =>
      record(student, 10, 7, { event_code: EVENT_CODES.PLACEMENT, lesson_passed: true, ...fields });
    const records = [
      placement({ standard_id: standardOf(PLACED_WHOLE).standard_id }),
      placement({ lesson_slot_id: slotsOf(PLACED_PART)[0]! }),
      ...slotsOf(GROWN).map((slot, i) => play(student, 5, 9 + Math.floor(i / 4), slot, true)),
      play(student, 4, 10, slotsOf(STARTED)[0]!, true),
    ];
    await ingestHandWritten(server.database, server.home.districtId, records);
  },
});

describe('standards growth of a period', () => {
  it('counts only what play made proficient or started, in every report that counts growth', async () => {
    const { districtId, ids } = server.home;
    const base = `/r/districts/${districtId}`;

    const students = await server.getAs(
      `${base}/students?classroom_id=${ids.ownClassroomId}&timeframe=30d`,
      'teacher',
    );
    expect(students.statusCode, students.body).toBe(200);
    const row = students.json().data.find((r: { id: number }) => r.id === ids.ownStudentId);
    const overview = await server.getAs(
      `${base}/students/${ids.ownStudentId}/overview?timeframe=30d`,
      'teacher',
    );
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().data.standards_growth_names).toEqual([GROWN]);
    // Play started the fourth standard (and any other its lessons teach); the placed grade 2 ones are not growth.
    const progressed: string[] = overview.json().data.standards_partial_growth_names;
    expect(progressed).toContain(STARTED);
    expect(progressed.filter((code) => code.startsWith('2.'))).toEqual([]);
    expect(row).toMatchObject({ standards_growth: 1, standards_partial_growth: progressed.length });

    const schools = await server.getAs(`${base}/schools?timeframe=30d`, 'districtAdmin');
    expect(schools.statusCode, schools.body).toBe(200);
    expect(schools.json().totals).toMatchObject({
      standards_growth: 1,
      standards_partial_growth: progressed.length,
    });

    // The placed standard is complete all the same, but not completed in the period; the grown one is.
    const pane = await server.getAs(
      `${base}/students/${ids.ownStudentId}/standards?level_id=${standardOf(PLACED_WHOLE).level_id}&untilNow=true`,
      'teacher',
    );
    expect(pane.statusCode, pane.body).toBe(200);
    expect(standardIn(pane.json(), PLACED_WHOLE)).toMatchObject({
      proficiency_status: 'PROFICIENT',
      completed_in_period: false,
      progressed_in_period: false,
    });
    const grade3 = await server.getAs(
      `${base}/students/${ids.ownStudentId}/standards?level_id=${standardOf(GROWN).level_id}&untilNow=true`,
      'teacher',
    );
    expect(standardIn(grade3.json(), GROWN)).toMatchObject({ completed_in_period: true });
    expect(standardIn(grade3.json(), STARTED)).toMatchObject({ progressed_in_period: true });
  });
});
