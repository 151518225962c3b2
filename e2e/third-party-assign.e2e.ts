/**
 * NWEA Score and Quantile Framework assignments (spec §2 assign mode tabs, §4 Assign forms, §5, §6): the demo
 * teacher sees both tabs (the demo district has NWEA on and both assessments active), assigns by NWEA score —
 * first refused for a domain without a score range, with the teacher's sentence and nothing created — then by
 * Quantile measure in Spanish on a phone, and finds both under Assigned Lessons. Screens kept at 1366 and 390 px
 * in English and Spanish, with axe on the forms, the verify modal and the refusal.
 */
import type { CurriculumTree, StudentThirdPartyScores } from '@dash/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeOf,
  DEMO_ASSIGN_TABS,
  assignSetting,
  classroomUrl,
  DESKTOP,
  nameOf,
  openAssignForm,
  PHONE,
  signedInTeacher,
  withoutActive,
  withPane,
  type Classroom,
} from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, chooseLanguage } from './support/pages.js';

const journey = useJourney();

let districtId: number;
let classroom: Classroom;
let tree: CurriculumTree;
/** Students with no active assignment, an NWEA score and a Quantile measure. */
let free: StudentThirdPartyScores[];

const query = () =>
  `districtId=${districtId}&classroomId=${classroom.id}&teacherId=${classroom.teacher_id}&schoolId=${classroom.school_id}`;
/** A student's row of the form: the group named by the student. */
const rowOf = (page: Page, s: StudentThirdPartyScores) =>
  page.getByRole('group', { name: new RegExp(`^${nameOf(s)} ·`) });
const domainsOf = (s: StudentThirdPartyScores) => tree.levels.find((l) => l.id === s.level_id)!.domains;
const clusterById = (id: number) =>
  tree.levels.flatMap((l) => l.domains.flatMap((d) => d.clusters)).find((c) => c.id === id)!;
const domainById = (id: number) => tree.levels.flatMap((l) => l.domains).find((d) => d.id === id)!;

beforeAll(async () => {
  const page = await signedInTeacher(journey);
  ({ districtId, classroom, tree } = await assignSetting(page));
  const scores = (
    await apiJson(page, `/m/districts/${districtId}/classrooms/${classroom.id}/third_party_scores`)
  ).data as StudentThirdPartyScores[];
  const idle = await withoutActive(page, scores, (s) => s.user_id);
  free = idle.filter((s) => s.nwea.length > 0 && s.quantile !== null);
  expect(free.length).toBeGreaterThanOrEqual(3);
  await page.close();
});

describe('assigning from third-party scores', () => {
  it('the teacher assigns by NWEA score: a domain without a score range is refused and nothing made, then one student is assigned', async () => {
    const page = await signedInTeacher(journey);
    await openAssignForm(page, districtId, classroom);
    await expect.poll(() => page.locator('.assign-mode__tabs').textContent()).toBe(DEMO_ASSIGN_TABS);
    await page.getByRole('link', { name: 'NWEA Score' }).click();
    await page.waitForURL('**pane=create_nwea_assignment**');
    const [a, b] = free;
    const add = page.getByRole('button', { name: 'Add Assignment' });
    await rowOf(page, a!).waitFor();
    expect(await add.isDisabled()).toBe(true);

    // Choosing a domain starts the score range on the range the student's RIT in it falls in.
    const domain = domainsOf(a!)[0]!;
    const rit = a!.nwea.find((n) => n.domain_id === domain.id)!.rit;
    await rowOf(page, a!).getByLabel('Domain', { exact: true }).selectOption(String(domain.id));
    const range = rowOf(page, a!).getByLabel('Score range', { exact: true });
    const low = Math.min(251, Math.max(121, Math.floor((rit - 1) / 10) * 10 + 1));
    expect(await range.inputValue()).toBe(`${low}-${low + 9}`);
    expect(await add.isDisabled()).toBe(false);
    // The second student: a domain, then the score range taken back.
    await rowOf(page, b!)
      .getByLabel('Domain', { exact: true })
      .selectOption(String(domainsOf(b!)[1]!.id));
    await rowOf(page, b!).getByLabel('Score range', { exact: true }).selectOption('');
    await checkScreen(page, 'third-party-nwea-form-en-1366');

    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Verify assignment' });
    await dialog.waitFor();
    const summary = await dialog.textContent();
    expect(summary).toContain('NWEA Score');
    expect(summary).toContain('10 weeks');
    expect(summary).toContain(`${nameOf(a!)}: ${domain.code} ${domain.name}, ${low}–${low + 9}`);
    expect(summary).toContain(`${nameOf(b!)}: ${domainsOf(b!)[1]!.code}`);
    expect(summary).toContain('no score range');
    await checkScreen(page, 'third-party-nwea-verify-en-1366');
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Choose a score range for every student you chose a domain for; nothing was assigned.');
    expect((await activeOf(page, [a!.user_id]))[0]!.assignments).toEqual([]);
    await checkScreen(page, 'third-party-nwea-refused-en-1366');

    await rowOf(page, b!).getByLabel('Domain', { exact: true }).selectOption('-1');
    await add.click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Assigned to' }).textContent())
      .toBe('Assigned to 1 student for 10 weeks; it shows under Assigned Lessons.');
    // The form is cleared and still in assign mode on the NWEA tab.
    expect(await rowOf(page, a!).getByLabel('Domain', { exact: true }).inputValue()).toBe('');
    expect(await add.isDisabled()).toBe(true);
    expect(page.url()).toContain('pane=create_nwea_assignment');
    const [made] = (await activeOf(page, [a!.user_id]))[0]!.assignments;
    expect([made!.assignment_type, made!.focus_type]).toEqual(['NWEA', 'CLUSTER']);
    const cluster = clusterById(made!.focus_id);
    expect(cluster.code.startsWith(`${domain.code}.`)).toBe(true);

    await page.setViewportSize({ width: PHONE, height: 900 });
    await checkScreen(page, 'third-party-nwea-form-en-390');

    await page.setViewportSize({ width: DESKTOP, height: 900 });
    await page.goto(withPane(classroomUrl(districtId, classroom), 'assignments'));
    const item = page.locator('.assignment-item', { hasText: cluster.code }).first();
    await item.waitFor();
    expect(await item.textContent()).toContain('NWEA goal');
    await checkScreen(page, 'third-party-assigned-lessons-en-1366');
    await page.close();
  });

  it('in Spanish on a phone, the teacher assigns by Quantile measure and finds it under Assigned Lessons', async () => {
    const page = await signedInTeacher(journey, PHONE);
    await chooseLanguage(page, 'es-MX');
    await page.goto(`/add-assignment?${query()}&pane=create_quantile_assignment`);
    const c = free[2]!;
    await rowOf(page, c).waitFor();
    expect(await page.locator('.assign-mode__tab[aria-current="page"]').textContent()).toBe('Marco Quantile');
    const add = page.getByRole('button', { name: 'Agregar asignación' });
    expect(await add.isDisabled()).toBe(true);
    const domain = domainsOf(c).at(-1)!;
    await rowOf(page, c).getByLabel('Dominio', { exact: true }).selectOption(String(domain.id));
    const measure = rowOf(page, c).getByLabel('Medida Quantile', { exact: true });
    const step = Math.min(1400, Math.max(-100, Math.floor(c.quantile!.measure / 50) * 50));
    expect(await measure.inputValue()).toBe(String(step));
    await checkScreen(page, 'third-party-quantile-form-es-390');
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Verificar asignación' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Marco Quantile');
    await checkScreen(page, 'third-party-quantile-verify-es-390');
    await dialog.getByRole('button', { name: 'Asignar', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Asignada' }).textContent())
      .toBe('Asignada a 1 estudiante por 10 semanas; aparece en Lecciones asignadas.');
    const [made] = (await activeOf(page, [c.user_id]))[0]!.assignments;
    expect([made!.assignment_type, made!.focus_type]).toEqual(['QUANTILE', 'DOMAIN']);
    const focus = domainById(made!.focus_id);
    // The measure keeps the domain or moves it to the same domain of an earlier grade.
    expect(focus.code.split('.')[1]).toBe(domain.code.split('.')[1]);

    await page.setViewportSize({ width: DESKTOP, height: 900 });
    await checkScreen(page, 'third-party-quantile-form-es-1366');
    await page.goto(withPane(classroomUrl(districtId, classroom), 'assignments'));
    const item = page.locator('.assignment-item', { hasText: focus.code }).first();
    await item.waitFor();
    expect(await item.textContent()).toContain('Meta Quantile');
    await checkScreen(page, 'third-party-assigned-lessons-es-1366');
    await page.setViewportSize({ width: PHONE, height: 900 });
    await checkScreen(page, 'third-party-assigned-lessons-es-390');
    await page.close();
  });
});
