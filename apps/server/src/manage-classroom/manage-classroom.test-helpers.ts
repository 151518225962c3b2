/**
 * What the classroom and student management tests share (manage-classroom*.api.test.ts): rows, audit and version
 * readers over the test server's fixture district, and the switches that block editing (error 1000), with
 * `resetEditing` to put them back before each test.
 */
import { readVersions, type LiveKind } from '../live/live-versions.repository.js';
import type { SharedTestServer } from '../testing/use-test-server.js';

export type Role = 'districtAdmin' | 'schoolAdmin' | 'teacher' | 'guardian';

export function manageClassroomHelpers(server: SharedTestServer<Role>) {
  const db = () => server.database.db;
  const home = () => server.home;
  const ids = () => server.home.ids;
  const classroomUrl = (id: number, call: string) => `/m/classroom/${id}/${call}`;
  const studentUrl = (id: number, call: string) => `/m/student/${id}/${call}`;
  const classroomIdentity = (id: number) => ({
    id,
    provision_uid: `classroom-${id}`,
    type: 'classroom' as const,
  });
  const studentIdentity = (id: number) => ({ id, provision_uid: `student-${id}`, type: 'student' as const });

  const classroomRow = (id: number) =>
    db()
      .selectFrom('classrooms')
      .selectAll()
      .where('district_id', '=', home().districtId)
      .where('classroom_id', '=', id)
      .executeTakeFirstOrThrow();
  const studentRow = (id: number) =>
    db()
      .selectFrom('students')
      .selectAll()
      .where('district_id', '=', home().districtId)
      .where('student_id', '=', id)
      .executeTakeFirstOrThrow();
  const auditRows = (action: string) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('district_id', '=', home().districtId)
      .where('action', '=', action)
      .orderBy('audit_id')
      .execute();
  const versionOf = async (kind: LiveKind, id: number) =>
    (await readVersions(db(), home().districtId, kind, [id])).get(id) ?? 0;
  const classroomVersion = (id: number) => versionOf('classroom', id);
  const studentVersion = (id: number) => versionOf('student', id);

  /** A student of the classroom other than the teacher's first one. */
  const otherStudentOf = (classroomId: number, not: number) =>
    home().roster.enrollments.find((e) => e.classroom_id === classroomId && e.student_id !== not)!.student_id;

  const post = (url: string, body: object, role: Role) => server.sendAs('POST', url, body, role);

  async function setTeacherAccount(changes: { edit_locked?: boolean; provision_uid?: string | null }) {
    await db()
      .updateTable('customers')
      .set(changes)
      .where('district_id', '=', home().districtId)
      .where('username', '=', home().logins.teacher)
      .execute();
  }

  let fixtureOptions: Record<string, boolean> | undefined;
  /** The fixture district's options with `changes` (none: as loaded). */
  async function setDistrictOptions(changes: Record<string, boolean>) {
    fixtureOptions ??= JSON.parse(
      (
        await db()
          .selectFrom('districts')
          .select('options')
          .where('district_id', '=', home().districtId)
          .executeTakeFirstOrThrow()
      ).options,
    ) as Record<string, boolean>;
    await db()
      .updateTable('districts')
      .set({ options: JSON.stringify({ ...fixtureOptions, ...changes }) })
      .where('district_id', '=', home().districtId)
      .execute();
  }

  /** Editing allowed again: the teacher's account unlocked with its provision id, the district's options as loaded. */
  async function resetEditing() {
    await setTeacherAccount({ edit_locked: false, provision_uid: 'customer-teacher' });
    await setDistrictOptions({});
  }

  return {
    db,
    home,
    ids,
    classroomUrl,
    studentUrl,
    classroomIdentity,
    studentIdentity,
    classroomRow,
    studentRow,
    auditRows,
    classroomVersion,
    studentVersion,
    otherStudentOf,
    post,
    setTeacherAccount,
    setDistrictOptions,
    resetEditing,
  };
}
