import { z } from 'zod';

/** Error codes of spec §8 plus the platform's own (4xxx mirror the HTTP status). */
export const ERROR_CODES = {
  UNKNOWN: 9000,
  EDIT_MODE_BLOCKED: 1000,
  ADMIN_NO_CLASSROOMS: 2000,
  NO_DATA_FOR_STANDARD: 6000,
  STUDENTS_NOT_READY: 7000,
  IGNORED_5100: 5100,
  IGNORED_1002: 1002,
  REQUEST_ERROR_3232: 3232,
  VALIDATION: 4000,
  NOT_AUTHENTICATED: 4010,
  FORBIDDEN: 4030,
  NOT_FOUND: 4040,
  PAYLOAD_TOO_LARGE: 4130,
  RATE_LIMITED: 4290,
  UNAVAILABLE: 5030,
} as const;

export const ERROR_TYPES = [
  'VALIDATION',
  'NOT_AUTHENTICATED',
  'SESSION',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'EDIT_BLOCKED',
  'UNAVAILABLE',
  'UNKNOWN',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/** Reasons a 403 gives for a session that no longer works (spec §8); the client goes to /logout/{path}. */
export const SESSION_END_REASONS = ['expired', 'reset', 'revoked', 'session_unauthorized'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
export const LOGOUT_PATH_FOR_REASON: Record<SessionEndReason, string> = {
  expired: '/logout/expired',
  reset: '/logout/reset',
  revoked: '/logout/revoked',
  session_unauthorized: '/logout/no_auth',
};

/** Fixed messages of spec §8. */
export const ERROR_MESSAGES = {
  generic: 'An unexpected error occurred.',
  noDataForStandard: 'No data exists for the academic standard and time period selected.',
  studentsNotReady: 'New students are not yet ready to be displayed.',
  unsavedChanges: 'You have unsaved changes.',
} as const;

/** The object kinds an edit-mode-blocked error (1000, spec §8) names, by their index. */
export const EDIT_OBJECT_TYPES = ['district', 'school', 'teacher', 'classroom', 'student'] as const;
export type EditObjectType = (typeof EDIT_OBJECT_TYPES)[number];

/** What error 1000 carries (spec §8): the object's type index, its id and the manage-classroom link. */
export const editBlockedDetailSchema = z.object({
  object_type: z
    .number()
    .int()
    .min(0)
    .max(EDIT_OBJECT_TYPES.length - 1),
  object_id: z.number().int(),
  link: z.string().describe('Where the object is managed, e.g. /teacher-settings?classroomId=7.'),
});
export type EditBlockedDetail = z.infer<typeof editBlockedDetailSchema>;

export const apiErrorSchema = z.object({
  errorType: z.enum(ERROR_TYPES),
  code: z.number().int(),
  message: z.string().describe('A sentence a person can act on.'),
  reason: z.enum(SESSION_END_REASONS).optional().describe('Why a session ended (403 only).'),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  editBlocked: editBlockedDetailSchema
    .optional()
    .describe('Error 1000 only: the object that cannot be edited.'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The error body every non-2xx answer carries. */
export const errorBodySchema = z.object({ apiError: apiErrorSchema });
export type ErrorBody = z.infer<typeof errorBodySchema>;
