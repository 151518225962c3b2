/**
 * Sub-standards (such as K.CC.B.4a–c) progress through their parent's lessons: each lesson of K.CC.B.4 also
 * teaches one of its sub-standards in turn, so passing the parent's lessons completes them, and one passed lesson
 * gives its sub-standard a percent. Figures are counted from the hand-written plays below.
 */
import { addDays } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import { ingestHandWritten, recordsOf, slotsOf, type LessonPlay } from '../../testing/learning-fixture.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { TZ, today } from './standards-fixture.js';

const catalogue = getCatalogue();
/** K.CC.B.4's own lessons in order (its list also holds the K.CC.B.5 lesson that revisits it). */
const ownSlots = catalogue.lessonSlots
  .filter((s) => s.standard_id === catalogue.standardByCode.get('K.CC.B.4')!.standard_id)
  .map((s) => s.lesson_slot_id);

interface StandardAnswer {
  code: string;
  parent_code: string | null;
  percent_complete: number;
  proficiency_status: string;
  proficient_date: string | null;
}

let fullStudent = 0;
let oneSlotStudent = 0;
const server = useTestServer({
  signIn: ['teacher'],
  prepare: async () => {
    const ids = server.home.ids;
    const classmates = server.home.roster.enrollments
      .filter((e) => e.classroom_id === ids.ownClassroomId)
      .map((e) => e.student_id);
    fullStudent = ids.ownStudentId;
    oneSlotStudent = classmates.find((id) => id !== fullStudent)!;
    const plays: LessonPlay[] = [
      ...ownSlots.map((slot, i) => ({
        studentId: fullStudent,
        daysAgo: 2,
        hour: 9 + i,
        lessonSlotId: slot,
        passed: true,
        minutes: 10,
      })),
      {
        studentId: oneSlotStudent,
        daysAgo: 1,
        hour: 10,
        lessonSlotId: ownSlots[0]!,
        passed: true,
        minutes: 9,
      },
    ];
    await ingestHandWritten(server.database, server.home.districtId, recordsOf(plays, [], today, TZ));
  },
});

async function kindergartenStandards(studentId: number): Promise<Map<string, StandardAnswer>> {
  const response = await server.getAs(
    `/r/districts/${server.home.districtId}/students/${studentId}/standards?level_id=0`,
    'teacher',
  );
  expect(response.statusCode, response.body).toBe(200);
  const standards = response
    .json()
    .data.domains.flatMap((d: { clusters: { standards: StandardAnswer[] }[] }) =>
      d.clusters.flatMap((c) => c.standards),
    ) as StandardAnswer[];
  return new Map(standards.map((s) => [s.code, s]));
}

describe('sub-standards complete from their parent standard’s lessons', () => {
  it('K.CC.B.4 has four lessons of its own, teaching 4a, 4b, 4c, 4a', () => {
    expect(ownSlots).toHaveLength(4);
    expect(slotsOf('K.CC.B.4a')).toEqual([ownSlots[0], ownSlots[3]]);
    expect(slotsOf('K.CC.B.4b')).toEqual([ownSlots[1]]);
    expect(slotsOf('K.CC.B.4c')).toEqual([ownSlots[2]]);
  });

  it('passing all of K.CC.B.4’s lessons makes K.CC.B.4a, b and c proficient on that day', async () => {
    const standards = await kindergartenStandards(fullStudent);
    for (const code of ['K.CC.B.4a', 'K.CC.B.4b', 'K.CC.B.4c']) {
      expect(standards.get(code), code).toMatchObject({
        parent_code: 'K.CC.B.4',
        percent_complete: 100,
        proficiency_status: 'PROFICIENT',
      });
      expect(standards.get(code)!.proficient_date).toBe(addDays(today, -2));
    }
    // The parent keeps its own rule: 4 of its 5 lessons (one is K.CC.B.5's revisit) → 80 %, in progress.
    expect(slotsOf('K.CC.B.4')).toHaveLength(5);
    expect(standards.get('K.CC.B.4')).toMatchObject({
      percent_complete: 80,
      proficiency_status: 'IN_PROGRESS',
    });
  });

  it('one passed lesson gives its sub-standard a percent and leaves the others not started', async () => {
    const standards = await kindergartenStandards(oneSlotStudent);
    // 4a has two lessons: one passed is 50 %.
    expect(standards.get('K.CC.B.4a')).toMatchObject({
      percent_complete: 50,
      proficiency_status: 'IN_PROGRESS',
    });
    expect(standards.get('K.CC.B.4b')).toMatchObject({
      percent_complete: 0,
      proficiency_status: 'NOT_STARTED',
    });
    expect(standards.get('K.CC.B.4c')).toMatchObject({
      percent_complete: 0,
      proficiency_status: 'NOT_STARTED',
    });
    // 1 of K.CC.B.4's 5 lessons: 20 %.
    expect(standards.get('K.CC.B.4')).toMatchObject({
      percent_complete: 20,
      proficiency_status: 'IN_PROGRESS',
    });
  });
});
