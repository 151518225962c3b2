import type { DbOrTrx } from '../db/database.js';
import type { Target, TargetFacts } from '../policy/policy.js';

/** Loads where a report object sits (its schools and teachers) for the policy module's scope check. */
export async function loadTargetFacts(db: DbOrTrx, target: Target): Promise<TargetFacts | null> {
  const districtId = target.districtId;
  switch (target.type) {
    case 'district': {
      const row = await db
        .selectFrom('districts')
        .select('district_id')
        .where('district_id', '=', districtId)
        .executeTakeFirst();
      return row ? { schoolIds: [], teacherIds: [] } : null;
    }
    case 'grade': {
      const row = await db
        .selectFrom('grades')
        .select('grade_id')
        .where('grade_id', '=', target.gradeId)
        .executeTakeFirst();
      return row ? { schoolIds: [], teacherIds: [] } : null;
    }
    case 'school': {
      const row = await db
        .selectFrom('schools')
        .select('school_id')
        .where('district_id', '=', districtId)
        .where('school_id', '=', target.schoolId)
        .executeTakeFirst();
      return row ? { schoolIds: [row.school_id], teacherIds: [] } : null;
    }
    case 'teacher': {
      const row = await db
        .selectFrom('teachers')
        .select(['school_id', 'teacher_id'])
        .where('district_id', '=', districtId)
        .where('teacher_id', '=', target.teacherId)
        .executeTakeFirst();
      return row ? { schoolIds: [row.school_id], teacherIds: [row.teacher_id] } : null;
    }
    case 'classroom': {
      const row = await db
        .selectFrom('classrooms')
        .select(['school_id', 'teacher_id'])
        .where('district_id', '=', districtId)
        .where('classroom_id', '=', target.classroomId)
        .executeTakeFirst();
      return row ? { schoolIds: [row.school_id], teacherIds: [row.teacher_id] } : null;
    }
    case 'student': {
      const student = await db
        .selectFrom('students')
        .select('student_id')
        .where('district_id', '=', districtId)
        .where('student_id', '=', target.studentId)
        .executeTakeFirst();
      if (!student) return null;
      const rows = await db
        .selectFrom('enrollments as e')
        .innerJoin('classrooms as c', (j) =>
          j.onRef('c.district_id', '=', 'e.district_id').onRef('c.classroom_id', '=', 'e.classroom_id'),
        )
        .select(['c.school_id', 'c.teacher_id'])
        .where('e.district_id', '=', districtId)
        .where('e.student_id', '=', target.studentId)
        .execute();
      return { schoolIds: rows.map((r) => r.school_id), teacherIds: rows.map((r) => r.teacher_id) };
    }
    case 'guardian': {
      const row = await db
        .selectFrom('customers')
        .select('customer_id')
        .where('district_id', '=', districtId)
        .where('customer_id', '=', target.customerId)
        .where('account_kind', '=', 'guardian')
        .executeTakeFirst();
      return row ? { schoolIds: [], teacherIds: [] } : null;
    }
  }
}
