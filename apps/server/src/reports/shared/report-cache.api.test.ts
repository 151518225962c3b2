/**
 * Report rows reused between requests (report-cache.ts) never hide a change made through this process:
 * events ingested a moment ago and roster changes are in the very next answer.
 */
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import { ingestPlays } from '../../testing/learning-fixture.js';
import { useTestServer } from '../../testing/use-test-server.js';

const TZ = 'America/New_York';
const server = useTestServer({
  signIn: ['districtAdmin'],
});

const get = async (url: string) => {
  const response = await server.getAs(url, 'districtAdmin');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('report reuse', () => {
  it('answers with events ingested a moment ago', async () => {
    const { districtId, ids } = server.home;
    const url = `/r/districts/${districtId}/students?classroom_id=${ids.ownClassroomId}&timeframe=7d`;
    const before = await get(url);
    expect(await get(url)).toEqual(before);
    const slot = getCatalogue().lessonSlots[0]!;
    await ingestPlays(
      server.database,
      districtId,
      [
        {
          studentId: ids.ownStudentId,
          daysAgo: 1,
          hour: 10,
          lessonSlotId: slot.lesson_slot_id,
          passed: true,
          minutes: 11,
        },
      ],
      TZ,
    );
    const after = await get(url);
    expect(after.totals.count_lessons_completed).toBe(before.totals.count_lessons_completed + 1);
    expect(after.totals.total_session_time).toBe(before.totals.total_session_time + 11 * 60_000);
    const row = after.data.find((r: { id: number }) => r.id === ids.ownStudentId);
    expect(row.count_lessons_completed).toBe(
      before.data.find((r: { id: number }) => r.id === ids.ownStudentId).count_lessons_completed + 1,
    );
  });

  it('answers with a roster change made a moment ago', async () => {
    const { districtId, ids } = server.home;
    const url = `/r/districts/${districtId}/students?classroom_id=${ids.ownClassroomId}&timeframe=30d`;
    const before = await get(url);
    await server.database.db
      .deleteFrom('enrollments')
      .where('district_id', '=', districtId)
      .where('classroom_id', '=', ids.ownClassroomId)
      .where('student_id', '=', ids.ownStudentId)
      .execute();
    const after = await get(url);
    expect(after.data.length).toBe(before.data.length - 1);
    expect(after.totals.count_students).toBe(before.totals.count_students - 1);
  });
});
