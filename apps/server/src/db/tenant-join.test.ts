import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { sameTenant, sameTenantWhere } from './tenant-join.js';

/** Compiles queries without a database, to read the SQL they would send. */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('sameTenant', () => {
  it('joins on the district and then on the id', () => {
    const query = db
      .selectFrom('enrollments as e')
      .innerJoin('students as s', sameTenant('s.student_id', 'e.student_id'))
      .select(['s.first_name', 'e.classroom_id'])
      .compile();
    expect(query.sql).toBe(
      'select "s"."first_name", "e"."classroom_id" from "enrollments" as "e" inner join "students" as "s"' +
        ' on "s"."district_id" = "e"."district_id" and "s"."student_id" = "e"."student_id"',
    );
  });

  it('takes unaliased tables', () => {
    const query = db
      .selectFrom('enrollments')
      .innerJoin('students', sameTenant('students.student_id', 'enrollments.student_id'))
      .select('students.grade_id')
      .compile();
    expect(query.sql).toContain(
      'on "students"."district_id" = "enrollments"."district_id" and "students"."student_id" = "enrollments"."student_id"',
    );
  });

  it('refuses, at compile time, a column the join does not have or a table without a district', () => {
    const enrollments = db.selectFrom('enrollments as e');
    // @ts-expect-error: students have no column student_idx
    enrollments.innerJoin('students as s', sameTenant('s.student_idx', 'e.student_id'));
    // @ts-expect-error: x is not a table of this join
    enrollments.innerJoin('students as s', sameTenant('x.student_id', 'e.student_id'));
    // @ts-expect-error: grades are global (no district_id), so this is not a tenant join
    enrollments.innerJoin('grades as g', sameTenant('g.grade_id', 'e.student_id'));
  });

  it('correlates a subquery with its outer row on the district and then on the id', () => {
    const query = db
      .selectFrom('schools as s')
      .select((eb) =>
        eb
          .selectFrom('classrooms as c')
          .select((c) => c.fn.countAll<number>().as('n'))
          .where(sameTenantWhere('c.school_id', 's.school_id'))
          .as('classroom_count'),
      )
      .compile();
    expect(query.sql).toContain(
      'where ("c"."district_id" = "s"."district_id" and "c"."school_id" = "s"."school_id")',
    );
  });

  it('refuses, at compile time, a correlation on a column the query does not have', () => {
    db.selectFrom('schools as s').where(({ exists, selectFrom }) =>
      exists(
        selectFrom('classrooms as c')
          .select('c.classroom_id')
          // @ts-expect-error: schools have no column teacher_id
          .where(sameTenantWhere('c.teacher_id', 's.teacher_id')),
      ),
    );
  });
});
