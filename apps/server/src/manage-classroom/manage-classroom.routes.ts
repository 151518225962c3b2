/**
 * Classroom and student management calls of spec §7 (/m/classroom/{id}/…, /m/magneto/classroom/{id}/roster,
 * /m/student/{id}/…). Ids are read in the caller's own district; the services ask the policy module about the
 * object (manage-access.ts) before they read or write, so the route policy is `requestObjects`.
 */
import {
  authenticationTypeSettingsSchema,
  authenticationTypeUpdateSchema,
  changedCountSchema,
  classroomRosterSchema,
  classroomSettingsSchema,
  classroomSettingsUpdateSchema,
  engagementRestrictionsSettingsSchema,
  engagementRestrictionsUpdateSchema,
  graduateRequestSchema,
  idSchema,
  moveStudentsRequestSchema,
  primaryGraduationSettingsSchema,
  primaryGraduationUpdateSchema,
  studentPasswordRequestSchema,
  studentSettingsSchema,
  studentSettingsUpdateSchema,
  studentsWithPasswordsSchema,
} from '@dash/contracts';
import { z } from 'zod';
import type { Actor } from '../accounts/actor.js';
import type { Db } from '../db/database.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import * as classrooms from './classroom-settings.service.js';
import * as roster from './roster.service.js';
import * as students from './student-settings.service.js';

const classroomParams = z.object({ classroomId: idSchema });
const studentParams = z.object({ studentId: idSchema });
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

type Read<R> = (db: Db, actor: Actor, id: number) => Promise<R>;
type Write<B, R> = (db: Db, actor: Actor, id: number, body: B) => Promise<R>;

const classroomGet = <R extends z.ZodType>(
  url: string,
  summary: string,
  response: R,
  read: Read<z.infer<R>>,
) =>
  defineRoute({
    method: 'GET',
    url,
    summary,
    policy: { access: 'requestObjects' },
    params: classroomParams,
    response: dataOf(response),
    handler: async ({ params, actor, ctx }) => ({ data: await read(ctx.db, actor, params.classroomId) }),
  });

const classroomPost = <B extends z.ZodType, R extends z.ZodType>(
  url: string,
  summary: string,
  body: B,
  response: R,
  write: Write<z.infer<B>, z.infer<R>>,
) =>
  defineRoute({
    method: 'POST',
    url,
    summary,
    policy: { access: 'requestObjects' },
    params: classroomParams,
    body,
    response: dataOf(response),
    handler: async ({ params, body: input, actor, ctx }) => ({
      data: await write(ctx.db, actor, params.classroomId, input),
    }),
  });

/** A classroom setting read with GET and written with POST at the same path. */
const classroomSetting = <B extends z.ZodType, R extends z.ZodType>(
  name: string,
  what: string,
  schemas: { body: B; response: R },
  read: Read<z.infer<R>>,
  write: Write<z.infer<B>, z.infer<R>>,
) => [
  classroomGet(`/m/classroom/:classroomId/${name}`, `A classroom's ${what}.`, schemas.response, read),
  classroomPost(
    `/m/classroom/:classroomId/${name}`,
    `Changes a classroom's ${what} (changed fields plus id, provision_uid, type).`,
    schemas.body,
    schemas.response,
    write,
  ),
];

export const manageClassroomRoutes: RouteDefinition[] = [
  ...classroomSetting(
    'settings',
    'settings (name, grade)',
    { body: classroomSettingsUpdateSchema, response: classroomSettingsSchema },
    classrooms.getClassroomSettings,
    classrooms.saveClassroomSettings,
  ),
  ...classroomSetting(
    'authentication_type',
    'password type (1 picture, 2 text)',
    { body: authenticationTypeUpdateSchema, response: authenticationTypeSettingsSchema },
    classrooms.getAuthenticationType,
    classrooms.saveAuthenticationType,
  ),
  ...classroomSetting(
    'engagement_restrictions',
    'engagement restrictions',
    { body: engagementRestrictionsUpdateSchema, response: engagementRestrictionsSettingsSchema },
    classrooms.getEngagementRestrictions,
    classrooms.saveEngagementRestrictions,
  ),
  ...classroomSetting(
    'primary_graduation',
    'primary graduation switch and its students',
    { body: primaryGraduationUpdateSchema, response: primaryGraduationSettingsSchema },
    classrooms.getPrimaryGraduation,
    classrooms.savePrimaryGraduation,
  ),
  classroomPost(
    '/m/classroom/:classroomId/graduate',
    'Graduates chosen primary students of a classroom to the intermediate environment.',
    graduateRequestSchema,
    changedCountSchema,
    roster.graduateStudents,
  ),
  classroomPost(
    '/m/classroom/:classroomId/move_students',
    'Moves chosen students of a classroom to another classroom of the district.',
    moveStudentsRequestSchema,
    changedCountSchema,
    roster.moveStudents,
  ),
  classroomGet(
    '/m/classroom/:classroomId/roster',
    "A classroom's roster: password type, students with their activated flag, move targets.",
    classroomRosterSchema,
    roster.getRoster,
  ),
  classroomGet(
    '/m/magneto/classroom/:classroomId/roster',
    "A classroom's roster as the district's rostering system holds it (read-only).",
    classroomRosterSchema,
    roster.getMagnetoRoster,
  ),
  classroomGet(
    '/m/classroom/:classroomId/students_info_with_passwords',
    "A classroom's students with their text and picture passwords (the password pane, login cards).",
    studentsWithPasswordsSchema,
    roster.getStudentsWithPasswords,
  ),
  defineRoute({
    method: 'GET',
    url: '/m/student/:studentId/settings',
    summary: "A student's settings.",
    policy: { access: 'requestObjects' },
    params: studentParams,
    response: dataOf(studentSettingsSchema),
    handler: async ({ params, actor, ctx }) => ({
      data: await students.getStudentSettings(ctx.db, actor, params.studentId),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/m/student/:studentId/settings',
    summary: "Changes a student's names or grade (changed fields plus id, provision_uid, type).",
    policy: { access: 'requestObjects' },
    params: studentParams,
    body: studentSettingsUpdateSchema,
    response: dataOf(studentSettingsSchema),
    handler: async ({ params, body, actor, ctx }) => ({
      data: await students.saveStudentSettings(ctx.db, actor, params.studentId, body),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/m/student/:studentId/student_password',
    summary: "Sets a student's text password or picture password (1–9).",
    policy: { access: 'requestObjects' },
    params: studentParams,
    body: studentPasswordRequestSchema,
    response: dataOf(changedCountSchema),
    handler: async ({ params, body, actor, ctx }) => ({
      data: await students.saveStudentPassword(ctx.db, actor, params.studentId, body),
    }),
  }),
];
