/** The fixture objects each relation of the authorization matrix names, and route URLs filled with them. */
import type { RouteDefinition } from '../http/route.js';
import { MATRIX_BANNER_ID } from '../banners/banners-matrix.js';
import { MATRIX_RESOURCE_ID } from '../resources/resources-matrix.js';
import { MATRIX_PD_LESSON_KEY } from '../pd/pd-matrix.js';
import { MATRIX_UPLOAD_ID } from '../bulk-upload/bulk-upload-matrix.js';
import type { FixtureDistrict } from '../testing/fixture-district.js';
import { MATRIX_ASSIGNMENT_IDS, SAMPLE_STANDARD_ID, type TestServer } from '../testing/test-server.js';
import type { ObjectKind, Relation } from './access-matrix.js';
import { MATRIX_IMAGE_ID } from '../messaging/message-fixtures.js';
import { MATRIX_LESSON_SLOT_ID } from '../printables/printables-matrix.js';

type RosterObjects = Record<'school' | 'teacher' | 'classroom' | 'student', number>;

/** Per relation, the school, teacher, classroom and student it names in a fixture district. */
const OBJECTS_OF: Record<Relation, (ids: FixtureDistrict['ids']) => RosterObjects> = {
  own: (ids) => ({
    school: ids.ownSchoolId,
    teacher: ids.ownTeacherId,
    classroom: ids.ownClassroomId,
    student: ids.ownStudentId,
  }),
  sameSchool: (ids) => ({
    school: ids.ownSchoolId,
    teacher: ids.sameSchoolTeacherId,
    classroom: ids.sameSchoolClassroomId,
    student: ids.sameSchoolStudentId,
  }),
  otherSchool: (ids) => ({
    school: ids.otherSchoolId,
    teacher: ids.otherSchoolTeacherId,
    classroom: ids.otherSchoolClassroomId,
    student: ids.otherSchoolStudentId,
  }),
  // The foreign district's own objects, seen from the home district.
  foreignDistrict: (ids) => OBJECTS_OF.own(ids),
};

/** The ids of each kind of object for a relation (see RELATIONS). */
export function idsFor(
  server: TestServer,
  relation: Relation,
): { districtId: number } & Record<ObjectKind, number> {
  const fixture = relation === 'foreignDistrict' ? server.foreign : server.home;
  return {
    districtId: fixture.districtId,
    district: fixture.districtId,
    grade: 3,
    guardian: fixture.ids.guardianCustomerId,
    ...OBJECTS_OF[relation](fixture.ids),
  };
}

const PARAM_KIND: Record<string, ObjectKind | 'districtId'> = {
  districtId: 'districtId',
  gradeId: 'grade',
  schoolId: 'school',
  teacherId: 'teacher',
  classroomId: 'classroom',
  studentId: 'student',
  customerId: 'guardian',
};

/** Path parameters that name no roster object: the same value for every relation. */
const FIXED_PARAMS: Record<string, number | string> = {
  standardId: SAMPLE_STANDARD_ID,
  ast: 'ccss',
  focus_type: 'STANDARD',
  focus_id: SAMPLE_STANDARD_ID,
  imageId: MATRIX_IMAGE_ID,
  lessonSlotId: MATRIX_LESSON_SLOT_ID,
  uploadId: MATRIX_UPLOAD_ID,
  bannerId: MATRIX_BANNER_ID,
  resourceId: MATRIX_RESOURCE_ID,
  lessonKey: MATRIX_PD_LESSON_KEY,
  // A preference of GET/PUT …/customers/me/preferences/:name, a setting of /p/customers and of /p/districts.
  name: 'hide_ftue',
};

/** Fills path parameters (and `:names` in the entry's query) with the objects of one relation. */
export function urlFor(server: TestServer, route: RouteDefinition, relation: Relation, query = ''): string {
  const ids = idsFor(server, relation);
  return (query ? `${route.url}?${query}` : route.url).replace(/:(\w+)/g, (_, name: string) => {
    if (name in FIXED_PARAMS) return String(FIXED_PARAMS[name]);
    if (name === 'aid') return String(MATRIX_ASSIGNMENT_IDS[relation]);
    const kind = PARAM_KIND[name];
    if (!kind)
      throw new Error(`${route.method} ${route.url}: no fixture object for :${name}; add it to PARAM_KIND`);
    return String(kind === 'districtId' ? ids.districtId : ids[kind]);
  });
}
