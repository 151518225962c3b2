/**
 * Navigation lists under /n/districts/{districtId} (spec §7 "Teachers", /n/districts/{districtId}/grades):
 * query and response schemas shared by the server and the web app.
 */
import { z } from 'zod';
import { idSchema } from './ids.js';

/** GET /n/districts/{districtId}/teachers: optional filters. */
export const teacherListQuerySchema = z.object({
  school_id: idSchema.optional().describe('Teachers of this school (home school or a classroom in it).'),
  grade_id: idSchema.optional().describe('Teachers with a classroom of this grade (K = 0).'),
});
export type TeacherListQuery = z.infer<typeof teacherListQuerySchema>;

/** A teacher the caller may see; sorted by last_name, first_name. */
export const teacherListItemSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string().describe('first_name and last_name.'),
  email_address: z.string().nullable(),
  school_id: z.number().describe("The teacher's home school."),
  classroom_count: z.number().describe("The teacher's classrooms the caller may see, within the filters."),
});
export type TeacherListItem = z.infer<typeof teacherListItemSchema>;
export const teacherListResponseSchema = z.object({ data: z.array(teacherListItemSchema) });
export type TeacherListResponse = z.infer<typeof teacherListResponseSchema>;

/** GET /n/districts/{districtId}/grades: optional school filter. */
export const gradeListQuerySchema = z.object({
  school_id: idSchema.optional().describe('Only students enrolled in a classroom of this school.'),
});
export type GradeListQuery = z.infer<typeof gradeListQuerySchema>;

/** A grade that has students the caller may see; sorted by grade order (Pre-K, K, 1, …). */
export const gradeListItemSchema = z.object({
  id: z.number().describe('Grade number: K = 0, Pre-K = -1 (spec §9 grade codes).'),
  name: z.string(),
  student_count: z.number(),
});
export type GradeListItem = z.infer<typeof gradeListItemSchema>;
export const gradeListResponseSchema = z.object({ data: z.array(gradeListItemSchema) });
export type GradeListResponse = z.infer<typeof gradeListResponseSchema>;

/** GET /n/districts/{districtId}/schools: a school the caller may see, counting only what the caller may see. */
export const schoolListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  classroom_count: z.number(),
  student_count: z.number(),
});
export type SchoolListItem = z.infer<typeof schoolListItemSchema>;

/** GET /n/districts/{districtId}/classrooms: optional filters. */
export const classroomListQuerySchema = z
  .object({ teacher_id: idSchema, grade_id: idSchema, school_id: idSchema, classroom_id: idSchema })
  .partial();
export type ClassroomListQuery = z.infer<typeof classroomListQuerySchema>;

/** A classroom the caller may see, with its grade, school and teacher. */
export const classroomListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  grade_id: z.number(),
  grade_name: z.string(),
  school_id: z.number(),
  school_name: z.string(),
  teacher_id: z.number(),
  teacher_name: z.string().describe("The teacher's first_name and last_name."),
  student_count: z.number(),
});
export type ClassroomListItem = z.infer<typeof classroomListItemSchema>;

/** GET /n/districts/{districtId}/students: optionally one classroom's. */
export const studentListQuerySchema = z.object({ classroom_id: idSchema.optional() });
export type StudentListQuery = z.infer<typeof studentListQuerySchema>;

/** A student the caller may see (a guardian: their children), with the classrooms the caller may see. */
export const studentListItemSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  grade_id: z.number(),
  grade_name: z.string(),
  classroom_ids: z.array(z.number()),
});
export type StudentListItem = z.infer<typeof studentListItemSchema>;
