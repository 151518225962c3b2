/**
 * The authorization matrix per route: for every route of `allRoutes`, which table of access-matrix.ts
 * decides who may reach it, with per-route exceptions (pane rules).
 * NOTE: security-critical. A new route needs an entry in ROUTE_MATRIX or the matrix test fails.
 */
import {
  row,
  type Caller,
  type ListOutcome,
  type ObjectKind,
  type Outcome,
  type Relation,
  type RowKind,
} from './access-matrix.js';

const R = 'refuse' as const;

/** Fixture facts a request body may need. */
export interface BodyContext {
  /** Username and password of a home-district teacher. */
  teacherLogin: { username: string; password: string };
  password: string;
}

export type MatrixEntry =
  /** Routes about no object: one outcome per caller. */
  | {
      scope: 'none';
      expected: Record<Caller, Outcome>;
      body?: (ctx: BodyContext) => unknown;
      /** The call ends the caller's session(s): sign in again after it. */
      endsSessions?: boolean;
    }
  /** One report object named by the URL: OBJECT_ACCESS of its kind, with per-route exceptions (pane rules). */
  | {
      scope: 'object';
      kind: ObjectKind;
      query?: string;
      body?: (ctx: BodyContext) => unknown;
      except?: Partial<Record<Caller, Partial<Record<Relation, Outcome>>>>;
    }
  /** A district list whose rows carry `id`: LIST_VISIBILITY of its row kind. */
  | { scope: 'list'; rows: RowKind; except?: Partial<Record<Caller, Partial<Record<Relation, ListOutcome>>>> }
  /** Machine ingest with a district key: cookies never authorize; a key writes only its own district's students. */
  | { scope: 'ingest'; body: (studentId: number, uid: string) => unknown };

const everyone = (outcome: Outcome, anonymousOutcome: Outcome = outcome): Record<Caller, Outcome> => ({
  districtAdmin: outcome,
  schoolAdmin: outcome,
  teacher: outcome,
  guardian: outcome,
  anonymous: anonymousOutcome,
  foreignAdmin: outcome,
});

/** Report lists for administrators only (spec §6: only admins see school and teacher rankings). */
const ADMINS_ONLY = row<ListOutcome>(R, R, R, R);

/** Every route of `allRoutes`, keyed "METHOD url". */
export const ROUTE_MATRIX: Record<string, MatrixEntry> = {
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
  'GET /n/districts/:districtId/classrooms': { scope: 'list', rows: 'classroom' },
  'GET /n/districts/:districtId/schools': { scope: 'list', rows: 'school' },
  'GET /n/districts/:districtId/students': { scope: 'list', rows: 'student' },
  'GET /n/districts/:districtId/teachers': { scope: 'list', rows: 'teacher' },
  /** Grades of the students a member of the district may see (rows are grade numbers): the caller's own district only. */
  'GET /n/districts/:districtId/grades': {
    scope: 'object',
    kind: 'district',
    except: { schoolAdmin: { own: 'allow' }, teacher: { own: 'allow' }, guardian: { own: 'allow' } },
  },
  'GET /r/districts/:districtId/overview': { scope: 'object', kind: 'district' },
  // Grades span schools: a school admin reads the grades of their own schools (the school report's Grades tab).
  'GET /r/districts/:districtId/grades': {
    scope: 'object',
    kind: 'district',
    except: { schoolAdmin: { own: 'allow' } },
  },
  'GET /r/districts/:districtId/schools': {
    scope: 'list',
    rows: 'school',
    except: { teacher: ADMINS_ONLY, guardian: ADMINS_ONLY },
  },
  'GET /r/districts/:districtId/teachers': {
    scope: 'list',
    rows: 'teacher',
    except: { teacher: ADMINS_ONLY, guardian: ADMINS_ONLY },
  },
  'GET /r/districts/:districtId/students': { scope: 'list', rows: 'student' },
  'GET /r/districts/:districtId/teachers/:teacherId/classrooms': { scope: 'object', kind: 'teacher' },
  /** District performance (bubble graph) and customers usage are district panes: district admin only (spec §2, §6). */
  'GET /r/districts/:districtId/schools/bubblegraph': { scope: 'object', kind: 'district' },
  'GET /r/districts/:districtId/customers/usage': { scope: 'object', kind: 'district' },
  /** Frequency graphs of the admins' school and teacher rankings: a school admin gets their own schools' figures. */
  'GET /r/districts/:districtId/schools/frequency': {
    scope: 'object',
    kind: 'district',
    except: { schoolAdmin: { own: 'allow' } },
  },
  'GET /r/districts/:districtId/teachers/frequency': {
    scope: 'object',
    kind: 'district',
    except: { schoolAdmin: { own: 'allow' } },
  },
  /** A school's panes: the district admin and the school's own admins; teachers and guardians never. */
  'GET /r/districts/:districtId/schools/:schoolId/customers/usage': { scope: 'object', kind: 'school' },
  'GET /r/districts/:districtId/schools/:schoolId/classroom-teachers': { scope: 'object', kind: 'school' },
  'GET /r/districts/:districtId/classrooms/:classroomId/usage': { scope: 'object', kind: 'classroom' },
  'GET /r/districts/:districtId/students/:studentId/overview': { scope: 'object', kind: 'student' },
  'GET /r/districts/:districtId/students/:studentId/usage': { scope: 'object', kind: 'student' },
  'GET /r/districts/:districtId/students/:studentId/highlights': { scope: 'object', kind: 'student' },
  /** Proficiency by grade and domain: the student overview's data (guardians see their own child's overview). */
  'GET /r/districts/:districtId/students/:studentId/proficiency/domains': {
    scope: 'object',
    kind: 'student',
  },
  'GET /api/v1/districts/:districtId/standardscompletions': {
    scope: 'object',
    kind: 'student',
    query: 'userId=:studentId',
  },
  /** Spec §6: a guardian's student panes are show, activity, usage, assignments, create_assignment: no standards. */
  'GET /r/districts/:districtId/students/:studentId/standards': {
    scope: 'object',
    kind: 'student',
    except: { guardian: { own: 'refuse' } },
  },
  /** Classroom standards: admins of the classroom's school and its teacher (school admins keep standards, unlike concepts). */
  'GET /r/districts/:districtId/classrooms/:classroomId/standards/levels': {
    scope: 'object',
    kind: 'classroom',
  },
  'GET /r/districts/:districtId/classrooms/:classroomId/standards/domains': {
    scope: 'object',
    kind: 'classroom',
    query: 'level_id=3',
  },
  'GET /r/districts/:districtId/classrooms/:classroomId/standards/clusters': {
    scope: 'object',
    kind: 'classroom',
    query: 'level_id=3&domain=3.NF',
  },
  'GET /r/districts/:districtId/classrooms/:classroomId/standards/all': {
    scope: 'object',
    kind: 'classroom',
    query: 'level_id=3&page=1&size=5',
  },
  'GET /r/districts/:districtId/classrooms/:classroomId/standards/:standardId': {
    scope: 'object',
    kind: 'classroom',
  },
  'POST /api/v1/events': {
    scope: 'ingest',
    body: (studentId, uid) => ({
      events: [
        {
          uid,
          student_id: studentId,
          event_code: 300,
          timestamp: Date.now() - 60_000,
          label: 'Matrix badge',
        },
      ],
    }),
  },
};
