import { z } from 'zod';
import { idSchema } from './ids.js';

/**
 * Managing a classroom and its students (spec §2 panes classroom_settings, roster, password_type,
 * engagement_restrictions, primary_graduation, password; §3 fields; §5 editing; §7 /m/classroom and /m/student
 * calls). Every write sends its changed fields plus the object's id, provision_uid and type (spec §5).
 */

/** Spec §3 Roster authentication_type (AUTHENTICATION_TYPES in constants.ts): 1 picture, 2 text. */
export const authenticationTypeSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'must be 1 (picture) or 2 (text)',
});

/** Spec §3 picture passwords 1–9 (names in PICTURE_PASSWORDS, constants.ts). */
export const PICTURE_PASSWORD_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const picturePasswordSchema = z
  .number({ error: 'must be a number from 1 to 9' })
  .int('must be a whole number from 1 to 9')
  .min(1, 'must be from 1 to 9')
  .max(9, 'must be from 1 to 9');

/** Spec §3 engagement restriction codes. */
export const ENGAGEMENT_RESTRICTIONS = [
  'arcade_restricted',
  'my_house_restricted',
  'collections_restricted',
  'personalization_restricted',
  'school_hours',
] as const;
export type EngagementRestriction = (typeof ENGAGEMENT_RESTRICTIONS)[number];

/** Spec §9 learning environments: Primary 0, Intermediate 1, Middle School 2. */
export const LEARNING_ENVIRONMENTS = { primary: 0, intermediate: 1, middleSchool: 2 } as const;

/** What every write names (spec §5): the object's id, its provision_uid (as read) and its type. */
const writeIdentity = <T extends 'classroom' | 'student'>(type: T) => ({
  id: idSchema,
  provision_uid: z.string().max(200).nullable(),
  type: z.literal(type, { error: `must be "${type}"` }),
});

/** The object identity every read answers with, plus whether the caller may edit it now. */
const readIdentity = <T extends 'classroom' | 'student'>(type: T) => ({
  id: z.number().int(),
  provision_uid: z.string().nullable(),
  type: z.literal(type),
  /** False when the caller may look but not edit (spec §5 edit_locked, no provision ids): writes answer 1000. */
  editable: z.boolean(),
});

const nameSchema = z.string().trim().min(1, 'must not be empty').max(100, 'is too long');

// ── Classroom settings ────────────────────────────────────────────────────────────────────────────────────

export const classroomSettingsSchema = z.object({
  ...readIdentity('classroom'),
  name: z.string(),
  grade_id: z.number().int(),
  school_id: z.number().int(),
  teacher_id: z.number().int(),
  login_code: z.string(),
  academic_standard: z.string(),
});
export type ClassroomSettings = z.infer<typeof classroomSettingsSchema>;

export const classroomSettingsUpdateSchema = z
  .object({
    ...writeIdentity('classroom'),
    name: nameSchema.optional(),
    grade_id: z.number().int().min(-1).max(12).optional(),
  })
  .strict();
export type ClassroomSettingsUpdate = z.infer<typeof classroomSettingsUpdateSchema>;

export const authenticationTypeSettingsSchema = z.object({
  ...readIdentity('classroom'),
  authentication_type: authenticationTypeSchema,
});
export type AuthenticationTypeSettings = z.infer<typeof authenticationTypeSettingsSchema>;
export const authenticationTypeUpdateSchema = z
  .object({ ...writeIdentity('classroom'), authentication_type: authenticationTypeSchema })
  .strict();
export type AuthenticationTypeUpdate = z.infer<typeof authenticationTypeUpdateSchema>;

const restrictionListSchema = z
  .array(z.enum(ENGAGEMENT_RESTRICTIONS, { error: `must be one of ${ENGAGEMENT_RESTRICTIONS.join(', ')}` }))
  .max(ENGAGEMENT_RESTRICTIONS.length)
  .refine((codes) => new Set(codes).size === codes.length, 'must not repeat a code');

export const engagementRestrictionsSettingsSchema = z.object({
  ...readIdentity('classroom'),
  engagement_restrictions: z.array(z.enum(ENGAGEMENT_RESTRICTIONS)),
});
export type EngagementRestrictionsSettings = z.infer<typeof engagementRestrictionsSettingsSchema>;
export const engagementRestrictionsUpdateSchema = z
  .object({ ...writeIdentity('classroom'), engagement_restrictions: restrictionListSchema })
  .strict();
export type EngagementRestrictionsUpdate = z.infer<typeof engagementRestrictionsUpdateSchema>;

export const graduationStudentSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  grade_id: z.number().int(),
  /** Spec §9 learning environment: 0 primary, 1 intermediate, 2 middle school. */
  learning_environment: z.number().int(),
});
export const primaryGraduationSettingsSchema = z.object({
  ...readIdentity('classroom'),
  /** Students move from the primary to the intermediate environment when they finish the primary content. */
  primary_graduation: z.boolean(),
  students: z.array(graduationStudentSchema),
});
export type PrimaryGraduationSettings = z.infer<typeof primaryGraduationSettingsSchema>;
export const primaryGraduationUpdateSchema = z
  .object({ ...writeIdentity('classroom'), primary_graduation: z.boolean() })
  .strict();
export type PrimaryGraduationUpdate = z.infer<typeof primaryGraduationUpdateSchema>;

const studentIdListSchema = z
  .array(idSchema.pipe(z.number().min(1, 'must be a student id')))
  .min(1, 'must name at least one student')
  .max(500, 'must name at most 500 students');

/** The graduate action (spec §2 graduate confirmation): these primary students move to intermediate. */
export const graduateRequestSchema = z
  .object({ ...writeIdentity('classroom'), student_ids: studentIdListSchema })
  .strict();
export type GraduateRequest = z.infer<typeof graduateRequestSchema>;

/** Moves students of this classroom to another classroom of the same district. */
export const moveStudentsRequestSchema = z
  .object({
    ...writeIdentity('classroom'),
    student_ids: studentIdListSchema,
    to_classroom_id: idSchema.pipe(z.number().min(1, 'must be a classroom id')),
  })
  .strict();
export type MoveStudentsRequest = z.infer<typeof moveStudentsRequestSchema>;

export const changedCountSchema = z.object({ changed: z.number().int() });

// ── Roster ────────────────────────────────────────────────────────────────────────────────────────────────

export const rosterStudentSchema = z.object({
  id: z.number().int(),
  provision_uid: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  grade_id: z.number().int(),
  /** Has signed in and played at least once. */
  activated: z.boolean(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

export const classroomRosterSchema = z.object({
  ...readIdentity('classroom'),
  name: z.string(),
  authentication_type: authenticationTypeSchema,
  /** Roster edits (moving students) need the district's rostering option for the caller's role (spec §6). */
  roster_editable: z.boolean(),
  /** Other classrooms of the district the caller may move these students to. */
  move_targets: z.array(z.object({ id: z.number().int(), name: z.string() })),
  students: z.array(rosterStudentSchema),
});
export type ClassroomRoster = z.infer<typeof classroomRosterSchema>;

// ── Students ─────────────────────────────────────────────────────────────────────────────────────────────

export const studentSettingsSchema = z.object({
  ...readIdentity('student'),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  grade_id: z.number().int(),
  status: z.number().int().nullable(),
});
export type StudentSettings = z.infer<typeof studentSettingsSchema>;

export const studentSettingsUpdateSchema = z
  .object({
    ...writeIdentity('student'),
    first_name: nameSchema.optional(),
    last_name: nameSchema.optional(),
    grade_id: z.number().int().min(-1).max(12).optional(),
  })
  .strict();
export type StudentSettingsUpdate = z.infer<typeof studentSettingsUpdateSchema>;

export const studentWithPasswordSchema = z.object({
  id: z.number().int(),
  provision_uid: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  text_password: z.string().nullable(),
  picture_password: z.number().int().nullable(),
});
export type StudentWithPassword = z.infer<typeof studentWithPasswordSchema>;

export const studentsWithPasswordsSchema = z.object({
  ...readIdentity('classroom'),
  authentication_type: authenticationTypeSchema,
  students: z.array(studentWithPasswordSchema),
});
export type StudentsWithPasswords = z.infer<typeof studentsWithPasswordsSchema>;

/** Text passwords: 4–32 letters, digits and - _ . ! (what a child can type on a login screen). */
export const textPasswordSchema = z
  .string()
  .min(4, 'must be at least 4 characters')
  .max(32, 'must be at most 32 characters')
  .regex(/^[A-Za-z0-9._!-]+$/, 'may hold only letters, digits and - _ . !');

/** spec §7 student_password: id plus exactly one of text_password or picture_password (1–9). */
export const studentPasswordRequestSchema = z
  .object({
    ...writeIdentity('student'),
    text_password: textPasswordSchema.optional(),
    picture_password: picturePasswordSchema.optional(),
  })
  .strict()
  .refine((b) => (b.text_password === undefined) !== (b.picture_password === undefined), {
    message: 'send exactly one of text_password or picture_password',
    path: ['text_password'],
  });
export type StudentPasswordRequest = z.infer<typeof studentPasswordRequestSchema>;

/** The paths of these calls, for the web client. */
export const manageClassroomPaths = {
  settings: (id: number) => `/m/classroom/${id}/settings`,
  authenticationType: (id: number) => `/m/classroom/${id}/authentication_type`,
  engagementRestrictions: (id: number) => `/m/classroom/${id}/engagement_restrictions`,
  primaryGraduation: (id: number) => `/m/classroom/${id}/primary_graduation`,
  graduate: (id: number) => `/m/classroom/${id}/graduate`,
  moveStudents: (id: number) => `/m/classroom/${id}/move_students`,
  roster: (id: number) => `/m/classroom/${id}/roster`,
  magnetoRoster: (id: number) => `/m/magneto/classroom/${id}/roster`,
  studentsWithPasswords: (id: number) => `/m/classroom/${id}/students_info_with_passwords`,
  studentSettings: (id: number) => `/m/student/${id}/settings`,
  studentPassword: (id: number) => `/m/student/${id}/student_password`,
} as const;
