/**
 * A student's progress on an assignment (spec §2 student progress modal, §4 Student history): the demo teacher
 * opens Assigned Lessons, opens the progress of a student on an assignment the simulated district has played,
 * and reads the weeks and the plays the API answers; keyboard stays in the modal and returns to the button; in
 * English and Spanish, on a desktop and a phone.
 */
import type { StudentAssignmentProgress } from '@dash/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignmentItem,
  districtOf,
  DESKTOP,
  nameOf,
  PHONE,
  signedInTeacher,
  withPane,
} from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkDialog, chooseLanguage } from './support/pages.js';

const journey = useJourney();

interface HistoryStudent {
  user_id: number;
  first_name: string;
  last_name: string;
  time_spent: number;
}
interface HistoryItem {
  assignment_id: number;
  focus_code: string;
  students: HistoryStudent[];
}
interface Played {
  classroomPath: string;
  assignmentId: number;
  focusCode: string;
  student: HistoryStudent;
  progress: StudentAssignmentProgress;
}

let played: Played;

beforeAll(async () => {
  const page = await signedInTeacher(journey);
  const { districtId } = await districtOf(page);
  await page.locator('a[href*="/classroom/"]').first().waitFor();
  const hrefs = await page
    .locator('a[href*="/classroom/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  // The first of the teacher's classrooms with a simulated assignment a student has played the most minutes on.
  for (const href of [...new Set(hrefs)]) {
    const classroomId = Number(new URL(href, journey.server.baseUrl).pathname.split('/')[4]);
    const history = (await apiJson(
      page,
      `/r/districts/${districtId}/classrooms/${classroomId}/assignments`,
    )) as {
      data: { assignments: HistoryItem[] };
    };
    const candidates = history.data.assignments.flatMap((item) =>
      item.students.map((student) => ({ item, student })),
    );
    const best = candidates.sort((a, b) => b.student.time_spent - a.student.time_spent)[0];
    if (!best || best.student.time_spent === 0) continue;
    const progress = (
      (await apiJson(
        page,
        `/r/districts/${districtId}/students/${best.student.user_id}/assignments/${best.item.assignment_id}/progress`,
      )) as { data: StudentAssignmentProgress }
    ).data;
    played = {
      classroomPath: href,
      assignmentId: best.item.assignment_id,
      focusCode: best.item.focus_code,
      student: best.student,
      progress,
    };
    break;
  }
  expect(played, 'a classroom of the demo teacher with a played assignment').toBeDefined();
  expect(played.progress.student_assignment_histories.length).toBeGreaterThan(0);
  await page.context().close();
});

/** Opens the played assignment's students and that student's progress; returns the dialog. */
async function openProgress(page: Page, words: { viewProgressOf: string; title: string }) {
  await page.goto(withPane(played.classroomPath, 'assignments'));
  const item = assignmentItem(page, played.assignmentId);
  await item.waitFor();
  await item.locator('.assignment-item__toggle').click();
  const button = item.getByRole('button', { name: `${words.viewProgressOf} ${nameOf(played.student)}` });
  await button.click();
  const dialog = page.getByRole('dialog', { name: `${words.title} ${nameOf(played.student)}` });
  await dialog.waitFor();
  await dialog.locator('.chart__svg, .chart__empty').first().waitFor();
  return { dialog, button };
}

/** The weeks and plays the API answers, as the modal should list them: one section per week, a row per play. */
const weeksOf = (progress: StudentAssignmentProgress) => [
  ...new Set(progress.student_assignment_histories.map((h) => h.week)),
];

describe('the teacher reads a student’s progress on an assignment', () => {
  it('sees the focus, the weekly chart and the plays by week; keyboard stays inside and returns to the button', async () => {
    const page = await signedInTeacher(journey);
    const { dialog, button } = await openProgress(page, {
      viewProgressOf: 'View progress of',
      title: 'Progress of',
    });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    expect(await dialog.locator('.student-progress__focus').innerText()).toContain(played.focusCode);
    expect(await dialog.locator('.chart__svg').getAttribute('height')).toBe('420');
    const { student, proficiency_on_date_list: line } = played.progress;
    const facts = await dialog.locator('.student-progress__facts').innerText();
    expect(facts).toContain(`${student.starting_percent}% → ${student.current_percent}%`);

    // One section per week of the history, each with its plays in the API's order.
    const weeks = weeksOf(played.progress);
    expect(await dialog.locator('.student-progress__week h4').allTextContents()).toEqual(
      weeks.map((w) => `Week ${w}`),
    );
    const rows = await dialog
      .locator('.student-progress__table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
    const results = { true: 'Passed', false: 'Not passed', null: 'Paused' } as const;
    expect(rows).toEqual(
      played.progress.student_assignment_histories.map((h) => [
        h.lesson_name,
        `${results[String(h.was_lesson_passed) as keyof typeof results]}${h.was_struggling ? '(struggling)' : ''}`,
        String(h.time_spent),
      ]),
    );
    await checkDialog(page, 'assignment-progress-en-1366');

    // The table view lists the same weeks as the chart.
    await dialog.getByRole('button', { name: 'Table view' }).click();
    const table = await dialog
      .locator('.chart__table tbody tr')
      .evaluateAll((trs) =>
        trs.map(
          (tr) =>
            (tr.querySelector('th')?.textContent ?? '') + ' ' + (tr.querySelector('td')?.textContent ?? ''),
        ),
      );
    expect(table).toEqual(
      line.map((p) => `${p.week === 0 ? 'Start' : `Week ${p.week}`} ${p.percent_complete}%`),
    );

    // Tab cycles inside the modal; Escape closes it and focus returns to the button that opened it.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('reads in Spanish, on a desktop and on a phone', async () => {
    for (const width of [DESKTOP, PHONE]) {
      const page = await signedInTeacher(journey, width);
      await chooseLanguage(page, 'es-MX');
      const { dialog } = await openProgress(page, {
        viewProgressOf: 'Ver progreso de',
        title: 'Progreso de',
      });
      expect(await dialog.locator('.student-progress__week h4').allTextContents()).toEqual(
        weeksOf(played.progress).map((w) => `Semana ${w}`),
      );
      expect(await dialog.innerText()).toContain('Lecciones jugadas, por semana');
      await checkDialog(page, `assignment-progress-es-${width}`);
      await page.context().close();
    }
  });

  it('fits a phone in English', async () => {
    const page = await signedInTeacher(journey, PHONE);
    const { dialog } = await openProgress(page, { viewProgressOf: 'View progress of', title: 'Progress of' });
    const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkDialog(page, 'assignment-progress-en-390');
    await page.context().close();
  });
});
