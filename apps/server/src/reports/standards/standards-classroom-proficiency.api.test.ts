/**
 * The classroom's grade proficiency table (spec §2, §3): every student of the classroom with one cell per grade
 * level K–8, each recomputed here from the standards fixture's hand-written events alone (spec §4).
 */
import { describe, expect, it } from 'vitest';
import { catalogue, standardsOfLevel, studentCompletion, useStandardsFixture } from './standards-fixture.js';

const { server, get, classroomBase, classroomStudents, expectedStates } = useStandardsFixture();

interface Cell {
  level_id: number;
  level_code: string;
  standards_count: number;
  standards_completed: number;
  percent_complete: number;
  proficiency_status: string;
}
interface Row {
  id: number;
  first_name: string;
  last_name: string;
  grade: number;
  cells: Cell[];
}

/** Levels K–8 of the catalogue in ordinal order: the table's columns. */
const tableLevels = () =>
  [...catalogue.levels]
    .filter((level) => level.grade_id >= 0 && level.grade_id <= 8)
    .sort((a, b) => a.ordinal - b.ordinal || a.level_id - b.level_id);

describe('GET classroom standards/proficiency: students × grades recomputed from the raw events', () => {
  it('answers every student of the classroom with a cell per grade level K–8, for each role that may open it', async () => {
    const levels = tableLevels();
    expect(levels.map((level) => level.code)).toEqual(['K', '1', '2', '3', '4', '5', '6', '7', '8']);
    for (const role of ['districtAdmin', 'schoolAdmin', 'teacher'] as const) {
      const response = await get(`${classroomBase()}/proficiency?untilNow=true`, role);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data.levels.map((level: { id: number }) => level.id)).toEqual(levels.map((l) => l.level_id));
      const students = [...classroomStudents()].sort(
        (a, b) =>
          a.first_name.localeCompare(b.first_name) ||
          a.last_name.localeCompare(b.last_name) ||
          a.student_id - b.student_id,
      );
      expect(data.students.map((s: Row) => s.id)).toEqual(students.map((s) => s.student_id));
      for (const student of data.students as Row[]) {
        const own = students.find((s) => s.student_id === student.id)!;
        expect(student).toMatchObject({
          first_name: own.first_name,
          last_name: own.last_name,
          grade: own.grade_id,
        });
        const states = expectedStates(student.id);
        expect(student.cells).toEqual(
          levels.map((level) => ({
            level_id: level.level_id,
            level_code: level.code,
            ...studentCompletion(states, standardsOfLevel(level.level_id)),
          })),
        );
      }
    }
  });

  it('the figures the events make: the proficient student’s grade 3 and K cells, a classmate’s, nobody else’s', async () => {
    const response = await get(`${classroomBase()}/proficiency`);
    const data = response.json().data;
    const ids = server.home.ids;
    const own = (data.students as Row[]).find((s) => s.id === ids.ownStudentId)!;
    const cell = (code: string) => own.cells.find((c) => c.level_code === code)!;
    // 3.NF.A.1 through its lessons and 3.NF.A.3a by a completion event: two of grade 3; K.CC.A.1 by event.
    const grade3 = standardsOfLevel(3).length;
    expect(cell('3')).toEqual({
      level_id: 3,
      level_code: '3',
      standards_count: grade3,
      standards_completed: 2,
      percent_complete: Math.floor(200 / grade3),
      proficiency_status: 'IN_PROGRESS',
    });
    expect(cell('K')).toMatchObject({ standards_completed: 1, proficiency_status: 'IN_PROGRESS' });
    expect(cell('5')).toMatchObject({
      standards_completed: 0,
      percent_complete: 0,
      proficiency_status: 'NOT_STARTED',
    });
    // A classmate who played two lessons has progress on grade 3 without completing a standard.
    const classmates = (data.students as Row[]).filter((s) => s.id !== ids.ownStudentId);
    expect(classmates.some((s) => s.cells[3]!.proficiency_status === 'IN_PROGRESS')).toBe(true);
    // Another classroom's proficient student never appears.
    expect(data.students.map((s: Row) => s.id)).not.toContain(ids.sameSchoolStudentId);
    const classroom = server.home.roster.classrooms.find((c) => c.classroom_id === ids.ownClassroomId)!;
    expect(data.classroom).toEqual({ id: ids.ownClassroomId, grade: classroom.grade_id });
    expect(data.default_level_id).toBe(Math.min(8, Math.max(0, classroom.grade_id)));
    expect(response.json().report_dates.from_date).toBeNull();
  });

  it('refuses an unknown academic standard and a malformed untilNow with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['ast=nope', 'ast'],
      ['untilNow=maybe', 'untilNow'],
    ] as const) {
      const response = await get(`${classroomBase()}/proficiency?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().apiError.message).toContain(field);
    }
  });
});
