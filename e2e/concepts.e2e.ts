/**
 * The concept map (spec §2 "Concept map", §6, §9 14 days): the math product reports a lesson a student of the
 * demo teacher's classroom passed; the teacher opens the classroom's Concepts tab, picks that lesson group with
 * the keyboard, reads the info pane (the names the API gives), the info modal and the table view; the student's
 * own map; Spanish once; a phone once. The highlights of the district (its administrator) and of a student's
 * year, with figures read back from the API. Screens kept, with no serious axe finding.
 */
import type { ConceptMapResponse, HighlightsResponse, LessonGroupsResponse } from '@dash/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../apps/server/src/curriculum/catalogue.js';
import {
  type Classroom,
  classroomStudents,
  classroomUrl,
  districtOf,
  firstClassroom,
  PHONE,
  signedIn,
  signedInTeacher,
  studentUrl,
  withPane,
} from './support/assignments.js';
import { passedLesson, sendToIngest } from './support/ingest.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkDialog, checkScreen, chooseLanguage } from './support/pages.js';

const journey = useJourney();

/** The math product reports that the student passed the group's first lesson a minute ago. */
async function reportPassed(studentId: number, groupId: number) {
  const slot = getCatalogue().slotsOfGroup.get(groupId)![0]!;
  const record = passedLesson(studentId, slot, `concepts-e2e-${studentId}-${Date.now()}`, {
    agoMs: 60_000,
    minutes: 10,
  });
  expect(await sendToIngest(journey.server.baseUrl, [record])).toBe(200);
}

/** The teacher's classroom, one of its students who just played the grade's first lesson group, and the API's map. */
async function playedClassroom(page: Page) {
  const { districtId } = await districtOf(page);
  const classroom = await firstClassroom(page, districtId);
  const [student] = await classroomStudents(page, districtId, classroom.id);
  const endpoint = `/r/districts/${districtId}/classrooms/${classroom.id}/concepts`;
  const before = (await apiJson(page, endpoint)) as ConceptMapResponse;
  const groups = (await apiJson(
    page,
    `/x/lesson-groups?level_id=${before.data.level_id}`,
  )) as LessonGroupsResponse;
  const group = groups.data[0]!;
  await reportPassed(student!.id, group.id);
  const map = (await apiJson(page, endpoint)) as ConceptMapResponse;
  const state = map.data.lesson_groups.find((g) => g.id === group.id)!;
  return { districtId, classroom, student: student!, group, state };
}

/** The figure a highlights card shows under a label. */
const statOf = (card: Locator, label: string) =>
  card
    .locator('.stat')
    .filter({ has: card.page().getByText(label, { exact: true }) })
    .locator('dd')
    .textContent();

const node = (page: Page, groupId: number) => page.locator(`.concepts__node[data-group-id="${groupId}"]`);

/** The names of the map's boxes whose text runs past the box's right edge. */
const namesPastTheirBox = (page: Page) =>
  page.locator('.concepts__node').evaluateAll((boxes) =>
    boxes.flatMap((box) => {
      const rect = box.querySelector('rect')!.getBoundingClientRect();
      const name = box.querySelector('.concepts__name')!;
      return name.getBoundingClientRect().right > rect.right ? [name.textContent ?? ''] : [];
    }),
  );

describe('concept map', () => {
  it('the teacher picks a lesson group on the classroom map, reads who played it, the info modal and the table', async () => {
    const page = await signedInTeacher(journey);
    const { districtId, classroom, student, group, state } = await playedClassroom(page);
    expect(state.students.map((s) => s.id)).toContain(student.id);

    await page.goto(withPane(classroomUrl(districtId, classroom), 'concepts'));
    const box = node(page, group.id);
    await box.waitFor();
    expect(await box.textContent()).toContain(String(state.students_count));
    expect(await namesPastTheirBox(page)).toEqual([]);
    await box.focus();
    await page.keyboard.press('Enter');
    const info = page.locator('.concepts__info');
    await info.getByRole('heading', { name: group.name }).waitFor();
    await info.getByText(group.sd).waitFor();
    const count = state.students_count;
    await info.getByText(`${count} student${count === 1 ? '' : 's'}`, { exact: true }).waitFor();
    for (const s of state.students)
      await info.getByRole('link', { name: `${s.first_name} ${s.last_name}` }).waitFor();
    const demo = info.getByRole('link', { name: `Play the demo lesson: ${group.demo}` });
    expect(await demo.getAttribute('target')).toBe('_blank');
    expect(await info.evaluate((el) => el.getBoundingClientRect().height)).toBe(140);
    await checkScreen(page, 'concepts-classroom-en-1366');

    await page.getByRole('button', { name: 'About the concept map' }).click();
    const dialog = page.getByRole('dialog', { name: 'About the concept map' });
    await dialog.getByText('An empty dot: nobody played the group in the last 14 days.').waitFor();
    await dialog.getByText('Ratios and proportional relationships').waitFor();
    await checkDialog(page, 'concepts-info-modal-en-1366');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isHidden()).toBe(true);

    await page.getByRole('button', { name: 'Show as a table' }).click();
    const row = page
      .locator('.concepts__table tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: group.name }) });
    expect(await row.locator('td.numeric').textContent()).toBe(String(count));
    expect(await row.textContent()).toContain(`${student.first_name} ${student.last_name}`);
    await checkScreen(page, 'concepts-table-en-1366');

    await chooseLanguage(page, 'es-MX');
    await page.getByRole('button', { name: 'Ver como mapa' }).click();
    await page.getByRole('button', { name: 'Acerca del mapa de conceptos' }).waitFor();
    // The group picked before the table view stays open.
    await page
      .locator('.concepts__info')
      .getByText(`${count} estudiante${count === 1 ? '' : 's'}`)
      .waitFor();
    await checkScreen(page, 'concepts-classroom-es-1366');
    await chooseLanguage(page, 'en-US');
  });

  it('a student’s own map shows the group they played with its topic', async () => {
    const page = await signedInTeacher(journey);
    const { districtId, classroom, student, group } = await playedClassroom(page);
    await page.goto(withPane(studentUrl(districtId, classroom, student.id), 'concepts'));
    const box = node(page, group.id);
    await box.waitFor();
    expect(await box.locator(`.concepts__topic--${group.tl}`).count()).toBe(1);
    await box.click();
    const info = page.locator('.concepts__info');
    await info.getByText('1 student', { exact: true }).waitFor();
    await info.getByText(`${student.first_name} ${student.last_name}`).waitFor();
    await checkScreen(page, 'concepts-student-en-1366');
  });

  it('a grade 6 map: no two boxes read alike, though three names begin the same', async () => {
    const admin = await signedIn(journey, 'districtadmin@demo.test');
    const { districtId } = await districtOf(admin);
    const grade6 = (await apiJson(admin, `/n/districts/${districtId}/classrooms?grade_id=6`))
      .data as Classroom[];
    await admin.goto(withPane(classroomUrl(districtId, grade6[0]!), 'concepts'));
    await admin.locator('.concepts__node').first().waitFor();
    const readings = await admin.locator('.concepts__name').allTextContents();
    expect(readings.filter((text) => text.startsWith('Apply and Extend'))).toHaveLength(3);
    expect(new Set(readings).size).toBe(readings.length);
    expect(await namesPastTheirBox(admin)).toEqual([]);
    await checkScreen(admin, 'concepts-grade6-en-1366');
  });

  it('highlights: the district overview for its administrator, a student’s year on their overview', async () => {
    const admin = await signedIn(journey, 'districtadmin@demo.test');
    const { districtId } = await districtOf(admin);
    const overview = (await apiJson(admin, `/r/districts/${districtId}/overview`)) as HighlightsResponse;
    await admin.goto(`/district/${districtId}`);
    const district = admin.locator('section.highlights');
    await district.getByRole('heading', { name: 'District highlights' }).waitFor();
    expect(await statOf(district, 'Lessons completed')).toBe(
      overview.data.count_lessons_completed.toLocaleString('en-US'),
    );
    expect(await statOf(district, 'Active students')).toBe(
      overview.data.count_active_students.toLocaleString('en-US'),
    );
    // The same narrative the server writes, sentence for sentence (figures with the locale's grouping).
    const sentences = await district.locator('.highlights__narrative li').allTextContents();
    expect(sentences.map((line) => line.replace(/(\d),(\d)/g, '$1$2'))).toEqual(overview.data.narrative);
    await checkScreen(admin, 'highlights-district-en-1366');

    const teacher = await signedInTeacher(journey);
    const classroom = await firstClassroom(teacher, districtId);
    const [student] = await classroomStudents(teacher, districtId, classroom.id);
    const year = (await apiJson(
      teacher,
      `/r/districts/${districtId}/students/${student!.id}/highlights`,
    )) as HighlightsResponse;
    await teacher.goto(studentUrl(districtId, classroom, student!.id));
    const own = teacher.locator('section.highlights');
    await own.getByRole('heading', { name: 'Highlights of this school year' }).waitFor();
    expect(await statOf(own, 'Lessons completed')).toBe(
      year.data.count_lessons_completed.toLocaleString('en-US'),
    );
    expect(await own.locator('.stat').filter({ hasText: 'Active students' }).count()).toBe(0);
    const growth = year.data.standards_growth;
    if (growth > 0)
      await own.getByText(`Became proficient in ${growth} standard${growth === 1 ? '' : 's'}.`).waitFor();
    await checkScreen(teacher, 'highlights-student-en-1366');
  });

  it('the classroom map on a phone', async () => {
    const page = await signedInTeacher(journey, PHONE);
    const { districtId, classroom, group } = await playedClassroom(page);
    await page.goto(withPane(classroomUrl(districtId, classroom), 'concepts'));
    await node(page, group.id).click();
    await page.locator('.concepts__info').waitFor();
    await checkScreen(page, 'concepts-classroom-en-390');
  });
});
