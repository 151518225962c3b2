/** Navigation lists under /n/districts/{districtId} (spec §5): the caller's district, only the rows they may see. */
import {
  classroomListQuerySchema,
  classroomListItemSchema,
  gradeListQuerySchema,
  gradeListResponseSchema,
  schoolListItemSchema,
  studentListQuerySchema,
  studentListItemSchema,
  teacherListQuerySchema,
  teacherListResponseSchema,
} from '@dash/contracts';
import { z } from 'zod';
import type { DbOrTrx } from '../db/database.js';
import { districtParams } from '../http/route-params.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { visibleScope, type VisibleScope } from '../policy/policy.js';
import { listClassrooms, listGrades, listSchools, listStudents, listTeachers } from './roster.repository.js';

/** A list response: the rows under `data`. */
const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** What a list reads: the caller's district and list scope, and the validated query. */
interface ListInput<Q> {
  db: DbOrTrx;
  districtId: number;
  scope: VisibleScope;
  query: Q;
}

/** A navigation list: GET, district access, the rows of `list` in the caller's scope. */
function navigationList<Q extends z.ZodType, R extends z.ZodType>(route: {
  url: string;
  summary: string;
  query?: Q;
  response: R;
  list: (input: ListInput<z.infer<Q>>) => Promise<z.infer<R>>;
}): RouteDefinition {
  return defineRoute({
    method: 'GET',
    url: route.url,
    summary: route.summary,
    policy: { access: 'district' },
    params: districtParams,
    query: route.query,
    response: route.response,
    handler: ({ params, query, actor, ctx }) =>
      route.list({ db: ctx.db, districtId: params.districtId, scope: visibleScope(actor), query }),
  });
}

export const rosterRoutes = [
  navigationList({
    url: '/n/districts/:districtId/classrooms',
    summary: 'Classrooms the caller may see, for navigation (optional filters).',
    query: classroomListQuerySchema,
    response: dataOf(classroomListItemSchema),
    list: async ({ db, districtId, scope, query }) => {
      const rows = await listClassrooms(db, districtId, scope, {
        teacherId: query.teacher_id,
        gradeId: query.grade_id,
        schoolId: query.school_id,
        classroomId: query.classroom_id,
      });
      return {
        data: rows.map(({ teacher_first_name, teacher_last_name, ...row }) => ({
          ...row,
          teacher_name: `${teacher_first_name} ${teacher_last_name}`,
        })),
      };
    },
  }),
  navigationList({
    url: '/n/districts/:districtId/schools',
    summary: 'Schools the caller may see, counting only the classrooms and students the caller may see.',
    response: dataOf(schoolListItemSchema),
    list: async ({ db, districtId, scope }) => ({ data: await listSchools(db, districtId, scope) }),
  }),
  navigationList({
    url: '/n/districts/:districtId/students',
    summary:
      "Students the caller may see (a guardian: their children), each with the classrooms the caller may see; optionally one classroom's.",
    query: studentListQuerySchema,
    response: dataOf(studentListItemSchema),
    list: async ({ db, districtId, scope, query }) => ({
      data: await listStudents(db, districtId, scope, { classroomId: query.classroom_id }),
    }),
  }),
  navigationList({
    url: '/n/districts/:districtId/teachers',
    summary:
      'Teachers the caller may see, with their visible classroom count; optional school_id and grade_id.',
    query: teacherListQuerySchema,
    response: teacherListResponseSchema,
    list: async ({ db, districtId, scope, query }) => {
      const rows = await listTeachers(db, districtId, scope, {
        schoolId: query.school_id,
        gradeId: query.grade_id,
      });
      return { data: rows.map((t) => ({ ...t, name: `${t.first_name} ${t.last_name}` })) };
    },
  }),
  navigationList({
    url: '/n/districts/:districtId/grades',
    summary: 'Grades that have students the caller may see, with student counts; optional school_id.',
    query: gradeListQuerySchema,
    response: gradeListResponseSchema,
    list: async ({ db, districtId, scope, query }) => ({
      data: await listGrades(db, districtId, scope, { schoolId: query.school_id }),
    }),
  }),
];
