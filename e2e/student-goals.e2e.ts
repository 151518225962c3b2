/**
 * Assigned lessons on the student overview and the child's proficiency in the guardian's form (spec §2 Student
 * overview, Assign mode): the demo teacher gives a student a spot check and a goal and sees both on the student's
 * overview with their type, due date and progress, opens one's progress and follows the link to Assignment
 * History; the guardian on a phone sees the child's active assignments on the overview and the child's proficiency
 * beside each standard of the form, as the API answers it. Screens kept at 1366 and 390 px in English and Spanish.
 */
import {
  localDay,
  type AssignmentHistoryItem,
  type CurriculumTree,
  type GoalStandardProgress,
} from '@dash/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeOf,
  assign,
  assignmentRequest,
  assignSetting,
  freeStudents,
  GUARDIAN,
  guardianChild,
  levelOfGrade,
  nameOf,
  PHONE,
  signedIn,
  signedInTeacher,
  studentUrl,
  type Classroom,
} from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, chooseLanguage } from './support/pages.js';

const journey = useJourney();

let districtId: number;
let timeZone: string;
let classroom: Classroom;
let tree: CurriculumTree;

/** Standards of the student's grade no active assignment of theirs is on. */
function freeStandards(grade: number, taken: readonly number[]) {
  return levelOfGrade(tree, grade)
    .domains.flatMap((domain) => domain.clusters.flatMap((cluster) => cluster.standards))
    .filter((standard) => !taken.includes(standard.id));
}

/** The student's assignments active today as the history answers them (spec §4), newest due first. */
async function activeHistory(page: Page, studentId: number): Promise<AssignmentHistoryItem[]> {
  const history = (await apiJson(page, `/r/districts/${districtId}/students/${studentId}/assignments`)) as {
    data: { assignments: AssignmentHistoryItem[] };
  };
  const today = localDay(Date.now(), timeZone);
  return history.data.assignments.filter((item) => {
    const row = item.students.find((s) => s.user_id === studentId)!;
    return item.status === 'ACTIVE' && row.student_status === null && item.end_date >= today;
  });
}

/** The cards of the overview's Assigned lessons: focus code, then each fact's value. */
async function cardsOnScreen(page: Page) {
  const section = page.locator('.assigned-lessons');
  await section.locator('.assigned-lesson, p.muted').first().waitFor();
  return section
    .locator('.assigned-lesson')
    .evaluateAll((cards) =>
      cards.map((card) => [
        card.querySelector('.assigned-lesson__code')?.textContent ?? '',
        ...[...card.querySelectorAll('dd')].map((dd) => dd.textContent ?? ''),
      ]),
    );
}

/** The cards the API's answer should draw, in English. */
function expectedCards(items: readonly AssignmentHistoryItem[], studentId: number) {
  const day = (date: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
  return items.map((item) => {
    const row = item.students.find((s) => s.user_id === studentId)!;
    const spot = item.assignment_type === 'SPOT';
    return [
      item.focus_code,
      spot ? 'Spot check' : item.assignment_type.startsWith('GOAL') ? 'Goal' : 'Assessment goal',
      day(item.due_date),
      spot
        ? `${row.lessons_passed} of ${item.lessons_assigned} lessons passed`
        : `${row.starting_percent}% at the start, ${row.current_percent}% now`,
    ];
  });
}

beforeAll(async () => {
  const page = await signedInTeacher(journey);
  ({ districtId, timeZone, classroom, tree } = await assignSetting(page));
  await page.close();
});

describe('assigned lessons on the student overview', () => {
  it('the teacher sees a student’s spot check and goal with type, due date and progress, and opens them', async () => {
    const page = await signedInTeacher(journey);
    // A student with no active assignment, so a spot check and a goal both fit under the limit of 2.
    const free = await freeStudents(page, districtId, classroom.id);
    expect(free[0], 'a student of the classroom without active assignments').toBeDefined();
    const student = free[0]!;
    const [spotOn, goalOn] = freeStandards(student.grade_id, []);
    const today = localDay(Date.now(), timeZone);
    const common = {
      classroomId: classroom.id,
      focusType: 'STANDARD' as const,
      today,
      userIds: [student.id],
    };
    await assign(page, assignmentRequest({ ...common, focusId: spotOn!.id }));
    await assign(page, assignmentRequest({ ...common, focusId: goalOn!.id, type: 'GOAL', weeks: 2 }));

    await page.goto(studentUrl(districtId, classroom, student.id));
    const items = await activeHistory(page, student.id);
    expect(items.map((i) => i.focus_code).sort()).toEqual([spotOn!.code, goalOn!.code].sort());
    await expect.poll(() => cardsOnScreen(page)).toEqual(expectedCards(items, student.id));
    await checkScreen(page, 'student-goals-overview-en-1366');

    // Each card opens the student's progress on it.
    await page.getByRole('button', { name: `View progress on ${goalOn!.code}` }).click();
    const dialog = page.getByRole('dialog', {
      name: `Progress of ${nameOf(student)}`,
    });
    await dialog.locator('.student-progress__focus').waitFor();
    expect(await dialog.locator('.student-progress__focus').innerText()).toContain(goalOn!.code);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await chooseLanguage(page, 'es-MX');
    await page.getByRole('heading', { name: 'Lecciones asignadas' }).waitFor();
    await page.getByText('0 de 2 lecciones aprobadas').waitFor();
    await checkScreen(page, 'student-goals-overview-es-1366');

    // The link goes to the student's Assignment History.
    await page.getByRole('link', { name: 'Ver todo en Historial de asignaciones' }).click();
    await page.waitForURL(/pane=assignments/);
    await page.locator(`.assignment-item[data-assignment-id="${items[0]!.assignment_id}"]`).waitFor();
    await page.close();
  });
});

describe('the guardian on a phone', () => {
  it('sees the child’s assigned lessons on the overview, and the child’s proficiency in the form', async () => {
    const page = await signedIn(journey, GUARDIAN, PHONE);
    await page.waitForURL(/\/guardian\/\d+$/);
    const child = await guardianChild(page, districtId);
    // The child has at least one active assignment: the guardian makes one if there is none.
    const [row] = await activeOf(page, [child.id]);
    if (row!.assignments.length === 0) {
      const today = localDay(Date.now(), timeZone);
      const request = assignmentRequest({
        classroomId: row!.classroom_ids[0]!,
        focusId: freeStandards(child.grade_id, [])[0]!.id,
        focusType: 'STANDARD',
        today,
        userIds: [child.id],
      });
      await assign(page, request);
      await page.reload();
    }
    const items = await activeHistory(page, child.id);
    expect(items.length).toBeGreaterThan(0);
    await expect.poll(() => cardsOnScreen(page)).toEqual(expectedCards(items, child.id));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator('.assigned-lessons').scrollIntoViewIfNeeded();
    await checkScreen(page, 'student-goals-guardian-overview-en-390');

    // The form: the child's status and percent beside each standard of a cluster, as the child's standards say.
    await page.getByRole('link', { name: 'Create Assignment' }).click();
    await page.waitForURL(/pane=create_assignment/);
    const level = levelOfGrade(tree, child.grade_id);
    const domain = level.domains[0]!;
    const cluster = domain.clusters[0]!;
    await page.getByLabel('Grade', { exact: true }).selectOption(String(level.id));
    await page.getByLabel('Domain', { exact: true }).selectOption(String(domain.id));
    await page.getByLabel('Cluster', { exact: true }).selectOption(String(cluster.id));
    const progress = (
      (await apiJson(
        page,
        `/r/districts/${districtId}/students/${child.id}/goal_standard_progress?focus_type=CLUSTER&focus_id=${cluster.id}`,
      )) as { data: GoalStandardProgress }
    ).data;
    const words = {
      NOT_STARTED: 'not started',
      NEEDS_ATTENTION: 'needs attention',
      IN_PROGRESS: 'in progress',
      PROFICIENT: 'proficient',
    };
    for (const standard of cluster.standards) {
      const expected = progress.standards.find((s) => s.standard_id === standard.id)!;
      const list = page.getByRole('list', { name: `Chosen students on ${standard.code}`, exact: true });
      await expect
        .poll(() => list.innerText())
        .toBe(`${nameOf(child)}: ${words[expected.proficiency_status]}, ${expected.percent_complete}%`);
    }
    await checkScreen(page, 'student-goals-guardian-form-en-390');

    await chooseLanguage(page, 'es-MX');
    await page
      .getByRole('list', { name: `Estudiantes elegidos en ${cluster.standards[0]!.code}`, exact: true })
      .waitFor();
    await checkScreen(page, 'student-goals-guardian-form-es-390');
    await page.getByRole('link', { name: 'Resumen' }).click();
    await page.getByRole('heading', { name: 'Lecciones asignadas' }).waitFor();
    await page.locator('.assigned-lessons').scrollIntoViewIfNeeded();
    await checkScreen(page, 'student-goals-guardian-overview-es-390');
    await page.close();
  });
});
