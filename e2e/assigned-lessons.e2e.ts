/**
 * Assigned Lessons and Assignment History (spec §2, §4, §9): the demo teacher's assignments, made through the
 * API, read in their date buckets, opened, sorted and cancelled for one student through the verify-cancel
 * dialog; a student's history; the same screens in Spanish and on a phone.
 */
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  addDays,
  localDay,
  type CreateAssignmentRequest,
} from '@dash/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '../apps/server/src/curriculum/catalogue.js';
import path from 'node:path';
import { seriousAxeViolations } from './support/axe.js';
import { ARTIFACTS } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, chooseLanguage, signIn } from './support/pages.js';

const journey = useJourney();
const DESKTOP = 1366;
const PHONE = 390;
const TEACHER = 'teacher@demo.test';

interface Student {
  id: number;
  first_name: string;
  last_name: string;
}
interface Made {
  id: number;
  code: string;
  description: string;
  due: string;
  userIds: number[];
}
interface Setting {
  districtId: number;
  classroomId: number;
  /** The classroom's report URL without its pane. */
  classroomPath: string;
  /** The query a student of the classroom opens with (teacher, school and classroom). */
  studentQuery: string;
  today: string;
  students: Student[];
  spot: Made;
  goal: Made;
  longSpot: Made;
}

let setting: Setting;

async function signedInTeacher(width = DESKTOP): Promise<Page> {
  const page = await journey.newPage({ width, height: 900 });
  await signIn(page, TEACHER);
  await page.waitForURL('**/home');
  return page;
}

/** POST /m/assignments with the page's session and the CSRF header, as the web app sends it. */
async function assign(page: Page, body: CreateAssignmentRequest): Promise<number> {
  const answer = await page.evaluate(
    async ({ payload, header, value }) => {
      const response = await fetch('/m/assignments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [header]: value },
        body: JSON.stringify(payload),
      });
      return {
        status: response.status,
        body: (await response.json()) as { data: { assignment_id: number } },
      };
    },
    { payload: body, header: CSRF_HEADER, value: CSRF_HEADER_VALUE },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.assignment_id;
}

beforeAll(async () => {
  const page = await signedInTeacher();
  const customer = (await apiJson(page, '/n/customer_info')).data as {
    district_id: number;
    district_time_zone: string;
  };
  const districtId = customer.district_id;
  // The teacher's first classroom, as the home page links to it (with its teacher and school).
  const href = (await page.locator('a[href*="/classroom/"]').first().getAttribute('href'))!;
  const url = new URL(href, journey.server.baseUrl);
  const classroomId = Number(url.pathname.split('/')[4]);
  const context = url.searchParams;
  // Three students with no active assignment yet (the demo's simulated teachers assign too).
  const everyone = (
    (await apiJson(
      page,
      `/r/districts/${districtId}/students?classroom_id=${classroomId}&timeframe=30d`,
    )) as { data: Student[] }
  ).data;
  const active = (
    (await apiJson(page, `/m/assignments/students?user_ids=${everyone.map((s) => s.id).join(',')}`)) as {
      data: { user_id: number; assignments: unknown[] }[];
    }
  ).data;
  const free = new Set(active.filter((a) => a.assignments.length === 0).map((a) => a.user_id));
  const students = everyone.filter((s) => free.has(s.id)).slice(0, 3);
  expect(students).toHaveLength(3);
  const today = localDay(Date.now(), customer.district_time_zone);
  const catalogue = getCatalogue();
  const [first, second] = catalogue.standards.filter(
    (s) => s.level_id === 3 && s.parent_standard_id === null,
  );
  const clusterId = catalogue.standards.find(
    (s) => s.level_id === 3 && s.cluster_id !== first!.cluster_id && s.cluster_id !== second!.cluster_id,
  )!.cluster_id;
  const cluster = catalogue.clusters.find((c) => c.cluster_id === clusterId)!;
  const ids = students.map((s) => s.id);
  const make = async (
    focus: { id: number; code: string; description: string },
    focusType: 'STANDARD' | 'CLUSTER',
    type: 'SPOT' | 'GOAL',
    weeks: number,
    userIds: number[],
  ): Promise<Made> => {
    const due = addDays(today, 7 * weeks - 1);
    const id = await assign(page, {
      classroom_id: classroomId,
      focus_id: focus.id,
      focus_type: focusType,
      assignment_type: type,
      start_date: today,
      end_date: due,
      user_ids: userIds,
    });
    return { id, code: focus.code, description: focus.description, due, userIds };
  };
  const standardFocus = (s: typeof first) => ({
    id: s!.standard_id,
    code: s!.code,
    description: s!.short_description,
  });
  setting = {
    districtId,
    classroomId,
    classroomPath: href,
    studentQuery: `teacherId=${context.get('teacherId')}&schoolId=${context.get('schoolId')}&classroomId=${classroomId}`,
    today,
    students,
    spot: await make(standardFocus(first), 'STANDARD', 'SPOT', 1, ids),
    goal: await make(
      { id: cluster.cluster_id, code: cluster.code, description: cluster.name },
      'CLUSTER',
      'GOAL',
      4,
      ids.slice(0, 2),
    ),
    longSpot: await make(standardFocus(second), 'STANDARD', 'SPOT', 2, [ids[2]!]),
  };
  await page.context().close();
});

const classroomUrl = () =>
  `${setting.classroomPath}${setting.classroomPath.includes('?') ? '&' : '?'}pane=assignments`;
const DAY_MS = 86_400_000;
/** The Sunday starting the week of a day (weeks start on Sunday, spec §9). */
const weekStart = (day: string) => addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());

/** The words of the bucket titles in one language. */
const WORDS = {
  'en-US': {
    later: 'Due after this week',
    thisWeek: 'Due this week',
    weeksAgo: (n: number) => (n === 1 ? 'Due last week' : `Due ${n} weeks ago`),
    month: (m: string) => `Due in ${m}`,
  },
  'es-MX': {
    later: 'Vencen después de esta semana',
    thisWeek: 'Vencen esta semana',
    weeksAgo: (n: number) => (n === 1 ? 'Vencieron la semana pasada' : `Vencieron hace ${n} semanas`),
    month: (m: string) => `Vencieron en ${m}`,
  },
};

/** The title a due date is listed under (spec §9: this week, up to 3 weeks ago by week, else month). */
function titleOf(due: string, locale: keyof typeof WORDS): string {
  const words = WORDS[locale];
  const thisWeek = weekStart(setting.today);
  if (due > addDays(thisWeek, 6)) return words.later;
  const weeks = Math.round((Date.parse(thisWeek) - Date.parse(weekStart(due))) / (7 * DAY_MS));
  if (weeks === 0) return words.thisWeek;
  if (weeks <= 3) return words.weeksAgo(weeks);
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return words.month(month.format(new Date(`${due}T12:00:00Z`)));
}

/** Bucket titles, each with the focus codes listed under it, top to bottom. */
const bucketsOnScreen = (page: Page) =>
  page
    .locator('.assignments__bucket')
    .evaluateAll((sections) =>
      sections.map((section) => [
        section.querySelector('h3')?.textContent ?? '',
        [...section.querySelectorAll('.assignment-item__focus')].map((focus) => focus.textContent ?? ''),
      ]),
    );

interface HistoryItem {
  focus_code: string;
  due_date: string;
}

/** The history the API answers (every page), grouped under the titles the screen should show. */
async function expectedBuckets(page: Page, endpoint: string, locale: keyof typeof WORDS) {
  const items: HistoryItem[] = [];
  for (let next: number | null = 1; next !== null;) {
    const answer = (await apiJson(page, `${endpoint}?type=all&page=${next}`)) as {
      data: { assignments: HistoryItem[]; next_page: number | null };
    };
    items.push(...answer.data.assignments);
    next = answer.data.next_page;
  }
  const dues = items.map((i) => i.due_date);
  expect(dues, 'newest due date first').toEqual([...dues].sort().reverse());
  const groups: [string, string[]][] = [];
  for (const { focus_code, due_date } of items) {
    const title = titleOf(due_date, locale);
    const last = groups.at(-1);
    if (last?.[0] === title) last[1].push(focus_code);
    else groups.push([title, [focus_code]]);
  }
  return groups;
}

const classroomEndpoint = () =>
  `/r/districts/${setting.districtId}/classrooms/${setting.classroomId}/assignments`;

/** A modal as the user sees it (the window, not the whole page), with no serious axe finding. */
async function checkDialog(page: Page, name: string) {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  expect((await seriousAxeViolations(page)).map((v) => v.id)).toEqual([]);
}

const item = (page: Page, made: Made) => page.locator(`.assignment-item[data-assignment-id="${made.id}"]`);
const firstNames = (page: Page, made: Made) => item(page, made).locator('tbody th').allTextContents();

describe('the teacher reads and cancels assigned lessons', () => {
  it('sees the items in their buckets, opens one, sorts it and cancels it for one student', async () => {
    const page = await signedInTeacher();
    await page.goto(classroomUrl());
    await expect
      .poll(() => page.getByRole('link', { name: 'Assigned Lessons' }).getAttribute('aria-current'))
      .toBe('page');
    await page.locator('.assignment-item').first().waitFor();
    expect(await bucketsOnScreen(page)).toEqual(await expectedBuckets(page, classroomEndpoint(), 'en-US'));

    // Each item names its focus in full, its type, dates, duration and the latest flag (all are active).
    const spot = item(page, setting.spot);
    await expect
      .poll(() => spot.locator('.assignment-item__description').textContent())
      .toBe(setting.spot.description);
    const facts = await spot.locator('.assignment-item__facts').innerText();
    expect(facts).toContain('Spot check');
    expect(facts).toContain('1 week');
    expect(await item(page, setting.goal).locator('.assignment-item__facts').innerText()).toContain(
      '4 weeks',
    );
    for (const made of [setting.spot, setting.goal, setting.longSpot])
      expect(await item(page, made).locator('.assignment-badge--latest').textContent()).toBe('Latest');

    // Opened: its three students, first names A to Z; the same column again reverses them.
    const toggle = spot.getByRole('button', { name: new RegExp(setting.spot.code.replace(/\./g, '\\.')) });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
    const names = setting.students.map((s) => s.first_name).sort(collator.compare);
    await expect.poll(() => firstNames(page, setting.spot)).toEqual(names);
    await spot.getByRole('button', { name: /^first name/i }).click();
    await expect.poll(() => firstNames(page, setting.spot)).toEqual([...names].reverse());
    expect(await spot.locator('th[aria-sort="descending"]').textContent()).toMatch(/first name/i);
    await spot.getByRole('button', { name: /^last name/i }).click();
    const byLast = [...setting.students].sort((a, b) => collator.compare(a.last_name, b.last_name));
    await expect.poll(() => firstNames(page, setting.spot)).toEqual(byLast.map((s) => s.first_name));
    await checkScreen(page, 'assigned-lessons-en-1366');

    // Cancel for one student: the dialog opens on "Keep it", keeps Tab inside and closes on Escape.
    const target = setting.students[1]!;
    await spot.getByRole('checkbox', { name: `Choose ${target.first_name} ${target.last_name}` }).check();
    await spot.getByRole('button', { name: 'Cancel for chosen students (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this assignment?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`${target.first_name} ${target.last_name}`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep it');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await checkDialog(page, 'assigned-lessons-cancel-dialog-en-1366');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const statusOf = (student: Student) =>
      spot
        .locator('tbody tr', { has: page.getByRole('rowheader', { name: student.first_name }) })
        .locator('.assignment-status');
    expect(await statusOf(target).textContent()).toBe('In progress');

    await spot.getByRole('button', { name: 'Cancel for chosen students (1)' }).click();
    await dialog.getByRole('button', { name: 'Cancel assignment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => statusOf(target).textContent()).toBe('Assignment Stopped');
    for (const other of setting.students.filter((s) => s.id !== target.id))
      expect(await statusOf(other).textContent()).toBe('In progress');
    await page.getByRole('status').filter({ hasText: 'was canceled for 1 student' }).waitFor();
    // The server agrees: the student no longer has the spot check active.
    const active = (await apiJson(page, `/m/assignments/students?user_ids=${target.id}`)) as {
      data: { assignments: { assignment_id: number }[] }[];
    };
    expect(active.data[0]!.assignments.map((a) => a.assignment_id)).not.toContain(setting.spot.id);

    // The type filter keeps the goal only; the export follows the filter.
    await page.getByLabel('Type').selectOption('goal');
    await expect
      .poll(() => page.locator('.assignment-item__focus').allTextContents())
      .toEqual([setting.goal.code]);
    const href = (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!;
    expect(href).toMatch(/type=goal/);
    expect(href).toMatch(/format=csv/);
    const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href);
    expect(csv).toContain(setting.goal.code);
    expect(csv).not.toContain(setting.spot.code);
    await page.context().close();
  });

  it("reads one student's Assignment History", async () => {
    const page = await signedInTeacher();
    const student = setting.students[2]!;
    await page.goto(
      `/district/${setting.districtId}/student/${student.id}?${setting.studentQuery}&pane=assignments`,
    );
    await expect
      .poll(() => page.getByRole('link', { name: 'Assignment History' }).getAttribute('aria-current'))
      .toBe('page');
    await page.locator('.assignment-item').first().waitFor();
    const endpoint = `/r/districts/${setting.districtId}/students/${student.id}/assignments`;
    const expected = await expectedBuckets(page, endpoint, 'en-US');
    expect(await bucketsOnScreen(page)).toEqual(expected);
    // Its two assignments, due after this week, come first; whatever it had before follows.
    expect(expected.flatMap(([, codes]) => codes).slice(0, 2)).toEqual([
      setting.longSpot.code,
      setting.spot.code,
    ]);
    const longSpot = item(page, setting.longSpot);
    await longSpot
      .getByRole('button', { name: new RegExp(setting.longSpot.code.replace(/\./g, '\\.')) })
      .click();
    expect(await firstNames(page, setting.longSpot)).toEqual([student.first_name]);
    // Filtered by type: goals only, then spot checks only (both of its new ones among them).
    await page.getByLabel('Type').selectOption('goal');
    await expect
      .poll(() => page.locator('.assignment-item__facts').allInnerTexts())
      .not.toContainEqual(expect.stringContaining('Spot check'));
    for (const made of [setting.longSpot, setting.spot]) expect(await item(page, made).count()).toBe(0);
    await page.getByLabel('Type').selectOption('spot');
    await item(page, setting.longSpot).waitFor();
    const facts = await page.locator('.assignment-item__facts').allInnerTexts();
    expect(facts.every((text) => text.includes('Spot check'))).toBe(true);
    await longSpot
      .getByRole('button', { name: new RegExp(setting.longSpot.code.replace(/\./g, '\\.')) })
      .click();
    await checkScreen(page, 'assignment-history-en-1366');
    await page.context().close();
  });
});

describe("a guardian reads their child's Assignment History", () => {
  it('on a phone, the child’s assignments in their buckets as the API lists them', async () => {
    const page = await journey.newPage({ width: PHONE, height: 900 });
    await signIn(page, 'guardian@demo.test');
    await page.waitForURL(/\/guardian\/\d+$/);
    const child = (
      (await apiJson(page, `/n/districts/${setting.districtId}/students`)).data as Student[]
    )[0]!;
    await page.getByRole('link', { name: 'Assignment History' }).click();
    await page.waitForURL(/pane=assignments/);
    await page.locator('.assignments__bucket, .query-state--empty').first().waitFor();
    const endpoint = `/r/districts/${setting.districtId}/students/${child.id}/assignments`;
    const expected = await expectedBuckets(page, endpoint, 'en-US');
    expect(await bucketsOnScreen(page)).toEqual(expected);
    if (expected.length === 0) await page.getByText('No lessons have been assigned yet.').waitFor();
    await checkScreen(page, 'assignment-history-guardian-en-390');
    await page.context().close();
  });
});

describe('the same screens in Spanish and on a phone', () => {
  for (const [locale, width] of [
    ['es-MX', DESKTOP],
    ['es-MX', PHONE],
    ['en-US', PHONE],
  ] as const) {
    it(`Assigned Lessons in ${locale} at ${width} px`, async () => {
      const page = await signedInTeacher(width);
      if (locale !== 'en-US') await chooseLanguage(page, locale);
      await page.goto(classroomUrl());
      await page.locator('.assignment-item').first().waitFor();
      const spanish = locale === 'es-MX';
      expect(await bucketsOnScreen(page)).toEqual(await expectedBuckets(page, classroomEndpoint(), locale));
      const spot = item(page, setting.spot);
      await spot.locator('.assignment-item__toggle').click();
      await spot.locator('tbody tr').first().waitFor();
      const statuses = await spot.locator('.assignment-status').allTextContents();
      expect(statuses).toContain(spanish ? 'Tarea detenida' : 'Assignment Stopped');
      const noOverflow = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(noOverflow, 'the page does not scroll sideways').toBe(true);
      const tag = `${spanish ? 'es' : 'en'}-${width}`;
      await checkScreen(page, `assigned-lessons-${tag}`);
      if (spanish) {
        await spot.getByRole('button', { name: 'Cancelar para toda la clase' }).click();
        const dialog = page.getByRole('dialog', { name: '¿Cancelar esta tarea?' });
        await dialog.waitFor();
        await checkDialog(page, `assigned-lessons-cancel-dialog-${tag}`);
        await dialog.getByRole('button', { name: 'Mantenerla' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await page.context().close();
    });
  }
});
