/**
 * Standards reports of a classroom, student by student (spec §4): one standard with a row per student sorted
 * by status ordinal, percent and name (and refused for another school's classroom), and the grid of a level's
 * standards by student, whole or paged with links.next_page. Every figure is recomputed from the hand-written
 * events of the standards fixture, independently of the server.
 */
import { PROFICIENCY_SORT_ORDINAL } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { standardOf } from '../../testing/learning-fixture.js';
import { byProgressThenName } from './standards-rules.js';
import { domainsOfLevel, S1, S3, S4, standardsOfLevel, useStandardsFixture } from './standards-fixture.js';

const { server, get, base, classroomBase, classroomStudents, expectedStates, classroomStandard } =
  useStandardsFixture();

describe('classroom standards by student recompute from the raw events', () => {
  it('GET classroom standards/{standardId}: a row per student, sorted by status ordinal, percent, name', async () => {
    for (const code of [S1, S3, S4]) {
      const id = standardOf(code).standard_id;
      const response = await get(`${classroomBase()}/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data.standard).toMatchObject({ id, code, ...classroomStandard(id) });
      const expected = classroomStudents()
        .map((s) => {
          const e = expectedStates(s.student_id).get(id);
          const status = e?.status ?? 'NOT_STARTED';
          return {
            id: s.student_id,
            first_name: s.first_name,
            last_name: s.last_name,
            proficiency_status: status,
            proficiency_ordinal: PROFICIENCY_SORT_ORDINAL[status],
            percent_complete: e?.percent ?? 0,
            proficient_date: e?.proficient ?? null,
          };
        })
        .sort(byProgressThenName);
      expect(data.students).toEqual(expected);
    }
    const other = await get(
      `${base()}/classrooms/${server.home.ids.otherSchoolClassroomId}/standards/${standardOf(S1).standard_id}`,
      'teacher',
    );
    expect(other.statusCode).toBe(403);
  });

  it('GET classroom standards/all: the grid, paged by students with links.next_page', async () => {
    const full = await get(`${classroomBase()}/all?level_id=3&untilNow=true`);
    expect(full.statusCode, full.body).toBe(200);
    const grid = full.json().data;
    expect(full.json().links.next_page).toBeNull();
    expect(grid.size).toBe(10_000);
    expect(grid.standards.map((s: { code: string }) => s.code)).toEqual(
      standardsOfLevel(3).map((s) => s.code),
    );
    for (const s of grid.standards) expect(s).toMatchObject(classroomStandard(s.id));
    expect(grid.clusters.flatMap((c: { standards: string[] }) => c.standards)).toEqual(
      standardsOfLevel(3).map((s) => s.code),
    );
    expect(grid.domains.map((d: { code: string }) => d.code)).toEqual(domainsOfLevel(3).map((d) => d.code));
    const byName = [...classroomStudents()].sort(
      (a, b) =>
        a.first_name.localeCompare(b.first_name) ||
        a.last_name.localeCompare(b.last_name) ||
        a.student_id - b.student_id,
    );
    expect(grid.students.map((s: { id: number }) => s.id)).toEqual(byName.map((s) => s.student_id));
    for (const student of grid.students) {
      const states = expectedStates(student.id);
      expect(student).toMatchObject({
        type: 'student',
        firstName: byName.find((s) => s.student_id === student.id)!.first_name,
      });
      expect(student.standards).toEqual(
        standardsOfLevel(3).map((s) => ({
          code: s.code,
          proficiency_status: states.get(s.standard_id)?.status ?? 'NOT_STARTED',
          percent_complete: states.get(s.standard_id)?.percent ?? 0,
        })),
      );
    }
    // Pages of 4: follow next_page to the end; the pages hold every student once, the same standards on each.
    const paged: number[] = [];
    let url: string | null = `${classroomBase()}/all?level_id=3&size=4`;
    let pages = 0;
    while (url) {
      const page = await get(url);
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json();
      expect(body.data.page).toBe(++pages);
      expect(body.data.students.length).toBeLessThanOrEqual(4);
      expect(body.data.standards).toEqual(grid.standards);
      paged.push(...body.data.students.map((s: { id: number }) => s.id));
      url = body.links.next_page;
    }
    expect(pages).toBe(Math.ceil(classroomStudents().length / 4));
    expect(paged).toEqual(byName.map((s) => s.student_id));
    const beyond = await get(`${classroomBase()}/all?level_id=3&size=4&page=${pages + 1}`);
    expect(beyond.json().data.students).toEqual([]);
  });
});
