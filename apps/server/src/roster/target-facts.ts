import type { Selectable } from 'kysely';
import type { Database, DbOrTrx } from '../db/database.js';
import { sameTenant } from '../db/tenant-join.js';
import type { Target, TargetFacts } from '../policy/policy.js';

/** Loads where a report object sits (its schools and teachers) for the policy module's scope check. */
export async function loadTargetFacts(db: DbOrTrx, target: Target): Promise<TargetFacts | null> {
  const districtId = target.districtId;
  switch (target.type) {
    case 'district':
      return factsOf(await findRow(db, 'districts', { district_id: districtId }), () => NOWHERE);
    case 'grade':
      return factsOf(await findRow(db, 'grades', { grade_id: target.gradeId }), () => NOWHERE);
    case 'school':
      return factsOf(
        await findRow(db, 'schools', { district_id: districtId, school_id: target.schoolId }),
        (school) => ({ schoolIds: [school.school_id], teacherIds: [] }),
      );
    case 'teacher':
      return factsOf(
        await findRow(db, 'teachers', { district_id: districtId, teacher_id: target.teacherId }),
        placed,
      );
    case 'classroom':
      return factsOf(
        await findRow(db, 'classrooms', { district_id: districtId, classroom_id: target.classroomId }),
        placed,
      );
    case 'student': {
      const student = await findRow(db, 'students', {
        district_id: districtId,
        student_id: target.studentId,
      });
      if (!student) return null;
      const rows = await db
        .selectFrom('enrollments as e')
        .innerJoin('classrooms as c', sameTenant('c.classroom_id', 'e.classroom_id'))
        .select(['c.school_id', 'c.teacher_id'])
        .where('e.district_id', '=', districtId)
        .where('e.student_id', '=', target.studentId)
        .execute();
      return { schoolIds: rows.map((r) => r.school_id), teacherIds: rows.map((r) => r.teacher_id) };
    }
    case 'guardian': {
      const key = {
        district_id: districtId,
        customer_id: target.customerId,
        account_kind: 'guardian' as const,
      };
      return factsOf(await findRow(db, 'customers', key), () => NOWHERE);
    }
  }
}

/** An object in no school and under no teacher: the district, a grade, a guardian. */
const NOWHERE: TargetFacts = { schoolIds: [], teacherIds: [] };

/** A teacher (their home school) or a classroom: one school, one teacher. */
const placed = (row: { school_id: number; teacher_id: number }): TargetFacts => ({
  schoolIds: [row.school_id],
  teacherIds: [row.teacher_id],
});

/** The facts of a row that exists; `null` for one that does not, so an unknown id is refused. */
const factsOf = <R>(row: R | undefined, facts: (row: R) => TargetFacts): TargetFacts | null =>
  row ? facts(row) : null;

/** The row of `table` whose columns hold the values of `key`, if there is one. */
function findRow<T extends keyof Database>(
  db: DbOrTrx,
  table: T,
  key: Partial<Selectable<Database[T]>>,
): Promise<Selectable<Database[T]> | undefined> {
  return db
    .selectFrom(table as keyof Database)
    .selectAll()
    .where((eb) => eb.and(key as never))
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}
