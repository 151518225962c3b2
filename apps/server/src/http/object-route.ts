/**
 * A GET route on one report object (spec §5): the path names the object of a report state, and the policy
 * checks the caller's permission for a pane of that state, then the object's scope.
 */
import type { z } from 'zod';
import type { Actor } from '../accounts/actor.js';
import {
  classroomParams,
  classroomTarget,
  districtParams,
  districtTarget,
  schoolParams,
  schoolTarget,
  studentParams,
  studentTarget,
} from './route-params.js';
import { defineRoute, type HandlerInput, type RouteDefinition } from './route.js';

/** The path parameters of each report object and the policy target they name. */
const REPORT_OBJECTS = {
  district: { params: districtParams, target: districtTarget },
  school: { params: schoolParams, target: schoolTarget },
  classroom: { params: classroomParams, target: classroomTarget },
  student: { params: studentParams, target: studentTarget },
} as const;

export type ReportObject = keyof typeof REPORT_OBJECTS;
export type ObjectParams<S extends ReportObject> = z.infer<(typeof REPORT_OBJECTS)[S]['params']>;

export interface ObjectRoute<S extends ReportObject, P, Q extends z.ZodType, R extends z.ZodType> {
  url: string;
  summary: string;
  /** The report state the path names the object of (also the policy's target type). */
  state: S;
  pane: string;
  /** The object's own path parameters unless the path names more (a standard of a classroom). */
  params?: z.ZodType<P>;
  query: Q;
  response: R;
  handler: (input: HandlerInput<P, z.infer<Q>, unknown, Actor>) => Promise<z.infer<R>>;
  /** See RouteDefinition `reuse`. */
  reuse?: boolean;
}

/** Declares a GET report route on one object; see `ObjectRoute`. */
export function objectRoute<
  S extends ReportObject,
  Q extends z.ZodType,
  R extends z.ZodType,
  P = ObjectParams<S>,
>(route: ObjectRoute<S, P, Q, R>): RouteDefinition {
  const { url, summary, state, pane, params, query, response, handler, reuse } = route;
  const object = REPORT_OBJECTS[state];
  return defineRoute({
    method: 'GET',
    url,
    summary,
    reuse,
    policy: { access: 'object', state, pane, target: object.target },
    params: params ?? object.params,
    query,
    response,
    handler: handler as (input: HandlerInput<unknown, z.infer<Q>, unknown, Actor>) => Promise<z.infer<R>>,
  });
}
