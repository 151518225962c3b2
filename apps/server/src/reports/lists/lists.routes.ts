/** Report lists of spec §7 under /r/districts/{districtId}, declared from one table: HTTP only. */
import {
  localeForCountry,
  reportListResponseSchema,
  reportQuerySchema,
  type ListReportId,
  type ReportQuery,
} from '@dash/contracts';
import { districtParams, teacherParams, teacherTarget } from '../../http/route-params.js';
import { defineRoute, type RouteDefinition, type RoutePolicy } from '../../http/route.js';
import { ADMIN_ROLES } from '../../policy/policy.js';
import { sendCsv } from '../shared/csv.js';
import { listCsvTable } from './list-csv.js';
import { getReportList } from './lists.service.js';
import type { MemberFilter } from './aggregates.repository.js';

const filterOf = (query: ReportQuery): MemberFilter => ({
  schoolId: query.school_id,
  teacherId: query.teacher_id,
  classroomId: query.classroom_id,
  gradeId: query.grade_id,
});

interface ListRoute {
  url: string;
  report: ListReportId;
  summary: string;
  policy: Extract<RoutePolicy, { access: 'district' | 'object' }>;
  /** The params a list takes from its path (a teacher's classrooms). */
  pathFilter?: (params: { teacherId?: number }) => MemberFilter;
}

const adminList = { access: 'district', roles: ADMIN_ROLES } as const;

const LIST_ROUTES: readonly ListRoute[] = [
  {
    url: '/r/districts/:districtId/schools',
    report: 'school',
    summary: 'Schools of the district with usage and growth (school column set); optional grade_id.',
    policy: adminList,
  },
  {
    url: '/r/districts/:districtId/grades',
    report: 'grade',
    summary: 'Grades with usage and growth over the students the caller may see; optional school_id.',
    policy: adminList,
  },
  {
    url: '/r/districts/:districtId/teachers',
    report: 'teacher',
    summary: 'Teachers with usage and growth; optional school_id and grade_id.',
    policy: adminList,
  },
  {
    url: '/r/districts/:districtId/students',
    report: 'student',
    summary:
      'Students with usage and growth (studentCompletion); optional classroom_id, teacher_id, school_id.',
    policy: { access: 'district' },
  },
  {
    url: '/r/districts/:districtId/teachers/:teacherId/classrooms',
    report: 'classroom',
    summary: "A teacher's classrooms with usage and growth.",
    policy: { access: 'object', state: 'teacher', pane: 'classes', target: teacherTarget },
    pathFilter: (params) => ({ teacherId: params.teacherId }),
  },
];

function listRoute(list: ListRoute): RouteDefinition {
  return defineRoute({
    method: 'GET',
    reuse: true,
    url: list.url,
    summary: `${list.summary} format=csv exports what the screen shows.`,
    policy: list.policy,
    params: list.pathFilter ? teacherParams : districtParams,
    query: reportQuerySchema,
    response: reportListResponseSchema,
    handler: async ({ params, query, actor, ctx, request, reply }) => {
      const filter = { ...filterOf(query), ...list.pathFilter?.(params as { teacherId?: number }) };
      const result = await getReportList(ctx.db, actor, { report: list.report, filter, query });
      if (query.format !== 'csv') return result;
      const table = listCsvTable(list.report, result, {
        locale: query.locale ?? localeForCountry(actor.district.country),
        growthAsPercent: actor.growthAsPercentage,
      });
      return sendCsv(ctx.db, actor, request, reply, table);
    },
  });
}

export const listRoutes = LIST_ROUTES.map(listRoute);
