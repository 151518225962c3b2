/**
 * Assigning focus lessons (spec §2 assign mode, §4 Assign button and forms, §5): the demo teacher assigns a
 * standard to three students from the classroom through the verify modal, is refused a duplicate with the
 * server's sentence, sees a student with 2 active assignments marked and left out, asks before losing choices,
 * assigns a cluster from a student's page through the standards shortcut in Spanish; the guardian assigns for
 * their child on a phone and stays on their page, then cancels it from the child's history. Screens kept at 1366 and 390 px in English and Spanish.
 */
import type { CurriculumTree, GoalStandardProgress } from '@dash/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeOf,
  assignmentItem,
  DEMO_ASSIGN_TABS,
  assign,
  assignmentRequest,
  assignSetting,
  classroomUrl,
  DESKTOP,
  focusToggle,
  freeStudents,
  GUARDIAN,
  guardianChild,
  levelOfGrade,
  nameOf,
  openAssignForm,
  PHONE,
  postAssignment,
  signedIn,
  signedInTeacher,
  studentUrl,
  type Classroom,
  type Cluster,
  type Domain,
  type Level,
  type Student,
} from './support/assignments.js';
import { lessonSlotIdsOfFocus } from '../apps/server/src/assignments/focus-lessons-left.js';
import { keepScreenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { apiJson, chooseLanguage } from './support/pages.js';

const journey = useJourney();

let districtId: number;
let classroom: Classroom;
let students: Student[];
let tree: CurriculumTree;
let today: string;
/** What the guardian assigned for their child, cancelled by the next journey. */
let guardianAssignment: { id: number; code: string; childId: number } | undefined;

/** A student's checkbox: its name, then for a student who cannot be chosen the reason. */
const studentBox = (page: Page, s: Student) =>
  page.getByRole('checkbox', { name: new RegExp(`^${nameOf(s)}(\\s*(Already|Ya tiene).*)?$`) });

/** Chooses grade, domain and cluster in the form, then the cluster itself or one of its standards. */
async function chooseFocus(
  page: Page,
  focus: { level: Level; domain: Domain; cluster: Cluster; standard?: Cluster['standards'][number] },
) {
  await page.getByLabel('Grade', { exact: true }).selectOption(String(focus.level.id));
  await page.getByLabel('Domain', { exact: true }).selectOption(String(focus.domain.id));
  await page.getByLabel('Cluster', { exact: true }).selectOption(String(focus.cluster.id));
  const option = page.locator('.assign-focus__option', {
    hasText: focus.standard ? focus.standard.short_description : focus.cluster.name,
  });
  await option.first().locator('input').check();
}

beforeAll(async () => {
  const page = await signedInTeacher(journey);
  ({ districtId, classroom, tree, today } = await assignSetting(page));
  // The demo's simulated teachers assign too: these five start with no active assignment on any day the suite runs.
  students = (await freeStudents(page, districtId, classroom.id)).slice(0, 5);
  expect(students.length).toBe(5);
  await page.close();
});

describe('assigning focus lessons', () => {
  it('the teacher assigns a standard to three students from the classroom, through the verify modal', async () => {
    const page = await signedInTeacher(journey);
    await openAssignForm(page, districtId, classroom);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Add assignment');
    await expect.poll(() => page.locator('.assign-mode__tabs').textContent()).toBe(DEMO_ASSIGN_TABS);
    const add = page.getByRole('button', { name: 'Add Assignment' });
    expect(await add.isDisabled()).toBe(true);

    const chosen = students.slice(0, 3);
    for (const student of chosen) await studentBox(page, student).check();
    expect(await add.isDisabled()).toBe(true);
    const level = levelOfGrade(tree, students[0]!.grade_id);
    const domain = level.domains[0]!;
    const cluster = domain.clusters[0]!;
    const standard = cluster.standards[0]!;
    await chooseFocus(page, { level, domain, cluster, standard });
    // The standard's whole short description is on screen, not cut short.
    expect(await page.locator('.assign-focus__option--chosen').textContent()).toContain(
      standard.short_description,
    );
    // Goal offers 2–10 weeks; back to spot, the weeks reset to 1.
    await page.getByLabel(/^Goal/).check();
    const weeks = page.getByLabel('Length', { exact: true });
    expect(await weeks.locator('option').allTextContents()).toHaveLength(9);
    await weeks.selectOption('6');
    await page.getByLabel(/^Spot check/).check();
    expect(await weeks.inputValue()).toBe('1');
    expect(await add.isDisabled()).toBe(false);
    await keepScreenshot(page, 'assign-form-en-1366');

    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Verify assignment' });
    await dialog.waitFor();
    const summary = await dialog.textContent();
    expect(summary).toContain(standard.code);
    expect(summary).toContain('Spot check');
    expect(summary).toContain('1 week');
    expect(summary).toContain('3 students');
    for (const student of chosen) expect(summary).toContain(nameOf(student));
    await keepScreenshot(page, 'assign-verify-en-1366');
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();

    await page.waitForURL(`**${classroomUrl(districtId, classroom)}`);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'assigned' }).textContent())
      .toBe(`Focus lessons on ${standard.code} assigned to 3 students.`);
    const active = await activeOf(
      page,
      chosen.map((s) => s.id),
    );
    for (const row of active)
      expect(row.assignments.map((a) => [a.focus_type, a.focus_id])).toContainEqual([
        'STANDARD',
        standard.id,
      ]);
    await page.close();
  });

  it('refuses a duplicate with the server’s sentence, keeps the choices, marks a student with 2 active and asks before leaving', async () => {
    const page = await signedInTeacher(journey);
    const level = levelOfGrade(tree, students[0]!.grade_id);
    const domain = level.domains[0]!;
    const cluster = domain.clusters[0]!;
    const standard = cluster.standards[0]!;
    // A second focus for the first student: now they have 2 active assignments.
    const other = domain.clusters[1] ?? level.domains[1]!.clusters[0]!;
    const spotCheck = (focusId: number, focusType: 'STANDARD' | 'CLUSTER', userIds: number[]) =>
      assignmentRequest({ classroomId: classroom.id, focusId, focusType, today, userIds });
    await assign(page, spotCheck(other.id, 'CLUSTER', [students[0]!.id]));
    const duplicate = await postAssignment(page, spotCheck(standard.id, 'STANDARD', [students[1]!.id]));
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.apiError.fields[0]!.path).toBe('DUPLICATE_ASSIGNMENT');

    await openAssignForm(page, districtId, classroom);
    const full = studentBox(page, students[0]!);
    await full.waitFor();
    expect(await full.isDisabled()).toBe(true);
    const fullLabel = page.locator('.assign-check--full', { hasText: nameOf(students[0]!) });
    expect(await fullLabel.textContent()).toContain('Already has 2 active assignments');
    await page.getByLabel('Select all').check();
    expect(await full.isChecked()).toBe(false);
    expect(await studentBox(page, students[4]!).isChecked()).toBe(true);
    await page.getByLabel('Select all').uncheck();
    await studentBox(page, students[1]!).check();
    await chooseFocus(page, { level, domain, cluster, standard });
    await page.getByRole('button', { name: 'Add Assignment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Assign', exact: true }).click();
    const alert = page.locator('.assign-form__error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(duplicate.body.apiError.message);
    expect(await studentBox(page, students[1]!).isChecked()).toBe(true);
    expect(await page.locator('.assign-focus__option--chosen').textContent()).toContain(standard.code);
    await keepScreenshot(page, 'assign-duplicate-en-1366');

    await page.getByRole('button', { name: 'Cancel' }).click();
    const leave = page.getByRole('dialog', { name: 'Lose your selections?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Keep choosing' }).click();
    expect(page.url()).toContain('/add-assignment');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Leave and lose them' }).click();
    await page.waitForURL(`**${classroomUrl(districtId, classroom)}`);
    await page.close();
  });

  it('in Spanish, from a student’s page the standards shortcut opens on its cluster and assigns it', async () => {
    const page = await signedInTeacher(journey);
    await chooseLanguage(page, 'es-MX');
    const student = students[2]!;
    const level = levelOfGrade(tree, student.grade_id);
    const cluster = level.domains.at(-1)!.clusters[0]!;
    await page.goto(studentUrl(districtId, classroom, student.id));
    const button = page.getByRole('link', { name: 'Asignar', exact: true });
    const href = await button.getAttribute('href');
    expect(href).toContain(`studentId=${student.id}`);
    // The shortcut: the same link with the cluster (spec §2 standards=<cluster>,1f&focusType=cluster).
    await page.goto(`${href}&standards=${encodeURIComponent(`${cluster.code},1f`)}&focusType=cluster`);
    await page.getByRole('heading', { name: 'Agregar asignación' }).waitFor();
    expect(await studentBox(page, student).isChecked()).toBe(true);
    expect(await page.getByLabel('Grupo de estándares', { exact: true }).inputValue()).toBe(
      String(cluster.id),
    );
    expect(await page.locator('.assign-focus__option--chosen').textContent()).toContain(cluster.code);
    await page.getByLabel(/^Meta/).check();
    await page.getByLabel('Duración', { exact: true }).selectOption('3');
    await keepScreenshot(page, 'assign-form-es-1366');
    await page.getByRole('button', { name: 'Agregar asignación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verificar asignación' });
    expect(await dialog.textContent()).toContain('3 semanas');
    await keepScreenshot(page, 'assign-verify-es-1366');
    await dialog.getByRole('button', { name: 'Asignar', exact: true }).click();
    await page.waitForURL('**/student/**');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'asignadas' }).textContent())
      .toBe(`Lecciones de enfoque sobre ${cluster.code} asignadas a 1 estudiante.`);
    const [row] = await activeOf(page, [student.id]);
    expect(row!.assignments.map((a) => [a.focus_type, a.focus_id])).toContainEqual(['CLUSTER', cluster.id]);
    await page.close();
  });

  it('the form at phone width in both languages: nothing clipped or wider than the screen', async () => {
    const page = await signedInTeacher(journey, PHONE);
    for (const locale of ['en-US', 'es-MX']) {
      await chooseLanguage(page, locale);
      await page.goto(classroomUrl(districtId, classroom));
      await page.locator('.report-page__actions a[href^="/add-assignment"]').click();
      await page.locator('.assign-students').waitFor();
      const level = levelOfGrade(tree, students[0]!.grade_id);
      await page.locator('.assign-focus__pickers select').nth(1).selectOption(String(level.domains[0]!.id));
      await page
        .locator('.assign-focus__pickers select')
        .nth(2)
        .selectOption(String(level.domains[0]!.clusters[0]!.id));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, locale).toBeLessThanOrEqual(0);
      // Each type's name stands beside its radio button, not on a line below it.
      const typeRows = await page.locator('.assign-types .assign-check').evaluateAll((labels) =>
        labels.map((label) => {
          const radio = label.querySelector('input')!.getBoundingClientRect();
          const name = label.querySelector('strong')!.getBoundingClientRect();
          return name.left > radio.right && name.top < radio.bottom;
        }),
      );
      expect(typeRows, locale).toEqual([true, true]);
      await keepScreenshot(page, `assign-form-${locale.toLowerCase()}-390`);
    }
    await page.close();
  });

  it('the guardian assigns for their child on a phone and stays on their page', async () => {
    const page = await signedIn(journey, GUARDIAN, PHONE);
    await page.waitForURL('**/guardian/**');
    const guardianPath = new URL(page.url()).pathname;
    const child = await guardianChild(page, districtId);
    await page.getByRole('link', { name: 'Assign', exact: true }).click();
    await page.waitForURL('**pane=create_assignment**');
    // The address changes before the tabs render it: wait for the current tab.
    await expect
      .poll(() => page.locator('.report-tabs [aria-current="page"]').textContent())
      .toBe('Create Assignment');
    expect(new URL(page.url()).pathname).toBe(guardianPath);
    const checkbox = studentBox(page, child);
    await checkbox.waitFor();
    expect(await checkbox.isChecked()).toBe(true);
    expect(await page.locator('.assign-check--all').count()).toBe(0);
    const level = levelOfGrade(tree, child.grade_id);
    // A standard the child has not started, so the spot check has lessons to play (and can be cancelled).
    const { domain, cluster, standard } = await notStartedFocus(page, level, child.id);
    await chooseFocus(page, { level, domain, cluster, standard });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'assign-guardian-en-390');
    await page.getByRole('button', { name: 'Add Assignment' }).click();
    await keepScreenshot(page, 'assign-guardian-verify-en-390');
    await page.getByRole('dialog').getByRole('button', { name: 'Assign', exact: true }).click();
    await expect
      .poll(() => page.locator('.assign-confirmation').textContent())
      .toBe(`Focus lessons on ${standard.code} assigned to 1 student.`);
    expect(new URL(page.url()).pathname).toBe(guardianPath);
    const [row] = await activeOf(page, [child.id]);
    expect(row!.assignments.map((a) => [a.focus_type, a.focus_id])).toContainEqual(['STANDARD', standard.id]);
    guardianAssignment = {
      id: row!.assignments.find((a) => a.focus_id === standard.id)!.assignment_id,
      code: standard.code,
      childId: child.id,
    };

    await page.setViewportSize({ width: DESKTOP, height: 900 });
    await chooseLanguage(page, 'es-MX');
    await page.locator('.assign-students').waitFor();
    await expect
      .poll(() => page.locator('.assign-confirmation').textContent())
      .toBe(`Lecciones de enfoque sobre ${standard.code} asignadas a 1 estudiante.`);
    await keepScreenshot(page, 'assign-guardian-es-1366');
    await page.close();
  });

  it('the guardian cancels it for their child from the Assignment History, on a phone', async () => {
    const made = guardianAssignment!;
    const page = await signedIn(journey, GUARDIAN, PHONE);
    await page.waitForURL('**/guardian/**');
    await page.getByRole('link', { name: 'Assignment History', exact: true }).click();
    const item = assignmentItem(page, made.id);
    await focusToggle(item, made.code).click();
    await item.getByRole('button', { name: 'Cancel this assignment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this assignment?' });
    await dialog.getByRole('button', { name: 'Cancel assignment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => item.locator('.assignment-status').first().textContent())
      .toBe('Assignment Stopped');
    await keepScreenshot(page, 'assign-guardian-cancelled-en-390');
    const [row] = await activeOf(page, [made.childId]);
    expect(row!.assignments.map((a) => a.assignment_id)).not.toContain(made.id);
    await page.close();
  });
});

/** The first standard of `level` with lessons of its own that the child has not started (goal_standard_progress). */
async function notStartedFocus(page: Page, level: Level, childId: number) {
  for (const domain of level.domains)
    for (const cluster of domain.clusters) {
      const progress = (
        await apiJson(
          page,
          `/r/districts/${districtId}/students/${childId}/goal_standard_progress?focus_type=CLUSTER&focus_id=${cluster.id}`,
        )
      ).data as GoalStandardProgress;
      const open = new Set(
        progress.standards.filter((s) => s.proficiency_status === 'NOT_STARTED').map((s) => s.standard_id),
      );
      const standard = cluster.standards.find(
        (s) => open.has(s.id) && lessonSlotIdsOfFocus('STANDARD', s.id).length > 0,
      );
      if (standard) return { domain, cluster, standard };
    }
  throw new Error('the child has started every standard of their grade');
}
