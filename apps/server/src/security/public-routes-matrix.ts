/**
 * Matrix entries of the routes that read no district object (scope none): sign-in, the session's own
 * account, and the shared curriculum reads. Merged into ROUTE_MATRIX (route-matrix.ts).
 */
import { everyone, type MatrixEntry } from './matrix-entry.js';

export const PUBLIC_ROUTES_MATRIX: Record<string, MatrixEntry> = {
  'GET /healthz': { scope: 'none', expected: everyone('allow') },
  'POST /api/v1/auth/login': {
    scope: 'none',
    expected: everyone('allow'),
    body: (ctx) => ctx.teacherLogin,
  },
  'POST /api/v1/auth/logout': { scope: 'none', expected: everyone('allow'), endsSessions: true },
  'GET /n/customer_info': { scope: 'none', expected: everyone('allow', 'signIn') },
  'GET /ping': { scope: 'none', expected: everyone('allow', 'signIn') },
  'POST /api/v1/auth/password': {
    scope: 'none',
    expected: everyone('allow', 'signIn'),
    body: (ctx) => ({ current_password: ctx.password, new_password: ctx.password }),
    endsSessions: true,
  },
  'GET /api/docs': { scope: 'none', expected: everyone('allow', 'signIn') },
  'GET /m/academic_standards': { scope: 'none', expected: everyone('allow', 'signIn') },
  'GET /m/ast/:ast/tree/domains': { scope: 'none', expected: everyone('allow', 'signIn') },
  'GET /m/mo_group_desc/focus_type/:focus_type/focus_id/:focus_id': {
    scope: 'none',
    expected: everyone('allow', 'signIn'),
  },
  'GET /m/assignments/proficiency_slots': {
    scope: 'none',
    expected: everyone('allow', 'signIn'),
    query: 'focus_type=STANDARD&focus_id=:focus_id',
  },
};
