import {
  assignmentHistoryQuerySchema,
  assignmentHistoryResponseSchema,
  assignmentKindOf,
  localeForCountry,
  type AssignmentHistoryItem,
  type Locale,
} from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import type { Db } from '../db/database.js';
import { objectRoute } from '../http/object-route.js';
import type { HandlerInput, RouteDefinition } from '../http/route.js';
import { sendCsv, type CsvTable } from '../reports/shared/csv.js';
import { labelOf } from '../reports/shared/labels.js';
import { assignmentHistory, type HistoryRequest } from './assignment-history.service.js';

const CSV_COLUMNS = [
  'assignment.column.focus',
  'assignment.column.description',
  'assignment.column.type',
  'assignment.column.startDate',
  'assignment.column.dueDate',
  'report.column.firstName',
  'report.column.lastName',
  'assignment.column.status',
  'assignment.column.lessonsPassed',
  'assignment.column.timeSpent',
];

/** One line per assignment and student, in the customer's language (spec §7 format=csv). */
function historyCsv(name: string, assignments: AssignmentHistoryItem[], locale: Locale): CsvTable {
  const label = (key: string) => labelOf(locale, key);
  return {
    name,
    headers: CSV_COLUMNS.map(label),
    rows: assignments.flatMap((a) =>
      a.students.map((s) => [
        a.focus_code,
        a.focus_description,
        label(`assignment.type.${assignmentKindOf(a.assignment_type)}`),
        a.start_date,
        a.due_date,
        s.first_name,
        s.last_name,
        label(`assignment.status.${s.assignment_status}`),
        s.lessons_passed,
        s.time_spent,
      ]),
    ),
  };
}

type HistoryQuery = HistoryRequest & { format: 'json' | 'csv' };

async function answer(
  db: Db,
  actor: Actor,
  input: Pick<HandlerInput<unknown, HistoryQuery, unknown, Actor>, 'request' | 'reply' | 'query'>,
  scope: { classroomId?: number; studentId?: number; csvName: string },
) {
  const data = await assignmentHistory(
    db,
    { districtId: actor.districtId, timeZone: actor.district.timeZone, ...scope },
    input.query,
  );
  if (input.query.format !== 'csv') return { data };
  const locale = localeForCountry(actor.district.country);
  return sendCsv(db, actor, input.request, input.reply, historyCsv(scope.csvName, data.assignments, locale));
}

/** The assignment history of one report object: a classroom's (Assigned Lessons) or a student's (spec §2, §7). */
function historyRoute(state: 'classroom' | 'student', url: string, summary: string, csvName: string) {
  return objectRoute({
    url,
    summary: `${summary}, newest due date first, with each student's progress; format=csv exports it.`,
    state,
    pane: 'assignments',
    query: assignmentHistoryQuerySchema,
    response: assignmentHistoryResponseSchema,
    handler: ({ params, actor, ctx, ...input }) => {
      const { classroomId, studentId } = params as { classroomId?: number; studentId?: number };
      return answer(ctx.db, actor, input, { classroomId, studentId, csvName });
    },
  });
}

export const assignmentHistoryRoutes: RouteDefinition[] = [
  historyRoute(
    'classroom',
    '/r/districts/:districtId/classrooms/:classroomId/assignments',
    'Assigned lessons of a classroom',
    'assigned-lessons',
  ),
  historyRoute(
    'student',
    '/r/districts/:districtId/students/:studentId/assignments',
    'Assignment history of one student',
    'assignment-history',
  ),
];
