/**
 * The authorization matrix: for every route, who may reach which object. The expected outcomes are
 * written from spec §6 on their own, NOT derived from policy/policy.ts, so a change to the policy module
 * that widens access fails the matrix test.
 * NOTE: security-critical. A new route needs an entry in ROUTE_MATRIX or the matrix test fails.
 */

/** Who calls: the four roles of the home district, nobody, and a district admin of another district. */
export const CALLERS = [
  'districtAdmin',
  'schoolAdmin',
  'teacher',
  'guardian',
  'anonymous',
  'foreignAdmin',
] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * Where the object sits, seen from the home district's teacher (whose school the school admin runs and
 * whose student the guardian's child is): their own object, another classroom of the same school,
 * another school of the district, another district.
 */
export const RELATIONS = ['own', 'sameSchool', 'otherSchool', 'foreignDistrict'] as const;
export type Relation = (typeof RELATIONS)[number];

/** What a single read answers: 2xx, 403, or 401. */
export type Outcome = 'allow' | 'refuse' | 'signIn';
/** What a list does with a row: holds it, leaves it out, or refuses the whole list (403 / 401). */
export type ListOutcome = 'listed' | 'hidden' | 'refuse' | 'signIn';

export type ObjectKind = 'district' | 'grade' | 'school' | 'teacher' | 'classroom' | 'student' | 'guardian';
export type RowKind = 'school' | 'teacher' | 'classroom' | 'student';

/** Which relations name a distinct object of a kind (a district has no "other school"). */
export const RELATIONS_OF: Record<ObjectKind, readonly Relation[]> = {
  district: ['own', 'foreignDistrict'],
  grade: ['own', 'foreignDistrict'],
  guardian: ['own', 'foreignDistrict'],
  school: ['own', 'otherSchool', 'foreignDistrict'],
  teacher: RELATIONS,
  classroom: RELATIONS,
  student: RELATIONS,
};

type Table<T> = Record<Caller, Record<Relation, T>>;
const row = <T>(own: T, sameSchool: T, otherSchool: T, foreignDistrict: T): Record<Relation, T> => ({
  own,
  sameSchool,
  otherSchool,
  foreignDistrict,
});
const Y = 'allow' as const;
const N = 'refuse' as const;
const anonymous = row<Outcome>('signIn', 'signIn', 'signIn', 'signIn');
/** A district admin of district 12 may open district 12's objects and nothing of district 11. */
const foreignAdmin = row<Outcome>(N, N, N, Y);

/**
 * Single reads, spec §6: a district admin sees the whole district; a school admin their school (and
 * grades, which span schools); a teacher their own teacher, classroom and student panes; a guardian their
 * guardian page and their own child. Nobody crosses districts.
 */
export const OBJECT_ACCESS: Record<ObjectKind, Table<Outcome>> = {
  district: {
    districtAdmin: row(Y, Y, Y, N),
    schoolAdmin: row(N, N, N, N),
    teacher: row(N, N, N, N),
    guardian: row(N, N, N, N),
    anonymous,
    foreignAdmin,
  },
  grade: {
    districtAdmin: row(Y, Y, Y, N),
    schoolAdmin: row(Y, Y, Y, N),
    teacher: row(N, N, N, N),
    guardian: row(N, N, N, N),
    anonymous,
    foreignAdmin,
  },
  school: {
    districtAdmin: row(Y, Y, Y, N),
    schoolAdmin: row(Y, Y, N, N),
    teacher: row(N, N, N, N),
    guardian: row(N, N, N, N),
    anonymous,
    foreignAdmin,
  },
  teacher: {
    districtAdmin: row(Y, Y, Y, N),
    schoolAdmin: row(Y, Y, N, N),
    teacher: row(Y, N, N, N),
    guardian: row(N, N, N, N),
    anonymous,
    foreignAdmin,
  },
  classroom: {
    districtAdmin: row(Y, Y, Y, N),
    schoolAdmin: row(Y, Y, N, N),
    teacher: row(Y, N, N, N),
    guardian: row(N, N, N, N),
    anonymous,
    foreignAdmin,
  },
  student: {
    districtAdmin: row(Y, Y, Y, N),
    schoolAdmin: row(Y, Y, N, N),
    teacher: row(Y, N, N, N),
    guardian: row(Y, N, N, N),
    anonymous,
    foreignAdmin,
  },
  guardian: {
    districtAdmin: row(N, N, N, N),
    schoolAdmin: row(N, N, N, N),
    teacher: row(N, N, N, N),
    guardian: row(Y, N, N, N),
    anonymous,
    foreignAdmin: row(N, N, N, N),
  },
};

const L = 'listed' as const;
const H = 'hidden' as const;
const R = 'refuse' as const;
const anonymousList = row<ListOutcome>('signIn', 'signIn', 'signIn', 'signIn');
/** The foreign admin's request for district 11 is refused; in their own district their row is listed. */
const foreignAdminList = row<ListOutcome>(R, R, R, L);

/**
 * Lists under /n/districts/{districtId}: another district's list is refused outright; within the district
 * a row is listed only when the caller could open it. Guardians list only their children, no classrooms
 * or schools. A teacher lists the school they teach in.
 */
export const LIST_VISIBILITY: Record<RowKind, Table<ListOutcome>> = {
  school: {
    districtAdmin: row(L, L, L, R),
    schoolAdmin: row(L, L, H, R),
    teacher: row(L, L, H, R),
    guardian: row(H, H, H, R),
    anonymous: anonymousList,
    foreignAdmin: foreignAdminList,
  },
  teacher: {
    districtAdmin: row(L, L, L, R),
    schoolAdmin: row(L, L, H, R),
    teacher: row(L, H, H, R),
    guardian: row(H, H, H, R),
    anonymous: anonymousList,
    foreignAdmin: foreignAdminList,
  },
  classroom: {
    districtAdmin: row(L, L, L, R),
    schoolAdmin: row(L, L, H, R),
    teacher: row(L, H, H, R),
    guardian: row(H, H, H, R),
    anonymous: anonymousList,
    foreignAdmin: foreignAdminList,
  },
  student: {
    districtAdmin: row(L, L, L, R),
    schoolAdmin: row(L, L, H, R),
    teacher: row(L, H, H, R),
    guardian: row(L, H, H, R),
    anonymous: anonymousList,
    foreignAdmin: foreignAdminList,
  },
};

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
