/**
 * Entering assign mode from the reports (spec §2 "Assign mode tabs", §4 Assign button): `assign=true` on a
 * classroom, a student or a guardian's page; the standards shortcut from the classroom standards grid and from
 * a student's standard lands on that cluster; the form shows the chosen students' proficiency beside each
 * standard, as the classroom standard report gives it; axe finds nothing serious or critical on the form, the
 * verify modal and a refusal, in English and Spanish at 1366 and 390 px.
 */
import type { CurriculumTree } from '@dash/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assign,
  assignmentRequest,
  assignSetting,
  classroomUrl,
  DESKTOP,
  freeStudents,
  GUARDIAN,
  nameOf,
  PHONE,
  signedIn,
  signedInTeacher,
  studentUrl,
  withPane,
  type Classroom,
  type Cluster,
  type Student,
} from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkDialog, checkScreen, chooseLanguage } from './support/pages.js';

const journey = useJourney();

interface StandardReport {
  data: { students: { id: number; proficiency_status: string; percent_complete: number }[] };
}

const STATUS_WORDS: Record<string, Record<string, string>> = {
  'en-US': {
    NOT_STARTED: 'not started',
    IN_PROGRESS: 'in progress',
    NEEDS_ATTENTION: 'needs attention',
    PROFICIENT: 'proficient',
  },
  'es-MX': {
    NOT_STARTED: 'sin empezar',
    IN_PROGRESS: 'en progreso',
    NEEDS_ATTENTION: 'necesita atención',
    PROFICIENT: 'dominado',
  },
};

let districtId: number;
let classroom: Classroom;
/** Two students of the classroom with no active assignment: the first already has the grid's first cluster. */
let free: Student[];
let tree: CurriculumTree;

const clusterByCode = (code: string): Cluster | undefined =>
  tree.levels.flatMap((l) => l.domains.flatMap((d) => d.clusters)).find((c) => c.code === code);

/** The cluster an English Assign action names: "Assign focus lessons on 3.NF.A, the cluster of 3.NF.A.1". */
const clusterOfLabel = (label: string) => /on (\S+), the cluster/.exec(label)![1]!;

/**
 * The first column of the classroom standards grid: its standard code and the Assign action under it. A phone
 * shows the group view of the grade's first standard instead, with its Assign action (spec §2 "grid view only
 * on wide screens").
 */
async function firstGridColumn(page: Page) {
  await page.goto(withPane(classroomUrl(districtId, classroom), 'standards'));
  if (page.viewportSize()!.width <= 768) {
    const head = page.locator('.standards-group__head');
    await head.waitFor();
    const code = (await head.locator('.standards-group__code').textContent())!.trim();
    return { code, assign: head.locator('.assign-cluster-link') };
  }
  const header = page.locator('.standards-grid__standard').first();
  await header.waitFor();
  const code = (await header.locator('.sort-button').textContent())!.replace(/\s*[↕▲▼]\s*$/, '').trim();
  return { code, assign: header.locator('.assign-cluster-link') };
}

/** What the classroom standard report says of each student on a standard, as the form should say it. */
async function expectedProficiency(page: Page, standardId: number, students: Student[], locale: string) {
  const report = (await apiJson(
    page,
    `/r/districts/${districtId}/classrooms/${classroom.id}/standards/${standardId}?untilNow=true`,
  )) as StandardReport;
  return students.map((student) => {
    const row = report.data.students.find((r) => r.id === student.id)!;
    const status = STATUS_WORDS[locale]![row.proficiency_status];
    return `${nameOf(student)}: ${status}, ${row.percent_complete}%`;
  });
}

beforeAll(async () => {
  const page = await signedInTeacher(journey);
  const start = await assignSetting(page);
  ({ districtId, classroom, tree } = start);
  free = await freeStudents(page, districtId, classroom.id);
  expect(free.length).toBeGreaterThanOrEqual(2);
  // The first student already has the first column's cluster: assigning it again is refused (a refusal screen).
  const { assign: action } = await firstGridColumn(page);
  const cluster = clusterByCode(clusterOfLabel((await action.getAttribute('aria-label'))!))!;
  const request = assignmentRequest({
    classroomId: classroom.id,
    focusId: cluster.id,
    focusType: 'CLUSTER',
    today: start.today,
    userIds: [free[0]!.id],
  });
  await assign(page, request);
  await page.close();
});

describe('assign=true enters assign mode', () => {
  it('on a classroom goes to /add-assignment for that classroom, and Cancel comes back without it', async () => {
    const page = await signedInTeacher(journey);
    await page.goto(`${withPane(classroomUrl(districtId, classroom), 'students')}&assign=true`);
    await page.waitForURL('**/add-assignment?**');
    const query = new URL(page.url()).searchParams;
    expect(query.get('classroomId')).toBe(String(classroom.id));
    expect(query.get('pane')).toBe('create_assignment');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`**/classroom/${classroom.id}?**`);
    expect(new URL(page.url()).searchParams.get('assign')).toBeNull();
    await page.close();
  });

  it('on a student goes there with the student chosen; a guardian stays on their page', async () => {
    const page = await signedInTeacher(journey);
    const student = free[1]!;
    await page.goto(`${studentUrl(districtId, classroom, student.id)}&assign=true`);
    await page.waitForURL('**/add-assignment?**');
    expect(new URL(page.url()).searchParams.get('studentId')).toBe(String(student.id));
    await expect.poll(() => page.getByRole('checkbox', { name: nameOf(student) }).isChecked()).toBe(true);
    await page.close();

    const guardian = await signedIn(journey, GUARDIAN, PHONE);
    await guardian.waitForURL('**/guardian/**');
    const guardianPath = new URL(guardian.url()).pathname;
    await guardian.goto(`${guardianPath}?pane=overview&assign=true`);
    await guardian.waitForURL('**pane=create_assignment**');
    expect(new URL(guardian.url()).pathname).toBe(guardianPath);
    expect(new URL(guardian.url()).searchParams.get('assign')).toBeNull();
    await guardian.locator('.assign-form').waitFor();
    await guardian.close();
  });
});

describe('the standards shortcut from the reports', () => {
  it('a student’s standard opens the form on its cluster with the student chosen', async () => {
    const page = await signedInTeacher(journey);
    await firstGridColumn(page);
    const student = free[1]!;
    const row = page.locator('.standards-grid tbody tr', { hasText: nameOf(student) });
    await row.locator('.standards-grid__cell').first().click();
    await page.waitForURL(`**/student/${student.id}?**`);
    const action = page.locator('.standards__standard--focused .assign-cluster-link');
    const clusterCode = clusterOfLabel((await action.getAttribute('aria-label'))!);
    await checkScreen(page, 'assign-shortcut-student-standard-en-us-1366');
    await action.click();
    await page.waitForURL('**/add-assignment?**');
    const query = new URL(page.url()).searchParams;
    expect([query.get('standards'), query.get('focusType'), query.get('studentId')]).toEqual([
      `${clusterCode},1f`,
      'cluster',
      String(student.id),
    ]);
    await expect.poll(() => page.getByRole('checkbox', { name: nameOf(student) }).isChecked()).toBe(true);
    expect(await page.locator('.assign-focus__option--chosen .assign-focus__code').textContent()).toContain(
      clusterCode,
    );
    await page.close();
  });

  const screens = [
    { locale: 'en-US', width: DESKTOP },
    { locale: 'en-US', width: PHONE },
    { locale: 'es-MX', width: DESKTOP },
    { locale: 'es-MX', width: PHONE },
  ];
  for (const { locale, width } of screens) {
    it(`the grid's Assign action lands on the cluster with proficiency beside each standard (${locale}, ${width} px)`, async () => {
      const isSpanish = locale === 'es-MX';
      const page = await signedInTeacher(journey, width);
      await chooseLanguage(page, locale);
      const { code, assign } = await firstGridColumn(page);
      expect(await assign.textContent()).toBe(isSpanish ? 'Asignar' : 'Assign');
      const tag = `${locale.toLowerCase()}-${width}`;
      await checkScreen(page, `assign-shortcut-grid-${tag}`);
      await assign.click();
      await page.waitForURL('**/add-assignment?**');
      const clusterCode = new URL(page.url()).searchParams.get('standards')!.replace(/,1f$/, '');
      expect(code.startsWith(clusterCode)).toBe(true);
      const cluster = clusterByCode(clusterCode)!;
      const clusterSelect = page.getByLabel(isSpanish ? 'Grupo de estándares' : 'Cluster', { exact: true });
      await expect.poll(() => clusterSelect.inputValue()).toBe(String(cluster.id));
      expect(await page.locator('.assign-focus__option--chosen .assign-focus__code').textContent()).toContain(
        clusterCode,
      );

      const chosen = free.slice(0, 2);
      for (const student of chosen) await page.getByRole('checkbox', { name: nameOf(student) }).check();
      for (const standard of cluster.standards) {
        const list = page.getByRole('list', {
          name: isSpanish
            ? `Estudiantes elegidos en ${standard.code}`
            : `Chosen students on ${standard.code}`,
          exact: true,
        });
        const expected = await expectedProficiency(page, standard.id, chosen, locale);
        await expect.poll(() => list.getByRole('listitem').allTextContents()).toEqual(expected);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await checkScreen(page, `assign-shortcut-form-${tag}`);

      // The verify modal, then the server's refusal: the first student already has this cluster.
      await page.getByRole('button', { name: isSpanish ? 'Agregar asignación' : 'Add Assignment' }).click();
      const dialog = page.getByRole('dialog', {
        name: isSpanish ? 'Verificar asignación' : 'Verify assignment',
      });
      await dialog.waitFor();
      await checkDialog(page, `assign-shortcut-verify-${tag}`);
      await dialog.getByRole('button', { name: isSpanish ? 'Asignar' : 'Assign', exact: true }).click();
      const refusal = page.locator('.assign-form__error');
      await refusal.waitFor();
      await refusal.scrollIntoViewIfNeeded();
      await checkScreen(page, `assign-shortcut-refused-${tag}`);
      await page.close();
    });
  }
});
