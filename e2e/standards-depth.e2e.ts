/**
 * The classroom Standards tab in depth (spec §2 standards grid, grid or group view; §9 domain modal): the demo
 * teacher opens a classroom's grid, opens a domain's standards modal (3 buttons a row, labels cut to 35
 * characters), picks a standard and lands in the group view of it (viewType=grouping and the standard in the
 * URL), whose status groups add up to the classroom's students; the clusters popover of a domain lists the
 * clusters with the classroom's statuses, a cluster brings its first column into view, Escape closes it; the
 * group view in Spanish; on a phone the group view alone, without the switch. Screens at 1366 and 390 px,
 * with no serious axe finding.
 */
import type {
  ClassroomStandardClustersResponse,
  ClassroomStandardLevelsResponse,
  ClassroomStandardResponse,
  ClassroomStandardsGridResponse,
  ProficiencyStatus,
} from '@dash/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  classroomUrl,
  districtOf,
  firstClassroom,
  PHONE,
  signedInTeacher,
  withPane,
  type Classroom,
} from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkDialog, checkScreen, chooseLanguage } from './support/pages.js';
import { inViewBesideFirstColumn } from './support/table-columns.js';

const journey = useJourney();

const GROUP_TITLES: Record<'en' | 'es', Record<ProficiencyStatus, string>> = {
  en: {
    PROFICIENT: 'Proficient',
    IN_PROGRESS: 'In progress',
    NEEDS_ATTENTION: 'Needs attention',
    NOT_STARTED: 'Not started',
  },
  es: {
    PROFICIENT: 'Dominado',
    IN_PROGRESS: 'En progreso',
    NEEDS_ATTENTION: 'Necesita atención',
    NOT_STARTED: 'Sin empezar',
  },
};

/** The teacher's first classroom, its default grade's grid as the API answers it, and where its calls are. */
async function classroomGrid(page: Page) {
  const { districtId } = await districtOf(page);
  const classroom = await firstClassroom(page, districtId);
  const base = `/r/districts/${districtId}/classrooms/${classroom.id}/standards`;
  const levels = (await apiJson(page, `${base}/levels?untilNow=true`)) as ClassroomStandardLevelsResponse;
  const levelId = levels.data.default_level_id!;
  const grid = (await apiJson(
    page,
    `${base}/all?level_id=${levelId}&untilNow=true`,
  )) as ClassroomStandardsGridResponse;
  return { districtId, classroom, base, levelId, levels: levels.data.levels, grid: grid.data };
}

const standardsTab = (districtId: number, classroom: Classroom) =>
  withPane(classroomUrl(districtId, classroom), 'standards');

/** The group view's status groups: each title with its count, and the names listed under it. */
async function expectGroups(page: Page, report: ClassroomStandardResponse['data'], language: 'en' | 'es') {
  const groups = page.locator('.standards-group__group');
  expect(await groups.count()).toBe(4);
  let listed = 0;
  for (const [status, title] of Object.entries(GROUP_TITLES[language])) {
    const members = report.students.filter((student) => student.proficiency_status === status);
    const group = groups.filter({ has: page.getByRole('heading', { name: `${title} (${members.length})` }) });
    expect(await group.count(), title).toBe(1);
    const names = await group.getByRole('link').allTextContents();
    expect(names).toEqual(members.map((student) => `${student.first_name} ${student.last_name}`));
    listed += names.length;
  }
  return listed;
}

describe('the classroom standards grid in depth', () => {
  it('a domain’s modal opens the group view of a standard, the clusters popover lists the statuses', async () => {
    const page = await signedInTeacher(journey);
    const { districtId, classroom, base, levelId, levels, grid } = await classroomGrid(page);
    const domain = grid.domains[0]!;
    const standards = grid.standards.filter((standard) => standard.domain === domain.code);
    // The standard with the longest description, so its button shows the cut.
    const standard = [...standards].sort(
      (a, b) => b.short_description.length - a.short_description.length,
    )[0]!;
    expect(standard.short_description.length).toBeGreaterThan(35);

    await page.goto(standardsTab(districtId, classroom));
    await page.locator('.standards-grid tbody tr').first().waitFor();
    const views = page.getByRole('group', { name: 'View' });
    expect(await views.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
    await checkScreen(page, 'standards-depth-grid-en-1366');

    // A new column sorts ascending; another grade starts without a sort (spec §4), and names itself in the URL.
    const query = (name: string) => new URL(page.url()).searchParams.get(name);
    await page.locator('.standards-grid__standard .sort-button').first().click();
    await expect.poll(() => [query('order'), query('sort')]).toEqual([grid.standards[0]!.code, 'asc']);
    const grade = page.locator('.standards__level select');
    const other = levels.find((level) => level.id !== levelId)!;
    await grade.selectOption(String(other.id));
    await expect.poll(() => query('standards')).toBe(`${other.id}g`);
    expect([query('order'), query('sort')]).toEqual([null, null]);
    await grade.selectOption(String(levelId));
    await expect.poll(() => query('standards')).toBe(`${levelId}g`);
    await page.locator('.standards-grid tbody tr').first().waitFor();

    // The domain heading opens its modal: one button per standard, 3 a row, each label at most 35 characters.
    const domainButton = page.getByRole('button', { name: domain.name, exact: true });
    await domainButton.click();
    const dialog = page.getByRole('dialog', { name: `${domain.name}: choose a standard` });
    await dialog.waitFor();
    const buttons = dialog.locator('.domain-modal__standard');
    expect(await buttons.count()).toBe(standards.length);
    const columns = await dialog
      .locator('.domain-modal__standards')
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);
    for (const [index, entry] of standards.entries()) {
      const button = buttons.nth(index);
      expect(await button.getAttribute('title')).toBe(entry.short_description);
      expect(await button.getAttribute('aria-label')).toBe(`${entry.code} ${entry.short_description}`);
      const label = (await button.locator('span').textContent())!;
      expect(label.length).toBeLessThanOrEqual(35);
      if (entry.short_description.length > 35) expect(label.endsWith('…')).toBe(true);
      else expect(label).toBe(entry.short_description);
    }
    await checkDialog(page, 'standards-depth-modal-en-1366');
    // Escape closes it and focus returns to the domain heading.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isHidden()).toBe(true);
    expect(await domainButton.evaluate((element) => element === document.activeElement)).toBe(true);

    await domainButton.click();
    await dialog.getByRole('button', { name: `${standard.code} ${standard.short_description}` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('viewType')).toBe('grouping');
    const url = new URL(page.url());
    expect(url.searchParams.get('standards')).toBe(
      `${levelId}g,${standard.domain}d,${standard.cluster}s,${standard.code}`,
    );

    // The group view of that standard: its code and whole description, focused; the groups add up.
    const title = page.getByRole('heading', {
      level: 3,
      name: `${standard.code} ${standard.short_description}`,
    });
    await title.waitFor();
    await expect.poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await views.getByRole('button', { name: 'Group' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.standards-grid').count()).toBe(0);
    const report = (
      (await apiJson(page, `${base}/${standard.id}?untilNow=true`)) as ClassroomStandardResponse
    ).data;
    await page.locator('.standards-group__group li').first().waitFor();
    expect(await expectGroups(page, report, 'en')).toBe(grid.student_count);
    expect(report.students).toHaveLength(grid.student_count);
    // A name opens the student on the standard, as a grid cell does.
    const first = report.students[0]!;
    const link = page
      .locator('.standards-group__groups')
      .getByRole('link', { name: `${first.first_name} ${first.last_name}`, exact: true });
    const href = new URL((await link.getAttribute('href'))!, journey.server.baseUrl);
    expect(href.pathname).toBe(`/district/${districtId}/student/${first.id}`);
    expect([href.searchParams.get('pane'), href.searchParams.get('standards')]).toEqual([
      'standards',
      url.searchParams.get('standards'),
    ]);
    await checkScreen(page, 'standards-depth-group-en-1366');

    // Back in the grid: the clusters popover of the domain, with the classroom's status of each cluster.
    await views.getByRole('button', { name: 'Grid' }).click();
    await page.locator('.standards-grid tbody tr').first().waitFor();
    const clusters = (
      (await apiJson(
        page,
        `${base}/clusters?level_id=${levelId}&domain=${domain.code}&untilNow=true`,
      )) as ClassroomStandardClustersResponse
    ).data.clusters;
    const toggle = page.getByRole('button', { name: `Clusters of ${domain.name}` });
    await toggle.click();
    const panel = page.getByRole('region', { name: `Clusters of ${domain.name} with the class's status` });
    const entries = panel.locator('.cluster-popover__cluster');
    await entries.first().waitFor();
    expect(await entries.count()).toBe(clusters.length);
    for (const [index, cluster] of clusters.entries()) {
      const text = await entries.nth(index).textContent();
      expect(text).toContain(cluster.pseudo ? 'Other standards' : cluster.name);
      const status = cluster.proficiency_status.toLowerCase().replace('_', ' ');
      expect(text).toContain(`(${status}, ${cluster.percent_complete}%)`);
    }
    // The window as the teacher sees it: a full-page screenshot resizes the page for a moment, which would
    // show the group view and close the popover.
    await checkDialog(page, 'standards-depth-clusters-en-1366');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isHidden()).toBe(true);
    await expect.poll(() => toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    // A cluster of the grade's last domain brings its first standard's column, out of sight, into the
    // scrolled grid, its title focused.
    const far = grid.domains.at(-1)!;
    const farClusters = (
      (await apiJson(
        page,
        `${base}/clusters?level_id=${levelId}&domain=${far.code}&untilNow=true`,
      )) as ClassroomStandardClustersResponse
    ).data.clusters;
    const header = page.locator(
      `.standards-grid th[data-standard="${farClusters.at(-1)!.standards[0]!.code}"]`,
    );
    const isInGrid = () => inViewBesideFirstColumn(header);
    expect(await isInGrid()).toBe(false);
    await page.getByRole('button', { name: `Clusters of ${far.name}` }).click();
    await page
      .getByRole('region', { name: `Clusters of ${far.name} with the class's status` })
      .locator('.cluster-popover__cluster')
      .last()
      .click();
    const sortButton = header.locator('button').first();
    await expect.poll(() => sortButton.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(isInGrid).toBe(true);

    // The group view in Spanish.
    await page.goto(
      `${standardsTab(districtId, classroom)}&viewType=grouping&standards=${url.searchParams.get('standards')}`,
    );
    await chooseLanguage(page, 'es-MX');
    await page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Por estado' }).waitFor();
    await page.locator('.standards-group__group li').first().waitFor();
    expect(await expectGroups(page, report, 'es')).toBe(grid.student_count);
    await checkScreen(page, 'standards-depth-group-es-1366');
    await chooseLanguage(page, 'en-US');
  });

  it('on a phone the Standards tab shows the group view without the grid switch', async () => {
    const page = await signedInTeacher(journey, PHONE);
    const { districtId, classroom, base, grid } = await classroomGrid(page);
    await page.goto(standardsTab(districtId, classroom));
    const title = page.locator('.standards-group__head h3');
    await title.waitFor();
    expect(await page.getByRole('group', { name: 'View' }).count()).toBe(0);
    expect(await page.locator('.standards-grid').count()).toBe(0);
    // The grade's first domain and its first standard.
    const standard = grid.standards.find((entry) => entry.domain === grid.domains[0]!.code)!;
    expect(await title.textContent()).toBe(`${standard.code} ${standard.short_description}`);
    const report = (
      (await apiJson(page, `${base}/${standard.id}?untilNow=true`)) as ClassroomStandardResponse
    ).data;
    await page.locator('.standards-group__group li').first().waitFor();
    expect(await expectGroups(page, report, 'en')).toBe(grid.student_count);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
    await checkScreen(page, 'standards-depth-group-en-390');

    await chooseLanguage(page, 'es-MX');
    await page.locator('.standards-group__head h3').waitFor();
    expect(await expectGroups(page, report, 'es')).toBe(grid.student_count);
    await checkScreen(page, 'standards-depth-group-es-390');
    await chooseLanguage(page, 'en-US');
  });
});
