/**
 * What the assign journeys share (spec §2, §4, §5): the demo teacher or guardian signed in, the district's day,
 * a classroom and its students as the API answers them, the students' active assignments, POST /m/assignments
 * as the web app sends it (with the page's session and the CSRF header), and an assignment item on screen.
 */
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  addDays,
  localDay,
  type CreateAssignmentRequest,
  type CurriculumTree,
  type StudentsActiveAssignmentsResponse,
} from '@dash/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Journey } from './journey.js';
import { apiJson, signIn, type PageOptions } from './pages.js';

/** A student as a classroom's roster lists them. */
export interface Student {
  id: number;
  first_name: string;
  last_name: string;
  grade_id: number;
}
export interface Classroom {
  id: number;
  teacher_id: number;
  school_id: number;
}
/** A student's active assignments (GET /m/assignments/students). */
export type ActiveRow = StudentsActiveAssignmentsResponse['data'][number];
export type Level = CurriculumTree['levels'][number];
export type Domain = Level['domains'][number];
export type Cluster = Domain['clusters'][number];
/** The answer of POST /m/assignments: the assignment made, or the refusal. */
export interface PostAnswer {
  data: { assignment_id: number; end_date: string };
  apiError: { message: string; fields: { path: string }[] };
}

/** The demo district's logins, and the screen widths the journeys look at. */
export const TEACHER = 'teacher@demo.test';
export const GUARDIAN = 'guardian@demo.test';
export const DESKTOP = 1366;
export const PHONE = 390;

/** A page signed in as `login`, once the signed-in screen shows its header. */
export async function signedIn(
  journey: Journey,
  login: string,
  width = DESKTOP,
  options: Pick<PageOptions, 'timezoneId'> = {},
): Promise<Page> {
  const page = await journey.newPage({ width, height: 900, ...options });
  await signIn(page, login);
  await page.locator('.app-header').waitFor();
  return page;
}

/** A page signed in as the demo teacher, on their home page. */
export async function signedInTeacher(journey: Journey, width = DESKTOP): Promise<Page> {
  const page = await signedIn(journey, TEACHER, width);
  await page.waitForURL('**/home');
  return page;
}

/** The signed-in customer's district, its time zone and the day it is there. */
export async function districtOf(page: Page) {
  const customer = (await apiJson(page, '/n/customer_info')).data as {
    district_id: number;
    district_time_zone: string;
  };
  const timeZone = customer.district_time_zone;
  return { districtId: customer.district_id, timeZone, today: localDay(Date.now(), timeZone) };
}

/** The first of the signed-in customer's classrooms. */
export async function firstClassroom(page: Page, districtId: number): Promise<Classroom> {
  return ((await apiJson(page, `/n/districts/${districtId}/classrooms`)).data as Classroom[])[0]!;
}

/** What the assign journeys start from, read by a signed-in teacher: the district (with the day it is there),
 * its first classroom and the curriculum. */
export async function assignSetting(page: Page) {
  const district = await districtOf(page);
  const classroom = await firstClassroom(page, district.districtId);
  return { ...district, classroom, tree: await curriculumTree(page) };
}

/** A classroom's report, with its teacher and school. */
export const classroomUrl = (districtId: number, classroom: Classroom) =>
  `/district/${districtId}/classroom/${classroom.id}?teacherId=${classroom.teacher_id}&schoolId=${classroom.school_id}`;

/** A student's report, reached from a classroom. */
export const studentUrl = (districtId: number, classroom: Classroom, studentId: number) =>
  `/district/${districtId}/student/${studentId}?teacherId=${classroom.teacher_id}&schoolId=${classroom.school_id}&classroomId=${classroom.id}`;

/** A report path with one of its panes. */
export const withPane = (path: string, pane: string) =>
  `${path}${path.includes('?') ? '&' : '?'}pane=${pane}`;

/** The teacher's first classroom as their home page links to it: its report path (teacher and school) and id. */
export async function homeClassroom(page: Page, baseUrl: string) {
  const path = (await page.locator('a[href*="/classroom/"]').first().getAttribute('href'))!;
  const url = new URL(path, baseUrl);
  return { path, id: Number(url.pathname.split('/')[4]), query: url.searchParams };
}

/** The students of a classroom, as the classroom's roster lists them. */
export async function classroomStudents(page: Page, districtId: number, classroomId: number) {
  const path = `/n/districts/${districtId}/students?classroom_id=${classroomId}`;
  return (await apiJson(page, path)).data as Student[];
}

/** The guardian's child: the one student a guardian sees. */
export async function guardianChild(page: Page, districtId: number) {
  return ((await apiJson(page, `/n/districts/${districtId}/students`)).data as Student[])[0]!;
}

/** The students' active assignments, as the assign form reads them. */
export async function activeOf(page: Page, ids: readonly number[]): Promise<ActiveRow[]> {
  const path = `/m/assignments/students?user_ids=${ids.join(',')}`;
  return ((await apiJson(page, path)) as StudentsActiveAssignmentsResponse).data;
}

/** Those of the students with no active assignment yet (the demo's simulated teachers assign too). */
export async function withoutActive<S>(page: Page, students: readonly S[], idOf: (s: S) => number) {
  const active = await activeOf(page, students.map(idOf));
  const idle = new Set(active.filter((row) => row.assignments.length === 0).map((row) => row.user_id));
  return students.filter((s) => idle.has(idOf(s)));
}

/** The students of a classroom with no active assignment yet, as the assign form lists them. */
export async function freeStudents(page: Page, districtId: number, classroomId: number) {
  return withoutActive(page, await classroomStudents(page, districtId, classroomId), (s) => s.id);
}

/** The assign mode tabs on the demo district (NWEA on, both assessments active; spec §2, §6), as one text. */
export const DEMO_ASSIGN_TABS = 'Add Assignment by:Topic or StandardNWEA ScoreQuantile Framework';

/** Opens the assign form from a classroom's report through its Assign button. */
export async function openAssignForm(page: Page, districtId: number, classroom: Classroom) {
  await page.goto(classroomUrl(districtId, classroom));
  await page.getByRole('link', { name: 'Assign', exact: true }).click();
  await page.waitForURL('**/add-assignment?**');
}

/** POST /m/assignments with the page's session and the CSRF header, as the web app sends it. */
export async function postAssignment(page: Page, body: CreateAssignmentRequest) {
  return page.evaluate(
    async ({ payload, header, value }) => {
      const response = await fetch('/m/assignments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [header]: value },
        body: JSON.stringify(payload),
      });
      return { status: response.status, body: (await response.json()) as PostAnswer };
    },
    { payload: body, header: CSRF_HEADER, value: CSRF_HEADER_VALUE },
  );
}

/** An assignment the server makes: its id. */
export async function assign(page: Page, body: CreateAssignmentRequest): Promise<number> {
  const answer = await postAssignment(page, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.assignment_id;
}

/** A focus for some students of a classroom from today for some weeks (a one-week spot check unless told). */
export function assignmentRequest(request: {
  classroomId: number;
  focusId: number;
  focusType: CreateAssignmentRequest['focus_type'];
  today: string;
  userIds: number[];
  type?: CreateAssignmentRequest['assignment_type'];
  weeks?: number;
}): CreateAssignmentRequest {
  return {
    classroom_id: request.classroomId,
    focus_id: request.focusId,
    focus_type: request.focusType,
    assignment_type: request.type ?? 'SPOT',
    start_date: request.today,
    end_date: addDays(request.today, 7 * (request.weeks ?? 1) - 1),
    user_ids: request.userIds,
  };
}

/** The curriculum the assign form offers. */
export async function curriculumTree(page: Page): Promise<CurriculumTree> {
  return (await apiJson(page, '/m/ast/ccss/tree/domains')).data as CurriculumTree;
}

/** The level of a grade (the highest level for a grade above them all). */
export const levelOfGrade = (tree: CurriculumTree, grade: number) =>
  tree.levels.find((l) => l.id === grade) ?? tree.levels.at(-1)!;

export const nameOf = (s: { first_name: string; last_name: string }) =>
  `${s.first_name} ${s.last_name}`.trim();

/** An assignment item of a list on screen. */
export const assignmentItem = (page: Page, assignmentId: number) =>
  page.locator(`.assignment-item[data-assignment-id="${assignmentId}"]`);

/** The button naming an assignment item's focus code, which opens and closes the item. */
export const focusToggle = (item: Locator, focusCode: string) =>
  item.getByRole('button', { name: new RegExp(focusCode.replace(/\./g, '\\.')) });
