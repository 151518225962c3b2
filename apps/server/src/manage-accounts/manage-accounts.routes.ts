/**
 * The Manage page's API (spec §7): teacher, school and district settings, a teacher's academic standard, a
 * school's lists and the unassigned lists. The paths name no district: the object is looked up in the caller's,
 * and the services ask the policy module (account-policy.ts, policy.ts) before reading or writing.
 */
import {
  districtSettingsSaveSchema,
  districtSettingsSchema,
  idSchema,
  managedClassroomsSchema,
  managedStudentsSchema,
  managedTeachersSchema,
  schoolSettingsSaveSchema,
  schoolSettingsSchema,
  settingsSavedSchema,
  teacherAcademicStandardSaveSchema,
  teacherAcademicStandardsSchema,
  teacherSettingsSaveSchema,
  teacherSettingsSchema,
} from '@dash/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { districtManagePolicy } from '../http/route-params.js';
import {
  readDistrictSettings,
  readSchoolSettings,
  readTeacherSettings,
  readTeacherStandards,
  saveDistrictSettings,
  saveSchoolSettings,
  saveTeacherSettings,
  saveTeacherStandardChoice,
} from './account-settings.service.js';
import { listOfSchool, unassignedStudents, unassignedTeachers } from './manage-lists.service.js';

const teacherPath = z.object({ teacherId: idSchema });
const schoolPath = z.object({ schoolId: idSchema });
const districtPath = z.object({ districtId: idSchema });
const objects = { access: 'requestObjects' } as const;
const saved = (changed: string[]) => ({ data: { changed } });

const schoolListRoute = (list: 'students' | 'teachers' | 'classrooms', response: z.ZodType) =>
  defineRoute({
    method: 'GET',
    url: `/m/school/:schoolId/${list}`,
    summary: `The school's ${list} on the Manage page (admins of the school).`,
    policy: objects,
    params: schoolPath,
    response,
    handler: async ({ params, actor, ctx }) => ({
      data: await listOfSchool(ctx.db, actor, params.schoolId, list),
    }),
  });

export const manageAccountsRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/m/teacher/:teacherId/settings',
    summary:
      'A teacher’s settings (spec §3 Teacher): name, email, school, academic standard, whether editable.',
    policy: objects,
    params: teacherPath,
    response: z.object({ data: teacherSettingsSchema }),
    handler: async ({ params, actor, ctx }) => ({
      data: await readTeacherSettings(ctx.db, actor, params.teacherId),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/m/teacher/:teacherId/settings',
    summary: 'Saves a teacher’s changed fields with id, provision_uid and type (spec §5); audited.',
    policy: objects,
    params: teacherPath,
    body: teacherSettingsSaveSchema,
    response: settingsSavedSchema,
    handler: async ({ params, body, actor, ctx, request }) =>
      saved(await saveTeacherSettings(ctx.db, actor, params.teacherId, body, request.ip)),
  }),
  defineRoute({
    method: 'GET',
    url: '/m/teacher/:teacherId/academic_standards',
    summary: 'The academic standards a teacher may choose and the one in use.',
    policy: objects,
    params: teacherPath,
    response: z.object({ data: teacherAcademicStandardsSchema }),
    handler: async ({ params, actor, ctx }) => ({
      data: await readTeacherStandards(ctx.db, actor, params.teacherId),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/m/teacher/:teacherId/academic_standards',
    summary: 'Sets a teacher’s academic standard (one of those with content); audited.',
    policy: objects,
    params: teacherPath,
    body: teacherAcademicStandardSaveSchema,
    response: settingsSavedSchema,
    handler: async ({ params, body, actor, ctx, request }) =>
      saved(await saveTeacherStandardChoice(ctx.db, actor, params.teacherId, body, request.ip)),
  }),
  defineRoute({
    method: 'GET',
    url: '/m/school/:schoolId/settings',
    summary: 'A school’s settings: name, city, zip, whether editable.',
    policy: objects,
    params: schoolPath,
    response: z.object({ data: schoolSettingsSchema }),
    handler: async ({ params, actor, ctx }) => ({
      data: await readSchoolSettings(ctx.db, actor, params.schoolId),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/m/school/:schoolId/settings',
    summary: 'Saves a school’s changed fields with id, provision_uid and type (spec §5); audited.',
    policy: objects,
    params: schoolPath,
    body: schoolSettingsSaveSchema,
    response: settingsSavedSchema,
    handler: async ({ params, body, actor, ctx, request }) =>
      saved(await saveSchoolSettings(ctx.db, actor, params.schoolId, body, request.ip)),
  }),
  schoolListRoute('students', managedStudentsSchema),
  schoolListRoute('teachers', managedTeachersSchema),
  schoolListRoute('classrooms', managedClassroomsSchema),
  defineRoute({
    method: 'GET',
    url: '/m/district/:districtId/settings',
    summary: 'The district’s settings (district admins): name, time zone, standard, rostering options.',
    policy: districtManagePolicy,
    params: districtPath,
    response: z.object({ data: districtSettingsSchema }),
    handler: async ({ params, actor, ctx }) => ({
      data: await readDistrictSettings(ctx.db, actor, params.districtId),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/m/district/:districtId/settings',
    summary:
      'Saves the district’s changed name or rostering options with id, provision_uid and type; audited.',
    policy: districtManagePolicy,
    params: districtPath,
    body: districtSettingsSaveSchema,
    response: settingsSavedSchema,
    handler: async ({ params, body, actor, ctx, request }) =>
      saved(await saveDistrictSettings(ctx.db, actor, params.districtId, body, request.ip)),
  }),
  defineRoute({
    method: 'GET',
    url: '/m/unassigned/students',
    summary: 'Students in no classroom, within the caller’s scope (admins).',
    // The caller's own district; the service refuses anyone but administrators (account-policy.ts).
    policy: { access: 'session' },
    response: managedStudentsSchema,
    handler: async ({ actor, ctx }) => ({ data: await unassignedStudents(ctx.db, actor) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/m/unassigned/teachers',
    summary: 'Teachers with no classroom, within the caller’s scope (admins).',
    policy: { access: 'session' },
    response: managedTeachersSchema,
    handler: async ({ actor, ctx }) => ({ data: await unassignedTeachers(ctx.db, actor) }),
  }),
];
