/**
 * Assignment History of one student (spec §2, §9): the teacher opens a student's history after the
 * teacher-assignments support made their new assignments, reads it in the date buckets the API's history
 * implies (the two new ones first), opens one and filters by type; a guardian reads their child's history on a
 * phone, in the same buckets as the API lists them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, signIn } from './support/pages.js';
import {
  assignForTeacher,
  bucketsOnScreen,
  expectedBuckets,
  firstNames,
  item,
  PHONE,
  signedInTeacher,
  type Setting,
  type Student,
} from './support/teacher-assignments.js';

const journey = useJourney();
let setting: Setting;

beforeAll(async () => {
  setting = await assignForTeacher(journey);
});

describe("the teacher reads a student's Assignment History", () => {
  it("reads one student's Assignment History", async () => {
    const page = await signedInTeacher(journey);
    const student = setting.students[2]!;
    await page.goto(
      `/district/${setting.districtId}/student/${student.id}?${setting.studentQuery}&pane=assignments`,
    );
    await expect
      .poll(() => page.getByRole('link', { name: 'Assignment History' }).getAttribute('aria-current'))
      .toBe('page');
    await page.locator('.assignment-item').first().waitFor();
    const endpoint = `/r/districts/${setting.districtId}/students/${student.id}/assignments`;
    const expected = await expectedBuckets(page, endpoint, 'en-US', setting.today);
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
    const expected = await expectedBuckets(page, endpoint, 'en-US', setting.today);
    expect(await bucketsOnScreen(page)).toEqual(expected);
    if (expected.length === 0) await page.getByText('No lessons have been assigned yet.').waitFor();
    await checkScreen(page, 'assignment-history-guardian-en-390');
    await page.context().close();
  });
});
