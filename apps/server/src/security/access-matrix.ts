/**
 * The authorization matrix's tables: who may open which object, and which rows each list holds, per caller
 * and relation (route-matrix.ts names each route's table). The expected outcomes are written from spec §6
 * on their own, NOT derived from policy/policy.ts, so a change to the policy module that widens access
 * fails the matrix test.
 * NOTE: security-critical.
 */
import { ROLES } from '@dash/contracts';

/** Who calls: the four roles of the home district, nobody, and a district admin of another district. */
export const CALLERS = [...ROLES, 'anonymous', 'foreignAdmin'] as const;
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
export const row = <T>(own: T, sameSchool: T, otherSchool: T, foreignDistrict: T): Record<Relation, T> => ({
  own,
  sameSchool,
  otherSchool,
  foreignDistrict,
});
const Y = 'allow' as const;
const N = 'refuse' as const;
/** Nobody signed in: every single read and every list asks for a sign-in. */
const anonymous = row<'signIn'>('signIn', 'signIn', 'signIn', 'signIn');
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
    anonymous,
    foreignAdmin: foreignAdminList,
  },
  teacher: {
    districtAdmin: row(L, L, L, R),
    schoolAdmin: row(L, L, H, R),
    teacher: row(L, H, H, R),
    guardian: row(H, H, H, R),
    anonymous,
    foreignAdmin: foreignAdminList,
  },
  classroom: {
    districtAdmin: row(L, L, L, R),
    schoolAdmin: row(L, L, H, R),
    teacher: row(L, H, H, R),
    guardian: row(H, H, H, R),
    anonymous,
    foreignAdmin: foreignAdminList,
  },
  student: {
    districtAdmin: row(L, L, L, R),
    schoolAdmin: row(L, L, H, R),
    teacher: row(L, H, H, R),
    guardian: row(L, H, H, R),
    anonymous,
    foreignAdmin: foreignAdminList,
  },
};
