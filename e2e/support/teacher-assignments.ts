/**
 * Sets up the demo teacher's assignments for the Assigned Lessons and Assignment History journeys (spec §2, §4,
 * §9): through the API, as the web app sends it, three students of the teacher's first classroom with no active
 * assignment get a one-week spot check on a standard of the class none of them has started, two of them a
 * four-week goal on a cluster and the third a two-week spot check on another such standard. Also how those journeys
 * read the screens: the bucket titles a due date is listed under (in English and Spanish), the buckets on screen
 * and the ones the API's history implies, and an assignment item and its students.
 */
import { addDays, type ClassroomStandardsGridResponse } from '@dash/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { lessonSlotIdsOfFocus } from '../../apps/server/src/assignments/focus-lessons-left.js';
import { getCatalogue } from '../../apps/server/src/curriculum/catalogue.js';
import {
  assign,
  assignmentItem,
  assignmentRequest,
  districtOf,
  freeStudents,
  homeClassroom,
  signedInTeacher,
  withPane,
  type Student,
} from './assignments.js';
import { useJourney, type Journey } from './journey.js';
import { apiJson } from './pages.js';

export interface Made {
  id: number;
  code: string;
  description: string;
  due: string;
  userIds: number[];
}
export interface Setting {
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

/** The demo teacher's three new assignments, made once the journey's server has started (in a beforeAll). */
export async function assignForTeacher(journey: Journey): Promise<Setting> {
  const page = await signedInTeacher(journey);
  const { districtId, today } = await districtOf(page);
  // The teacher's first classroom, as the home page links to it (with its teacher and school).
  const classroom = await homeClassroom(page, journey.server.baseUrl);
  const classroomId = classroom.id;
  // Three students with no active assignment yet.
  const students = (await freeStudents(page, districtId, classroomId)).slice(0, 3);
  expect(students).toHaveLength(3);
  const catalogue = getCatalogue();
  // Spot checks on standards none of the three has started, so each has lessons to play (a spot check whose
  // lessons a student has all passed reads Completed All Available and cannot be cancelled).
  const [first, second] = (await notStartedStandards(page, districtId, classroomId, students)).map((code) =>
    catalogue.standardByCode.get(code)!,
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
    const request = assignmentRequest({
      classroomId,
      focusId: focus.id,
      focusType,
      type,
      weeks,
      today,
      userIds,
    });
    const id = await assign(page, request);
    return { id, code: focus.code, description: focus.description, due: request.end_date, userIds };
  };
  const standardFocus = (s: typeof first) => ({
    id: s!.standard_id,
    code: s!.code,
    description: s!.short_description,
  });
  const context = classroom.query;
  const setting: Setting = {
    districtId,
    classroomId,
    classroomPath: classroom.path,
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
  return setting;
}

/** Standards of the classroom's grid with their own lessons that none of `students` has started, in grid order. */
async function notStartedStandards(page: Page, districtId: number, classroomId: number, students: Student[]) {
  const grid = (
    await apiJson(page, `/r/districts/${districtId}/classrooms/${classroomId}/standards/all?untilNow=true`)
  ).data as ClassroomStandardsGridResponse['data'];
  const rows = grid.students.filter((row) => students.some((s) => s.id === row.id));
  const catalogue = getCatalogue();
  const codes = grid.standards
    .map((standard) => standard.code)
    .filter((code) => {
      const standard = catalogue.standardByCode.get(code);
      return (
        standard?.parent_standard_id === null &&
        lessonSlotIdsOfFocus('STANDARD', standard.standard_id).length > 0
      );
    })
    .filter((code) =>
      rows.every(
        (row) => row.standards.find((cell) => cell.code === code)?.proficiency_status === 'NOT_STARTED',
      ),
    );
  expect(codes.length).toBeGreaterThanOrEqual(2);
  return codes;
}

/** The journey's server, where the demo teacher's three new assignments are made before the tests. */
export function useTeacherAssignments() {
  const journey = useJourney();
  let setting: Setting | undefined;
  beforeAll(async () => {
    setting = await assignForTeacher(journey);
  });
  return {
    journey,
    /** The assignments made (read inside the tests). */
    setting: () => {
      if (!setting) throw new Error('the assignments are read before beforeAll has made them');
      return setting;
    },
  };
}

/** The classroom's Assigned Lessons pane. */
export const classroomUrl = (setting: Setting) => withPane(setting.classroomPath, 'assignments');
/** The classroom's assignment history in the API. */
export const classroomEndpoint = (setting: Setting) =>
  `/r/districts/${setting.districtId}/classrooms/${setting.classroomId}/assignments`;

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

/** The title a due date is listed under on `today` (spec §9: this week, up to 3 weeks ago by week, else month). */
function titleOf(due: string, locale: keyof typeof WORDS, today: string): string {
  const words = WORDS[locale];
  const thisWeek = weekStart(today);
  if (due > addDays(thisWeek, 6)) return words.later;
  const weeks = Math.round((Date.parse(thisWeek) - Date.parse(weekStart(due))) / (7 * DAY_MS));
  if (weeks === 0) return words.thisWeek;
  if (weeks <= 3) return words.weeksAgo(weeks);
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return words.month(month.format(new Date(`${due}T12:00:00Z`)));
}

/** Bucket titles, each with the focus codes listed under it, top to bottom. */
export const bucketsOnScreen = (page: Page) =>
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

/** The history the API answers (every page), grouped under the titles the screen should show on `today`. */
export async function expectedBuckets(
  page: Page,
  endpoint: string,
  locale: keyof typeof WORDS,
  today: string,
) {
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
    const title = titleOf(due_date, locale, today);
    const last = groups.at(-1);
    if (last?.[0] === title) last[1].push(focus_code);
    else groups.push([title, [focus_code]]);
  }
  return groups;
}

/** An assignment item on screen, and the first names of its students once opened. */
export const item = (page: Page, made: Made) => assignmentItem(page, made.id);
export const firstNames = (page: Page, made: Made) => item(page, made).locator('tbody th').allTextContents();
