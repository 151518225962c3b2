import { z } from 'zod';
import type { EditObjectType } from './errors.js';
import { LOCALES } from './locale.js';

/**
 * Administrators' Manage page and account settings (spec §2 Manage, /preferences, /api-key; §3 Teacher, teacher
 * session settings; §5 editing only with provision ids and edit_locked false, saving sends changed fields plus id,
 * provision_uid and type; §7 /m/teacher, /m/school, /m/district, /m/unassigned, preferences, school-admin mode).
 */

const nameField = z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.');
const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

/** What every settings answer carries: the ids a save sends back, and whether editing is allowed. */
const editableFields = {
  id: z.number().int(),
  provision_uid: z.string().nullable(),
  /** False when the caller's account is edit-locked or the object has no provision id (spec §5). */
  editable: z.boolean(),
};

/** The identity part of a save (spec §5): id, provision_uid, type, then only the changed fields. */
const saveIdentity = <T extends EditObjectType>(type: T) => ({
  id: z.number().int(),
  provision_uid: z.string().min(1).max(200),
  type: z.literal(type),
});

export const teacherSettingsSchema = z.object({
  ...editableFields,
  type: z.literal('teacher'),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string().nullable(),
  school_id: z.number().int(),
  school_name: z.string(),
  academic_standard: z.string(),
});
export type TeacherSettings = z.infer<typeof teacherSettingsSchema>;

export const teacherSettingsSaveSchema = z.strictObject({
  ...saveIdentity('teacher'),
  first_name: nameField.optional(),
  last_name: nameField.optional(),
  email_address: z.email('Enter an email address.').max(200).nullable().optional(),
});
export type TeacherSettingsSave = z.infer<typeof teacherSettingsSaveSchema>;

export const teacherAcademicStandardsSchema = z.object({
  /** The teacher's standard: their own choice, else the district's. */
  selected: z.string(),
  district_default: z.string(),
  academic_standards: z.array(z.object({ name: z.string(), title: z.string(), selectable: z.boolean() })),
  editable: z.boolean(),
});
export type TeacherAcademicStandards = z.infer<typeof teacherAcademicStandardsSchema>;

export const teacherAcademicStandardSaveSchema = z.strictObject({
  ...saveIdentity('teacher'),
  academic_standard: z.string().min(1).max(40),
});

export const schoolSettingsSchema = z.object({
  ...editableFields,
  type: z.literal('school'),
  name: z.string(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

export const schoolSettingsSaveSchema = z.strictObject({
  ...saveIdentity('school'),
  name: nameField.optional(),
  city: optionalText(100).nullable().optional(),
  zip: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{0,12}$/, 'Use letters, digits, spaces or hyphens (at most 12).')
    .nullable()
    .optional(),
});
export type SchoolSettingsSave = z.infer<typeof schoolSettingsSaveSchema>;

/**
 * District options a district admin may change on Manage: the rostering switches (spec §6) and whether the
 * getting-started tour shows on sign-in (spec §2 "configured to hide it").
 */
export const EDITABLE_DISTRICT_OPTIONS = [
  'teacher_rostering_enabled',
  'school_admin_rostering_enabled',
  'district_admin_rostering_enabled',
  'hide_ftue',
] as const;

export const districtSettingsSchema = z.object({
  ...editableFields,
  type: z.literal('district'),
  name: z.string(),
  time_zone: z.string(),
  country: z.string(),
  academic_standard: z.string(),
  options: z.record(z.enum(EDITABLE_DISTRICT_OPTIONS), z.boolean()),
});
export type DistrictSettings = z.infer<typeof districtSettingsSchema>;

export const districtSettingsSaveSchema = z.strictObject({
  ...saveIdentity('district'),
  name: nameField.optional(),
  options: z.partialRecord(z.enum(EDITABLE_DISTRICT_OPTIONS), z.boolean()).optional(),
});
export type DistrictSettingsSave = z.infer<typeof districtSettingsSaveSchema>;

export const settingsSavedSchema = z.object({ data: z.object({ changed: z.array(z.string()) }) });
export type SettingsSaved = z.infer<typeof settingsSavedSchema>['data'];

/** Rows of the Manage lists (a school's, the unassigned ones). */
export const managedTeacherSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string().nullable(),
  school_id: z.number().int(),
  classroom_count: z.number().int(),
});
export const managedStudentSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  grade_id: z.number().int(),
});
export const managedClassroomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  grade_id: z.number().int(),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  student_count: z.number().int(),
});
export type ManagedTeacher = z.infer<typeof managedTeacherSchema>;
export type ManagedStudent = z.infer<typeof managedStudentSchema>;
export type ManagedClassroom = z.infer<typeof managedClassroomSchema>;
export const managedTeachersSchema = z.object({ data: z.array(managedTeacherSchema) });
export const managedStudentsSchema = z.object({ data: z.array(managedStudentSchema) });
export const managedClassroomsSchema = z.object({ data: z.array(managedClassroomSchema) });

/**
 * Preferences the product keeps per customer (spec §3 preferences, growth_as_percentage; §1 locales):
 * name → the schema of its value.
 */
export const PREFERENCE_SCHEMAS = {
  growth_as_percentage: z.boolean(),
  hide_ftue: z.boolean(),
  locale: z.enum(LOCALES),
} as const;
export type PreferenceName = keyof typeof PREFERENCE_SCHEMAS;
export const PREFERENCE_NAMES = Object.keys(PREFERENCE_SCHEMAS) as PreferenceName[];
export const preferenceNameSchema = z.enum(PREFERENCE_NAMES as [PreferenceName, ...PreferenceName[]]);
export const preferenceValueSchema = z.union([z.boolean(), z.enum(LOCALES), z.null()]);
export type PreferenceValue = z.infer<typeof preferenceValueSchema>;
export const preferenceSaveSchema = z.strictObject({ value: preferenceValueSchema });
export const preferenceResponseSchema = z.object({
  data: z.object({ name: preferenceNameSchema, value: preferenceValueSchema }),
});

/** The district's ingest key for POST /api/v1/events (spec §2 /api-key): shown once, stored hashed. */
export const apiKeyStatusSchema = z.object({
  data: z.object({
    exists: z.boolean(),
    created_at: z.number().int().nullable(),
  }),
});
export const apiKeyCreatedSchema = z.object({
  data: z.object({ key: z.string(), created_at: z.number().int() }),
});
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>['data'];
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>['data'];

/** Teacher session settings (spec §3, §7 POST /e/session/school_admin_mode): 1 school admin, 2 classrooms. */
export const schoolAdminModeSaveSchema = z.strictObject({
  mode: z.union([z.literal(1), z.literal(2)]),
  selected_school_id: z.number().int().positive().nullable().optional(),
  selected_school_name: z.string().max(200).nullable().optional(),
});
export type SchoolAdminModeSave = z.infer<typeof schoolAdminModeSaveSchema>;

export const customerSchoolsSchema = z.object({
  data: z.object({
    mode: z.number().int().nullable(),
    selected_school_id: z.number().int().nullable(),
    /** Whether the classrooms mode (2) is open to the caller: they teach classrooms too. */
    can_use_classrooms_mode: z.boolean(),
    schools: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
export type CustomerSchools = z.infer<typeof customerSchoolsSchema>['data'];
