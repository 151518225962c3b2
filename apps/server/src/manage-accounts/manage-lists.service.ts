/**
 * The Manage page's lists (spec §7 /m/school/{id}/students, /teachers, /classrooms; /m/unassigned/students and
 * /teachers): a school's as far as the caller may open the school; students and teachers in no classroom
 * within the caller's scope. Students belong to schools only through classrooms, so a student in none is
 * seen by the district admin only; a school admin sees their schools' teachers who teach no classroom.
 */
import type { Actor } from '../accounts/actor.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/app-error.js';
import { canUseManagePage } from '../policy/account-policy.js';
import { requireManageable } from './manage-access.js';
import {
  classroomsOfSchool,
  studentsOfSchool,
  studentsWithoutClassrooms,
  teachersOfSchool,
  teachersWithoutClassrooms,
} from './manage-lists.repository.js';

export type SchoolList = 'students' | 'teachers' | 'classrooms';

export async function listOfSchool(db: Db, actor: Actor, schoolId: number, list: SchoolList) {
  await requireManageable(db, actor, { type: 'school', districtId: actor.districtId, schoolId });
  if (list === 'students') return studentsOfSchool(db, actor.districtId, schoolId);
  if (list === 'teachers') return teachersOfSchool(db, actor.districtId, schoolId);
  return classroomsOfSchool(db, actor.districtId, schoolId);
}

function requireManagePage(actor: Actor) {
  if (!canUseManagePage(actor)) throw forbidden('Only administrators manage accounts.');
}

export async function unassignedStudents(db: Db, actor: Actor) {
  requireManagePage(actor);
  return actor.role === 'districtAdmin' ? studentsWithoutClassrooms(db, actor.districtId) : [];
}

export async function unassignedTeachers(db: Db, actor: Actor) {
  requireManagePage(actor);
  const schools = actor.role === 'districtAdmin' ? null : actor.schoolIds;
  return teachersWithoutClassrooms(db, actor.districtId, schools);
}
