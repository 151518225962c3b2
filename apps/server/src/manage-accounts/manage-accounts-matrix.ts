/**
 * The authorization matrix's entries for the Manage page and account calls (security/route-matrix.ts merges
 * them): settings and lists of a teacher, school or district as OBJECT_ACCESS of that kind says (a teacher their
 * own profile; school settings and lists admins of the school; the district's its admin); the unassigned lists
 * administrators only; the API key the district admin only; preferences anyone of the district for themself,
 * profile settings (/p/customers) only the caller's own id, the district's (/p/districts) its district admin;
 * the school-admin mode school-admin accounts only. Saves send no changed field, so cells write nothing.
 */
import { everyone, type BodyContext, type MatrixEntry } from '../security/matrix-entry.js';

const R = 'refuse' as const;
/** Provision ids as the roster generator writes them (demo/roster-generator.ts). */
const save = (type: 'teacher' | 'school' | 'district', id: number) => ({
  id,
  provision_uid: `${type}-${id}`,
  type,
});
const onKind = (
  kind: 'teacher' | 'school' | 'district',
  body?: (ctx: BodyContext) => unknown,
): MatrixEntry => ({
  scope: 'object',
  kind,
  body,
});
const membersOwnDistrict = {
  schoolAdmin: { own: 'allow' },
  teacher: { own: 'allow' },
  guardian: { own: 'allow' },
} as const;

export const MANAGE_ACCOUNTS_MATRIX: Record<string, MatrixEntry> = {
  'GET /m/teacher/:teacherId/settings': onKind('teacher'),
  'POST /m/teacher/:teacherId/settings': onKind('teacher', ({ objects }) => save('teacher', objects.teacher)),
  'GET /m/teacher/:teacherId/academic_standards': onKind('teacher'),
  'POST /m/teacher/:teacherId/academic_standards': onKind('teacher', ({ objects }) => ({
    ...save('teacher', objects.teacher),
    academic_standard: 'ccss',
  })),
  'GET /m/school/:schoolId/settings': onKind('school'),
  'POST /m/school/:schoolId/settings': onKind('school', ({ objects }) => save('school', objects.school)),
  'GET /m/school/:schoolId/students': onKind('school'),
  'GET /m/school/:schoolId/teachers': onKind('school'),
  'GET /m/school/:schoolId/classrooms': onKind('school'),
  'GET /m/district/:districtId/settings': onKind('district'),
  'POST /m/district/:districtId/settings': onKind('district', ({ objects }) =>
    save('district', objects.district),
  ),
  'GET /m/unassigned/students': {
    scope: 'none',
    expected: { ...everyone('allow', 'signIn'), teacher: R, guardian: R },
  },
  'GET /m/unassigned/teachers': {
    scope: 'none',
    expected: { ...everyone('allow', 'signIn'), teacher: R, guardian: R },
  },
  'GET /api/v1/districts/:districtId/customers/me/preferences/:name': {
    scope: 'object',
    kind: 'district',
    except: membersOwnDistrict,
  },
  'PUT /api/v1/districts/:districtId/customers/me/preferences/:name': {
    scope: 'object',
    kind: 'district',
    body: () => ({ value: false }),
    except: membersOwnDistrict,
  },
  // The URL names the home district's guardian (matrix-targets.ts): only that guardian reads their own settings.
  'GET /p/customers/:customerId/settings/:name': {
    scope: 'none',
    expected: { ...everyone(R, 'signIn'), guardian: 'allow' },
  },
  'PUT /p/customers/:customerId/settings/:name': {
    scope: 'none',
    expected: { ...everyone(R, 'signIn'), guardian: 'allow' },
    body: () => ({ value: false }),
  },
  'GET /p/districts/:districtId/settings/:name': onKind('district'),
  'GET /m/district/:districtId/api_key': onKind('district'),
  // Runs after every ingest cell (routes.ts order); the matrix's own keys are not needed again.
  'POST /m/district/:districtId/api_key': onKind('district'),
  'POST /m/district/:districtId/api_key/revoke': onKind('district'),
  'GET /m/customer/schools': { scope: 'none', expected: everyone('allow', 'signIn') },
  'POST /e/session/school_admin_mode': {
    scope: 'none',
    expected: { ...everyone(R, 'signIn'), schoolAdmin: 'allow' },
    body: () => ({ mode: 1, selected_school_id: null }),
  },
};
