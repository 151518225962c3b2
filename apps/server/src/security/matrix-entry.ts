/**
 * How an entry of the authorization matrix (route-matrix.ts) is written: which table of access-matrix.ts decides
 * a route, the request body a cell sends, and the helpers that declare routes about one object.
 * NOTE: security-critical, with route-matrix.ts.
 */
import type { Caller, ListOutcome, ObjectKind, Outcome, Relation, RowKind } from './access-matrix.js';
import type { Db } from '../db/database.js';

/** Fixture facts a request body may need. */
export interface BodyContext {
  /** Username and password of a home-district teacher. */
  teacherLogin: { username: string; password: string };
  password: string;
  /** The classroom and student of the cell's relation (the home district's own for routes about no object). */
  objects: { classroom: number; student: number; teacher: number; school: number; district: number };
  /** The seeded assignment of the cell's relation (MATRIX_ASSIGNMENT_IDS), for writes that name it in the body. */
  assignmentId: number;
}

export type MatrixEntry =
  /** Routes about no object: one outcome per caller. */
  | {
      scope: 'none';
      expected: Record<Caller, Outcome>;
      query?: string;
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
      /** Sent instead of a JSON body: a multipart form (uploads). */
      multipart?: () => { payload: Buffer; contentType: string };
      except?: Partial<Record<Caller, Partial<Record<Relation, Outcome>>>>;
      /** Undoes what earlier cells wrote, before each cell (writes with limits, like 2 active assignments). */
      before?: (db: Db) => Promise<void>;
    }
  /** A district list whose rows carry `id`: LIST_VISIBILITY of its row kind. */
  | { scope: 'list'; rows: RowKind; except?: Partial<Record<Caller, Partial<Record<Relation, ListOutcome>>>> }
  /** Machine ingest with a district key: cookies never authorize; a key writes only its own district's students. */
  | { scope: 'ingest'; body: (studentId: number, uid: string) => unknown }
  /** Machine reads with a district key: cookies never authorize; a key reads only its own district's students. */
  | { scope: 'ingest'; query: (studentId: number) => string };

export const everyone = (outcome: Outcome, anonymousOutcome: Outcome = outcome): Record<Caller, Outcome> => ({
  districtAdmin: outcome,
  schoolAdmin: outcome,
  teacher: outcome,
  guardian: outcome,
  anonymous: anonymousOutcome,
  foreignAdmin: outcome,
});

type Except = Extract<MatrixEntry, { scope: 'object' }>['except'];

/** Routes about one object of `kind`, each reached as OBJECT_ACCESS of that kind says, but for `except`. */
export const onObjects = (kind: ObjectKind, keys: string[], except?: Except): Record<string, MatrixEntry> =>
  Object.fromEntries(keys.map((key) => [key, { scope: 'object', kind, except }]));

/** Routes about one object of `kind` that need a query string to answer, keyed by route. */
export const onObjectsWithQuery = (
  kind: ObjectKind,
  queries: Record<string, string>,
): Record<string, MatrixEntry> =>
  Object.fromEntries(Object.entries(queries).map(([key, query]) => [key, { scope: 'object', kind, query }]));

/** The groups merged into one table; a route named twice is a mistake in this file, not a silent override. */
export function oneEntryPerRoute(...groups: Record<string, MatrixEntry>[]): Record<string, MatrixEntry> {
  const matrix: Record<string, MatrixEntry> = {};
  for (const [key, entry] of groups.flatMap((group) => Object.entries(group))) {
    if (key in matrix) throw new Error(`${key} has two entries in the route matrix`);
    matrix[key] = entry;
  }
  return matrix;
}
