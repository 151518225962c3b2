/**
 * Printables (spec §2 Info pane buttons and print modals, §4 Print-all, §7 Links): GET routes on one object that
 * answer application/pdf. The route's policy checks the pane and the object's scope; the service asks the
 * policy module whether the district offers the printable and whether passwords may be printed.
 */
import {
  letterQuerySchema,
  milestoneQuerySchema,
  studentOverviewsQuerySchema,
  type LetterLanguage,
} from '@dash/contracts';
import { z } from 'zod';
import { objectRoute, type ReportObject } from '../http/object-route.js';
import type { HandlerInput, RouteDefinition } from '../http/route.js';
import type { Actor } from '../accounts/actor.js';
import {
  printCertificate,
  printClassroomCodes,
  printFamilyLetters,
  printLoginCards,
  printMilestoneLetter,
  printStudentOverviews,
  type PrintCall,
} from './printables.service.js';

const pdf = z.unknown().describe('application/pdf');
const BASE = '/m/print/districts/:districtId';

const callOf = (input: HandlerInput<unknown, unknown, unknown, Actor>): PrintCall => ({
  ctx: input.ctx,
  actor: input.actor,
  request: input.request,
  reply: input.reply,
});

/** A PDF route on one report object with the `lang` query (en or es). */
function letterRoute<S extends ReportObject>(
  state: S,
  pane: string,
  path: string,
  summary: string,
  print: (call: PrintCall, params: any, lang: LetterLanguage) => Promise<never>,
): RouteDefinition {
  return objectRoute({
    url: `${BASE}${path}`,
    summary,
    state,
    pane,
    query: letterQuerySchema,
    response: pdf,
    handler: (input) => print(callOf(input), input.params, input.query.lang),
  });
}

export const printablesRoutes: readonly RouteDefinition[] = [
  letterRoute(
    'classroom',
    'students',
    '/classrooms/:classroomId/login_cards',
    'Login cards of a classroom (not in SSO-only districts): name, username, password for those allowed, code, URL and QR.',
    (call, p: { classroomId: number }, lang) => printLoginCards(call, p.classroomId, lang),
  ),
  letterRoute(
    'school',
    'teachers',
    '/schools/:schoolId/classroom_codes',
    "A school's classroom codes with their teachers (show_classroom_login_code on, not SSO-only).",
    (call, p: { schoolId: number }, lang) => printClassroomCodes(call, p.schoolId, lang),
  ),
  letterRoute(
    'school',
    'teachers',
    '/schools/:schoolId/family_letters',
    'Family invitation letters for every student of a school (lang=es for Spanish); SSO-only: parent-login letters.',
    (call, p: { schoolId: number }, lang) =>
      printFamilyLetters(call, { kind: 'school', schoolId: p.schoolId }, lang),
  ),
  letterRoute(
    'classroom',
    'students',
    '/classrooms/:classroomId/family_letters',
    'Family invitation letters for the students of a classroom (the spec\'s "cid"; lang=es for Spanish).',
    (call, p: { classroomId: number }, lang) =>
      printFamilyLetters(call, { kind: 'classroom', classroomId: p.classroomId }, lang),
  ),
  letterRoute(
    'student',
    'overview',
    '/students/:studentId/family_letter',
    'The family invitation letter of one student (the spec\'s "sid"; lang=es for Spanish).',
    (call, p: { studentId: number }, lang) =>
      printFamilyLetters(call, { kind: 'student', studentId: p.studentId }, lang),
  ),
  letterRoute(
    'student',
    'overview',
    '/students/:studentId/certificate',
    "A student's engagement certificate: lessons completed and minutes of practice.",
    (call, p: { studentId: number }, lang) => printCertificate(call, p.studentId, lang),
  ),
  objectRoute({
    url: `${BASE}/classrooms/:classroomId/student_overviews`,
    summary:
      'Print-all: the student overview of each student of a classroom, one page each; batches of 25 above 30.',
    state: 'classroom',
    pane: 'overview',
    query: studentOverviewsQuerySchema,
    response: pdf,
    handler: (input) => printStudentOverviews(callOf(input), input.params.classroomId, input.query),
  }),
  objectRoute({
    url: `${BASE}/students/:studentId/milestone_letter`,
    summary:
      'The milestone completed letter of a student for the trigger lesson slot of a completed lesson group.',
    state: 'student',
    pane: 'overview',
    query: milestoneQuerySchema,
    response: pdf,
    handler: (input) => printMilestoneLetter(callOf(input), input.params.studentId, input.query),
  }),
];
