import {
  gradeListQuerySchema,
  gradeListResponseSchema,
  idSchema,
  teacherListQuerySchema,
  teacherListResponseSchema,
} from '@dash/contracts';
import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { visibleScope } from '../policy/policy.js';
import { listClassrooms, listGrades, listSchools, listStudents, listTeachers } from './roster.repository.js';

export const districtParams = z.object({ districtId: idSchema });

const classroomItem = z.object({
  id: z.number(),
  name: z.string(),
  grade_id: z.number(),
  grade_name: z.string(),
  school_id: z.number(),
  school_name: z.string(),
  teacher_id: z.number(),
  teacher_name: z.string(),
  student_count: z.number(),
});

export const listClassroomsRoute = defineRoute({
  method: 'GET',
  url: '/n/districts/:districtId/classrooms',
  summary: 'Classrooms the caller may see, for navigation (optional filters).',
  policy: { access: 'district' },
  params: districtParams,
  query: z.object({
    teacher_id: idSchema.optional(),
    grade_id: idSchema.optional(),
    school_id: idSchema.optional(),
    classroom_id: idSchema.optional(),
  }),
  response: z.object({ data: z.array(classroomItem) }),
  handler: async ({ params, query, actor, ctx }) => {
    const rows = await listClassrooms(ctx.db, params.districtId, visibleScope(actor), {
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
});

export const listSchoolsRoute = defineRoute({
  method: 'GET',
  url: '/n/districts/:districtId/schools',
  summary: 'Schools the caller may see, counting only the classrooms and students the caller may see.',
  policy: { access: 'district' },
  params: districtParams,
  response: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        city: z.string().nullable(),
        zip: z.string().nullable(),
        classroom_count: z.number(),
        student_count: z.number(),
      }),
    ),
  }),
  handler: async ({ params, actor, ctx }) => ({
    data: await listSchools(ctx.db, params.districtId, visibleScope(actor)),
  }),
});

export const listStudentsRoute = defineRoute({
  method: 'GET',
  url: '/n/districts/:districtId/students',
  summary:
    "Students the caller may see (a guardian: their children), each with the classrooms the caller may see; optionally one classroom's.",
  policy: { access: 'district' },
  params: districtParams,
  query: z.object({ classroom_id: idSchema.optional() }),
  response: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        first_name: z.string(),
        last_name: z.string(),
        grade_id: z.number(),
        grade_name: z.string(),
        classroom_ids: z.array(z.number()),
      }),
    ),
  }),
  handler: async ({ params, query, actor, ctx }) => ({
    data: await listStudents(ctx.db, params.districtId, visibleScope(actor), {
      classroomId: query.classroom_id,
    }),
  }),
});

export const listTeachersRoute = defineRoute({
  method: 'GET',
  url: '/n/districts/:districtId/teachers',
  summary:
    'Teachers the caller may see, with their visible classroom count; optional school_id and grade_id.',
  policy: { access: 'district' },
  params: districtParams,
  query: teacherListQuerySchema,
  response: teacherListResponseSchema,
  handler: async ({ params, query, actor, ctx }) => {
    const rows = await listTeachers(ctx.db, params.districtId, visibleScope(actor), {
      schoolId: query.school_id,
      gradeId: query.grade_id,
    });
    return { data: rows.map((t) => ({ ...t, name: `${t.first_name} ${t.last_name}` })) };
  },
});

export const listGradesRoute = defineRoute({
  method: 'GET',
  url: '/n/districts/:districtId/grades',
  summary: 'Grades that have students the caller may see, with student counts; optional school_id.',
  policy: { access: 'district' },
  params: districtParams,
  query: gradeListQuerySchema,
  response: gradeListResponseSchema,
  handler: async ({ params, query, actor, ctx }) => ({
    data: await listGrades(ctx.db, params.districtId, visibleScope(actor), { schoolId: query.school_id }),
  }),
});

export const rosterRoutes = [
  listClassroomsRoute,
  listSchoolsRoute,
  listStudentsRoute,
  listTeachersRoute,
  listGradesRoute,
];
