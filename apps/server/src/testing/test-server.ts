import { MATRIX_BANNER_ID } from '../banners/banners-matrix.js';
import { MATRIX_RESOURCE_ID } from '../resources/resources-matrix.js';
import { MATRIX_PD_LESSON_KEY } from '../pd/pd-matrix.js';
import { MATRIX_WORD_PROBLEMS_QUERY } from '../word-problems/word-problems-matrix.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@dash/contracts';
import { MATRIX_UPLOAD_ID } from '../bulk-upload/bulk-upload-matrix.js';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { getCatalogue } from '../curriculum/catalogue.js';
import { ensureCurriculum } from '../curriculum/curriculum.repository.js';
import { loadConfig, type Config } from '../config/config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { AppContext } from '../http/route.js';
import { createTestDatabase } from './test-database.js';
import { FIXTURE_PASSWORD, loadFixtureDistrict, type FixtureDistrict } from './fixture-district.js';
import { MATRIX_IMAGE_ID } from '../messaging/message-fixtures.js';
import { MATRIX_LESSON_SLOT_ID } from '../printables/printables-matrix.js';

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
  config: Config;
  /** District 11 (the caller's) and district 12 (foreign). */
  home: FixtureDistrict;
  foreign: FixtureDistrict;
  close(): Promise<void>;
}

/** The real server in-process over a real database with two fixture districts; requests via `app.inject`. */
export async function createTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  // As at start-up (main.ts): the curriculum catalogue is loaded before the server answers.
  await ensureCurriculum(database.db);
  const config = {
    ...loadConfig({ DATA_DIR: '/tmp/unused-test-data', WEB_DIST: '/nonexistent' }),
    ...overrides,
  };
  const { app, ctx } = await buildApp(config, database, { logger: false });
  const home = await loadFixtureDistrict(database.db, 11);
  const foreign = await loadFixtureDistrict(database.db, 12);
  return {
    app,
    ctx,
    database,
    config,
    home,
    foreign,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const jsonHeaders = { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };

/** Signs in and returns the session cookie header value. */
export async function login(
  app: FastifyInstance,
  username: string,
  password = FIXTURE_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: jsonHeaders,
    payload: { username, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  return sessionCookieFrom(response);
}

export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie set');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** A standard of the catalogue (3.NF.A.1) for routes that name a :standardId. */
/** Assignments the security suites act on, one per matrix relation (testing/assignment-fixtures.ts). */
export const MATRIX_ASSIGNMENT_IDS = {
  own: 900_001,
  sameSchool: 900_002,
  otherSchool: 900_003,
  foreignDistrict: 900_004,
};

export const SAMPLE_STANDARD_ID = getCatalogue().standardByCode.get('3.NF.A.1')!.standard_id;

/** Routes that name their object in the query string: the query to send, with `:names` filled in like the path's. */
const SAMPLE_QUERY: Record<string, string> = {
  '/api/v1/districts/:districtId/standardscompletions': 'userId=:studentId',
  '/api/v1/districts/:districtId/reports/studentstandardsreport': 'classroom_id=:classroomId',
  '/m/print/districts/:districtId/students/:studentId/milestone_letter': 'lesson_slot_id=:lessonSlotId',
  '/r/districts/:districtId/classrooms/:classroomId/standards/clusters': 'level_id=3&domain=3.NF',
  '/m/assignments/students': 'user_ids=:studentId',
  '/m/assignments/proficiency_slots': 'focus_type=STANDARD&focus_id=:focus_id',
  '/r/districts/:districtId/students/:studentId/goal_standard_progress':
    'focus_type=STANDARD&focus_id=:focus_id',
  '/x/pd-course-access': `link=%2Fmyflexpd%2Flessons%2F${MATRIX_PD_LESSON_KEY}`,
  '/m/word-problems.pdf': MATRIX_WORD_PROBLEMS_QUERY,
};

/** Fills a route's path parameters (`:districtId`, `:classroomId`, …) with the caller's own objects in `fixture`. */
export function sampleUrlFor(url: string, fixture: FixtureDistrict): string {
  const ids = fixture.ids;
  const values: Record<string, number | string> = {
    ast: 'ccss',
    focus_type: 'STANDARD',
    focus_id: SAMPLE_STANDARD_ID,
    districtId: fixture.districtId,
    schoolId: ids.ownSchoolId,
    teacherId: ids.ownTeacherId,
    classroomId: ids.ownClassroomId,
    studentId: ids.ownStudentId,
    customerId: ids.guardianCustomerId,
    gradeId: 3,
    standardId: SAMPLE_STANDARD_ID,
    aid: MATRIX_ASSIGNMENT_IDS.own,
    imageId: MATRIX_IMAGE_ID,
    lessonSlotId: MATRIX_LESSON_SLOT_ID,
    uploadId: MATRIX_UPLOAD_ID,
    bannerId: MATRIX_BANNER_ID,
    resourceId: MATRIX_RESOURCE_ID,
    lessonKey: MATRIX_PD_LESSON_KEY,
    name: 'hide_ftue',
  };
  const template = SAMPLE_QUERY[url] ? `${url}?${SAMPLE_QUERY[url]}` : url;
  return template.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in values))
      throw new Error(`route ${url}: no sample value for :${name}; add one in sampleUrlFor`);
    return String(values[name]);
  });
}
