import { localDay, type ProficiencyStatus } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import { ingestHandWritten, recordsOf, slotsOf, type LessonPlay } from '../../testing/learning-fixture.js';
import { useTestServer } from '../../testing/use-test-server.js';

/**
 * A student with standards under way and none complete: the student overview, the proficiency table and the
 * standards pane must tell the same story about each grade level (spec §4), and it is "in progress".
 */
const TZ = 'America/New_York';
const today = localDay(Date.now(), TZ);
const catalogue = getCatalogue();

/** Grade 3 standards the student plays: one lesson of many passed, one lesson failed twice. */
const PASSED_ONE_LESSON = '3.NF.A.1';
const FAILED_TWICE = '3.OA.A.1';
/** Every standard the plays touch; none of them gets all its lessons passed. */
let played: Set<number>;

const server = useTestServer({
  signIn: ['teacher'],
  prepare: async () => {
    const id = server.home.ids.ownStudentId;
    const plays: LessonPlay[] = [
      {
        studentId: id,
        daysAgo: 1,
        hour: 9,
        lessonSlotId: slotsOf(PASSED_ONE_LESSON)[0]!,
        passed: true,
        minutes: 9,
      },
      {
        studentId: id,
        daysAgo: 1,
        hour: 10,
        lessonSlotId: slotsOf(FAILED_TWICE)[0]!,
        passed: false,
        minutes: 7,
      },
      {
        studentId: id,
        daysAgo: 1,
        hour: 11,
        lessonSlotId: slotsOf(FAILED_TWICE)[0]!,
        passed: false,
        minutes: 7,
      },
    ];
    played = new Set(plays.flatMap((p) => catalogue.standardsOfSlot.get(p.lessonSlotId) ?? []));
    await ingestHandWritten(server.database, server.home.districtId, recordsOf(plays, [], today, TZ));
  },
});

const get = async (url: string) => {
  const response = await server.getAs(url, 'teacher');
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  return response.json().data;
};
const base = () => `/r/districts/${server.home.districtId}`;

/** The §4 status of a level from the raw plays: nothing here is complete, so anything played is in progress. */
const expectedStatus = (levelId: number): ProficiencyStatus =>
  catalogue.standards.some((s) => s.level_id === levelId && played.has(s.standard_id))
    ? 'IN_PROGRESS'
    : 'NOT_STARTED';

interface Completion {
  standards_completed: number;
  standards_count: number;
  percent_complete: number;
  proficiency_status: string;
}
const completionOf = (x: Completion): Completion => ({
  standards_completed: x.standards_completed,
  standards_count: x.standards_count,
  percent_complete: x.percent_complete,
  proficiency_status: x.proficiency_status,
});

describe('one completion rule for a student with standards in progress', () => {
  it('the plays leave standards of grade 3 under way and none complete', () => {
    expect(played.size).toBeGreaterThan(1);
    for (const id of played) expect(catalogue.slotsOfStandard.get(id)!.length).toBeGreaterThan(1);
    expect(expectedStatus(3)).toBe('IN_PROGRESS');
  });

  it('overview levels, proficiency table columns and the standards pane level agree, and grade 3 reads in progress', async () => {
    const id = server.home.ids.ownStudentId;
    const proficiency = await get(`${base()}/students/${id}/proficiency/domains`);
    for (const timeframe of ['0w', '30d']) {
      const overview = await get(`${base()}/students/${id}/overview?timeframe=${timeframe}`);
      expect(overview.levels_completion.map((l: { code: string }) => l.code)).toEqual(
        catalogue.levels.map((l) => l.code),
      );
      for (const level of catalogue.levels) {
        const fromOverview = overview.levels_completion.find((l: { code: string }) => l.code === level.code);
        const column = proficiency.columns.find((c: { code: string }) => c.code === level.code);
        const pane = (await get(`${base()}/students/${id}/standards?level_id=${level.level_id}`)).level;
        const count = catalogue.standards.filter((s) => s.level_id === level.level_id).length;
        const expected = {
          standards_completed: 0,
          standards_count: count,
          percent_complete: 0,
          proficiency_status: expectedStatus(level.level_id),
        };
        expect(completionOf(fromOverview), `overview ${level.code}`).toEqual(expected);
        expect(completionOf(column), `proficiency ${level.code}`).toEqual(expected);
        expect(completionOf(pane), `standards pane ${level.code}`).toEqual(expected);
      }
      const grade3 = overview.levels_completion.find((l: { code: string }) => l.code === '3');
      expect(grade3.proficiency_status).toBe('IN_PROGRESS');
      // The overview's domains are the proficiency table's cells of that column.
      for (const domain of grade3.domains) {
        const row = proficiency.rows.find((r: { code: string }) => `3.${r.code}` === domain.code);
        const cell = row.cells[catalogue.levels.findIndex((l) => l.code === '3')];
        expect({
          standards_completed: domain.standards_completed,
          standards_count: domain.standards_count,
          percent_complete: domain.percent_complete,
        }).toEqual({
          standards_completed: cell.standards_completed,
          standards_count: cell.standards_count,
          percent_complete: cell.percentStandardsComplete,
        });
      }
    }
  });

  it('the classroom averages follow the same rule: grade 3 and the played domains read in progress', async () => {
    const classroom = `${base()}/classrooms/${server.home.ids.ownClassroomId}/standards`;
    const { levels } = await get(`${classroom}/levels`);
    for (const level of levels)
      expect(level, level.code).toMatchObject({
        standards_completed: 0,
        percent_complete: 0,
        proficiency_status: expectedStatus(level.id),
      });
    const { domains } = await get(`${classroom}/domains?level_id=3`);
    for (const domain of domains) {
      const domainId = catalogue.domains.find((d) => d.code === domain.code)!.domain_id;
      const isPlayed = catalogue.standards.some((s) => s.domain_id === domainId && played.has(s.standard_id));
      expect(domain.proficiency_status, domain.code).toBe(isPlayed ? 'IN_PROGRESS' : 'NOT_STARTED');
    }
    expect(domains.find((d: { code: string }) => d.code === '3.OA').proficiency_status).toBe('IN_PROGRESS');
  });
});
