/**
 * Figures that once read wrong on the demo district: the classroom Performance bubble graph, growth, the
 * student Overview against its Standards tab, one student's Usage words and the CSV exports.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, signIn } from './support/pages.js';

const journey = useJourney();

interface StudentRow {
  id: number;
  first_name: string;
  total_session_time: number;
  average_weekly_session_time: number | null;
  percent_growth: number | null;
  standards_growth: number;
}

/** The teacher's first classroom as the report URL the home page links to, with its ids. */
async function teacherClassroom(page: Page) {
  await signIn(page, 'teacher@demo.test');
  await page.waitForURL('**/home');
  const link = page.locator('a[href*="/classroom/"]').first();
  const href = (await link.getAttribute('href'))!;
  const url = new URL(href, journey.server.baseUrl);
  const [, , districtId, , classroomId] = url.pathname.split('/');
  return {
    href: `${url.pathname}${url.search}`,
    districtId: Number(districtId),
    classroomId: Number(classroomId),
  };
}

const withQuery = (href: string, query: string) => `${href}${href.includes('?') ? '&' : '?'}${query}`;

describe('a teacher reads the classroom figures', () => {
  it('the Performance bubble graph draws the students the table lists, with growth, for 30, 60 and 90 days', async () => {
    const page = await journey.newPage({ width: 1366 });
    const classroom = await teacherClassroom(page);
    for (const timeframe of ['30d', '60d', '90d']) {
      await page.goto(withQuery(classroom.href, `pane=performance&timeframe=${timeframe}`));
      const report = (await apiJson(
        page,
        `/r/districts/${classroom.districtId}/students?classroom_id=${classroom.classroomId}&timeframe=${timeframe}`,
      )) as { data: StudentRow[] };
      const played = report.data.filter((row) => row.total_session_time > 0);
      expect(played.length, `students with play over ${timeframe}`).toBeGreaterThan(0);
      expect(played.every((row) => row.percent_growth !== null)).toBe(true);
      expect(played.some((row) => (row.percent_growth ?? 0) > 0)).toBe(true);
      await page.locator('.chart__marker').first().waitFor();
      expect(await page.getByText(/no minutes or growth data/i).count()).toBe(0);
      // Every student with minutes is a point or inside a cluster; the table view lists the same students.
      await page.getByRole('button', { name: /table view/i }).click();
      const names = await page.locator('.chart table tbody tr th').allTextContents();
      for (const row of played) expect(names.join('|')).toContain(row.first_name);
      await page.getByRole('button', { name: /table view/i }).click();
      if (timeframe === '30d') await checkScreen(page, 'classroom-performance-30d');
    }
  });

  it("a student's Overview and Standards tab agree, and the Usage tab speaks of one student", async () => {
    const page = await journey.newPage({ width: 1366 });
    const classroom = await teacherClassroom(page);
    const students = (await apiJson(
      page,
      `/r/districts/${classroom.districtId}/students?classroom_id=${classroom.classroomId}&timeframe=30d`,
    )) as { data: StudentRow[] };
    const student = students.data.find((row) => row.standards_growth > 0) ?? students.data[0]!;
    const overview = (await apiJson(
      page,
      `/r/districts/${classroom.districtId}/students/${student.id}/overview?timeframe=0w`,
    )) as {
      data: {
        levels_completion: { code: string; standards_completed: number; proficiency_status: string }[];
      };
    };
    const standards = (await apiJson(
      page,
      `/r/districts/${classroom.districtId}/students/${student.id}/standards`,
    )) as {
      data: {
        level: { code: string; standards_completed: number; proficiency_status: string };
        domains: { clusters: { standards: { proficiency_status: string }[] }[] }[];
      };
    };
    const level = overview.data.levels_completion.find((entry) => entry.code === standards.data.level.code)!;
    expect(level.standards_completed).toBe(standards.data.level.standards_completed);
    expect(level.proficiency_status).toBe(standards.data.level.proficiency_status);
    const anyInProgress = standards.data.domains.some((d) =>
      d.clusters.some((c) => c.standards.some((s) => s.proficiency_status !== 'NOT_STARTED')),
    );
    if (anyInProgress) expect(level.proficiency_status).not.toBe('NOT_STARTED');

    const studentHref = (await page
      .goto(withQuery(classroom.href, 'pane=students&timeframe=30d'))
      .then(() => page.locator(`a[href*="/student/${student.id}"]`).first().getAttribute('href')))!;
    await page.goto(withQuery(studentHref, 'pane=usage'));
    await expect.poll(() => page.getByText(/minutes and lessons of this student/i).count()).toBe(1);
    expect(await page.getByText(/averages per active student/i).count()).toBe(0);
    await checkScreen(page, 'student-usage');
  });

  it('exports the students as a CSV a person reads: minutes, headers in the chosen language, the screen figures', async () => {
    const page = await journey.newPage({ width: 1366 });
    const classroom = await teacherClassroom(page);
    const path = `/r/districts/${classroom.districtId}/students?classroom_id=${classroom.classroomId}&timeframe=30d`;
    const json = (await apiJson(page, path)) as { data: StudentRow[] };
    const csvOf = (locale: string) =>
      page.evaluate(async (url) => (await fetch(url)).text(), `${path}&format=csv&locale=${locale}`);
    const [header, ...lines] = (await csvOf('en-us')).trim().split('\r\n');
    const columns = header!.split(',');
    expect(columns).toContain('Total time (min)');
    expect(columns.every((name) => !/_/.test(name))).toBe(true);
    const total = columns.indexOf('Total time (min)');
    lines.forEach((line, index) => {
      const cells = line.split(',');
      expect(Number(cells[total])).toBe(Math.round(json.data[index]!.total_session_time / 60_000));
    });
    // No column is empty in every row.
    for (let c = 0; c < columns.length; c++)
      expect(lines.some((line) => line.split(',')[c] !== '')).toBe(true);
    const [spanish] = (await csvOf('es-mx')).split('\r\n');
    expect(spanish).toMatch(/Tiempo total \(min\)/);
  });
});
