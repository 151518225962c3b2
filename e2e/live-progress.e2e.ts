/**
 * Watching progress arrive (issue "Done when"): the demo teacher assigns a spot check, keeps the classroom's
 * Assigned Lessons open, and the math product — here the same code `simulate:live` uses, over the real API with
 * the demo ingest key — asks for the students' active lessons and reports plays on them. Without a reload the
 * students' rows turn to lessons passed and "Completed All Available"; the teacher then cancels it for another
 * student. Once in English at 1366 px, once in Spanish at 390 px.
 */
import type { ActiveLessonsResponse, ActivityRecord, ClassroomStandardsGridResponse } from '@dash/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '../apps/server/src/curriculum/catalogue.js';
import { DEMO_INGEST_KEY } from '../apps/server/src/ingest/ingest-key.js';
import { createLiveAssignments } from '../apps/server/src/simulator/live-assignments.js';
import {
  assign,
  assignmentItem,
  assignmentRequest,
  districtOf,
  freeStudents,
  focusToggle,
  homeClassroom,
  nameOf,
  signedInTeacher,
  withPane,
  type Student,
} from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, chooseLanguage } from './support/pages.js';

const journey = useJourney();
const MINUTE = 60_000;

let classroomPath: string;
let classroomId: number;
let today: string;
let free: Student[];
/** Standards of the classroom's grade that none of the four free students has started: two lessons to play. */
let unplayed: string[];

beforeAll(async () => {
  const page = await signedInTeacher(journey);
  const district = await districtOf(page);
  today = district.today;
  const classroom = await homeClassroom(page, journey.server.baseUrl);
  classroomPath = classroom.path;
  classroomId = classroom.id;
  free = (await freeStudents(page, district.districtId, classroomId)).slice(0, 4);
  expect(free.length).toBe(4);
  const grid = (
    await apiJson(
      page,
      `/r/districts/${district.districtId}/classrooms/${classroomId}/standards/all?untilNow=true`,
    )
  ).data as ClassroomStandardsGridResponse['data'];
  const rowsOfFree = grid.students.filter((row) => free.some((s) => s.id === row.id));
  unplayed = grid.standards
    .map((standard) => standard.code)
    .filter((code) => lessonSlotsOf(code).length >= 2)
    .filter((code) =>
      rowsOfFree.every(
        (row) => row.standards.find((cell) => cell.code === code)!.proficiency_status === 'NOT_STARTED',
      ),
    );
  expect(unplayed.length).toBeGreaterThanOrEqual(2);
  await page.context().close();
});

/** The lessons whose own standard is `code`, as a spot check on it assigns them. */
function lessonSlotsOf(code: string) {
  const catalogue = getCatalogue();
  const standardId = catalogue.standardByCode.get(code)!.standard_id;
  return (catalogue.slotsOfStandard.get(standardId) ?? []).filter(
    (slotId) => catalogue.slotById.get(slotId)?.standard_id === standardId,
  );
}

/** The teacher assigns a spot check on a standard to two students, as the assign form sends it. */
async function assignSpot(page: Page, standardCode: string, students: Student[]) {
  const standard = getCatalogue().standardByCode.get(standardCode)!;
  const request = assignmentRequest({
    classroomId,
    focusId: standard.standard_id,
    focusType: 'STANDARD',
    today,
    userIds: students.map((s) => s.id),
  });
  return assign(page, request);
}

/** The math product's side: ask what the student should play, then report two passed plays on it. */
async function productPlays(student: Student) {
  const base = journey.server.baseUrl;
  const headers = { authorization: `Bearer ${DEMO_INGEST_KEY}`, 'content-type': 'application/json' };
  const lessons = await fetch(`${base}/api/v1/assignments/active_lessons?student_ids=${student.id}`, {
    headers,
  });
  const live = createLiveAssignments(new Set());
  live.update(((await lessons.json()) as ActiveLessonsResponse).data);
  // What the simulated year had the student play next: two lessons of their own path, both passed.
  const own = getCatalogue()
    .lessonSlots.slice(0, 2)
    .map((s) => s.lesson_slot_id);
  const started = Date.now() - 30 * MINUTE;
  const planned: ActivityRecord[] = own.flatMap((slotId, index) => [
    {
      uid: `live-e2e-${student.id}-${index}-o`,
      student_id: student.id,
      event_code: 100,
      timestamp: started + index * 12 * MINUTE,
      lesson_slot_id: slotId,
    },
    {
      uid: `live-e2e-${student.id}-${index}-c`,
      student_id: student.id,
      event_code: 110,
      timestamp: started + index * 12 * MINUTE + 9 * MINUTE,
      lesson_slot_id: slotId,
      lesson_passed: true,
      total_lesson_time: 9 * MINUTE,
    },
  ]);
  const sent = await fetch(`${base}/api/v1/events`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ events: live.retarget(planned) }),
  });
  expect(sent.status).toBe(200);
}

const WORDS = {
  'en-US': {
    inProgress: 'In progress',
    done: 'Completed All Available',
    stopped: 'Assignment Stopped',
    choose: 'Choose',
    cancelChosen: 'Cancel for chosen students (1)',
    confirm: 'Cancel assignment',
    title: 'Cancel this assignment?',
  },
  'es-MX': {
    inProgress: 'En curso',
    done: 'Completó todas las disponibles',
    stopped: 'Asignación detenida',
    choose: 'Elegir a',
    cancelChosen: 'Cancelar para los estudiantes elegidos (1)',
    confirm: 'Cancelar asignación',
    title: '¿Cancelar esta asignación?',
  },
};

describe('a teacher watches progress arrive on an assignment and cancels it', () => {
  it.each([
    ['en-US', 1366, 0],
    ['es-MX', 390, 1],
  ] as const)('%s at %i px', { timeout: 90_000 }, async (locale, width, run) => {
    const words = WORDS[locale];
    const [standardCode, offset] = [unplayed[run]!, run * 2];
    const [player, other] = [free[offset]!, free[offset + 1]!];
    const page = await signedInTeacher(journey, width);
    if (locale !== 'en-US') await chooseLanguage(page, locale);
    const assignmentId = await assignSpot(page, standardCode, [player, other]);
    await page.goto(withPane(classroomPath, 'assignments'));
    const item = assignmentItem(page, assignmentId);
    await focusToggle(item, standardCode).click();
    const rowOf = (student: Student) =>
      item.locator('tbody tr', { has: page.getByRole('rowheader', { name: student.first_name }) });
    const statusOf = (student: Student) => rowOf(student).locator('.assignment-status').textContent();
    await expect.poll(() => statusOf(player)).toBe(words.inProgress);

    await productPlays(player);
    // No reload: the open list reads the figures again on its own.
    await expect.poll(() => statusOf(player), { timeout: 25_000, interval: 500 }).toBe(words.done);
    const cells = await rowOf(player).locator('td.numeric').allTextContents();
    expect(cells).toEqual(['18', '2']);
    expect(await statusOf(other)).toBe(words.inProgress);
    await checkScreen(page, `live-progress-${locale.toLowerCase()}-${width}`);

    await item.getByRole('checkbox', { name: `${words.choose} ${nameOf(other)}` }).check();
    await item.getByRole('button', { name: words.cancelChosen }).click();
    const dialog = page.getByRole('dialog', { name: words.title });
    await dialog.getByRole('button', { name: words.confirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => statusOf(other)).toBe(words.stopped);
    expect(await statusOf(player)).toBe(words.done);
    await page.context().close();
  });
});
