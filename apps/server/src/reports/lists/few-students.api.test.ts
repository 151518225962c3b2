/**
 * Lists of a few students (a classroom's, one student) are answered by small queries instead of the
 * set-based one (reports.repository.ts): both must give every student the same figures.
 */
import { localDay, parseTimeframe } from '@dash/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import { ingestHandWritten, recordsOf, type LessonPlay } from '../../testing/learning-fixture.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { setReportCacheSeconds } from '../shared/report-cache.js';
import { aggregateGroups, aggregateGroupsWithTotals, type AggregateInput } from './aggregates.repository.js';

const TZ = 'America/New_York';
const server = useTestServer({
  prepare: async () => {
    setReportCacheSeconds(0);
    const { ids, roster } = server.home;
    const catalogue = getCatalogue();
    const today = localDay(Date.now(), TZ);
    const classmates = roster.enrollments
      .filter((e) => e.classroom_id === ids.ownClassroomId)
      .map((e) => e.student_id);
    const plays: LessonPlay[] = classmates.slice(0, 4).flatMap((studentId, i) => [
      {
        studentId,
        daysAgo: i,
        hour: 10 + i,
        lessonSlotId: catalogue.lessonSlots[i]!.lesson_slot_id,
        passed: true,
        minutes: 5 + i,
      },
      {
        studentId,
        daysAgo: 10 + i,
        hour: 19,
        lessonSlotId: catalogue.lessonSlots[i + 1]!.lesson_slot_id,
        passed: i % 2 === 0,
        minutes: 12,
      },
    ]);
    const completions = [
      { studentId: classmates[0]!, daysAgo: 3, hour: 9, standardId: catalogue.standards[0]!.standard_id },
    ];
    await ingestHandWritten(
      server.database,
      server.home.districtId,
      recordsOf(plays, completions, today, TZ),
    );
  },
});
afterAll(async () => {
  setReportCacheSeconds(server.config.reportCacheSeconds);
});

describe('a few students', () => {
  it('get the figures of the set-based query, and totals that sum them', async () => {
    const { districtId, ids } = server.home;
    const today = localDay(Date.now(), TZ);
    for (const code of ['7d', '30d', '0y']) {
      const period = parseTimeframe(code, today);
      const base: Omit<AggregateInput, 'filter'> = {
        districtId,
        academicStandard: 'ccss',
        kind: 'student',
        scope: { kind: 'district' },
        period,
      };
      const school = await aggregateGroups(server.database.db, {
        ...base,
        filter: { schoolId: ids.ownSchoolId },
      });
      const classroom = await aggregateGroupsWithTotals(server.database.db, {
        ...base,
        filter: { classroomId: ids.ownClassroomId },
      });
      expect(classroom.groups.length).toBeGreaterThan(0);
      expect(classroom.groups.some((g) => g.session_ms > 0)).toBe(true);
      for (const row of classroom.groups)
        expect(row, `${code} student ${row.id}`).toEqual(school.find((s) => s.id === row.id));
      const one = await aggregateGroups(server.database.db, {
        ...base,
        filter: { studentId: classroom.groups[0]!.id },
      });
      expect(one).toEqual([classroom.groups[0]]);
      expect(classroom.totals.count_students).toBe(classroom.groups.length);
      expect(classroom.totals.session_ms).toBe(classroom.groups.reduce((n, g) => n + g.session_ms, 0));
    }
  });
});
