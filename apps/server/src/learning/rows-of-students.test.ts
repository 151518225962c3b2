/**
 * The forms rows-of-students.ts reads and deletes a batch's rows by give the rows of one student at a time: on
 * DuckDB a dozen students are read in one scan (`list_contains`), one student by key.
 */
import { EVENT_CODES, type ActivityRecord } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { ingestEvents } from '../ingest/ingest.service.js';
import { useFixtureDistrict } from '../testing/use-fixture-district.js';
import { checkDerivedState } from './rebuild-check.js';
import { rowsOfStudents, type Narrow, type StudentTable } from './rows-of-students.js';

const fixture = useFixtureDistrict(53);
const catalogue = getCatalogue();
const NOW = Date.UTC(2026, 10, 20, 18, 0);
/** More students than a scan starts at, each placed on a standard of their own and then playing in it. */
const STUDENTS = 12;

const sortedRows = (rows: readonly object[]) => rows.map((row) => JSON.stringify(row)).sort();

describe('rows of students', () => {
  it('reads and moves a dozen students’ rows as it does one student’s', async () => {
    const { db, engine, district } = fixture;
    const students = district.roster.students.slice(0, STUDENTS).map((s) => s.student_id);
    const standards = [...catalogue.slotsOfStandard.entries()].filter(([, slots]) => slots.length >= 3);
    const planOf = (index: number) => {
      const [standardId, slots] = standards[index * 7]!;
      return { standardId, slots };
    };
    const placements: ActivityRecord[] = students.map((studentId, index) => ({
      uid: `rows-placed-${studentId}`,
      student_id: studentId,
      event_code: EVENT_CODES.PLACEMENT,
      timestamp: NOW - 2 * 3_600_000,
      standard_id: planOf(index).standardId,
      lesson_passed: true,
    }));
    // Each student plays a slot their placement credited (its row moves from the placed table) and struggles in another.
    const plays: ActivityRecord[] = students.flatMap((studentId, index) => {
      const [played, struggled] = planOf(index).slots;
      return [
        {
          uid: `rows-played-${studentId}`,
          student_id: studentId,
          event_code: EVENT_CODES.LESSON_COMPLETED,
          timestamp: NOW - 3_600_000,
          lesson_slot_id: played!,
          lesson_passed: true,
          total_lesson_time: 300_000,
        },
        {
          uid: `rows-struggled-${studentId}`,
          student_id: studentId,
          event_code: EVENT_CODES.LESSON_STRUGGLING,
          timestamp: NOW - 3_000_000,
          lesson_slot_id: struggled!,
        },
      ];
    });
    for (const batch of [placements, plays]) {
      const result = await ingestEvents(db, engine, district.districtId, batch, NOW);
      expect(result).toMatchObject({ accepted: batch.length, rejected: [] });
    }

    const placedLeft = await db
      .selectFrom('student_lesson_placed as p')
      .innerJoin('student_lesson as l', (join) =>
        join
          .onRef('l.district_id', '=', 'p.district_id')
          .onRef('l.student_id', '=', 'p.student_id')
          .onRef('l.lesson_slot_id', '=', 'p.lesson_slot_id'),
      )
      .select(['p.student_id', 'p.lesson_slot_id'])
      .where('p.district_id', '=', district.districtId)
      .execute();
    expect(placedLeft).toEqual([]);
    const report = await checkDerivedState(db, engine, district.districtId, { maxDifferences: 5 });
    expect(report.differences).toEqual([]);

    const narrowings: [StudentTable, Narrow][] = [
      ['student_learning', {}],
      ['student_lesson', {}],
      ['student_lesson_placed', {}],
      ['student_standard', {}],
      ['student_lesson_group', {}],
      ['student_day', {}],
      [
        'student_lesson',
        {
          keys: {
            column: 'lesson_slot_id',
            of: (id) => [planOf(students.indexOf(id)).slots[0]!],
            orStruggling: true,
          },
        },
      ],
      [
        'student_standard',
        {
          keys: {
            column: 'standard_id',
            of: (id) => (students.indexOf(id) % 2 ? [planOf(students.indexOf(id)).standardId] : []),
            orStruggling: false,
          },
        },
      ],
    ];
    for (const [table, narrow] of narrowings) {
      const together = await rowsOfStudents(db, table, district.districtId, students, narrow);
      const oneByOne = [];
      for (const id of students)
        oneByOne.push(...(await rowsOfStudents(db, table, district.districtId, [id], narrow)));
      expect(oneByOne.length, table).toBeGreaterThan(0);
      expect(sortedRows(together), `${table} ${narrow.keys?.column ?? ''}`).toEqual(sortedRows(oneByOne));
    }
  });
});
