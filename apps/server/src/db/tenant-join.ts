import type { Expression, ExpressionBuilder, JoinBuilder, ReferenceExpression, SqlBool } from 'kysely';

/** `alias.column` of a table in the join whose rows belong to a district (it has `district_id`). */
type TenantColumn<DB, TB extends keyof DB> = {
  [T in TB]: DB[T] extends { district_id: unknown } ? `${T & string}.${keyof DB[T] & string}` : never;
}[TB];

/** Makes a wrong column a compile error that names it. */
type Checked<DB, TB extends keyof DB, C extends string> =
  C extends TenantColumn<DB, TB> ? unknown : { notAColumnOfATenantTableInThisJoin: C };

const districtOf = (column: string) => `${column.slice(0, column.indexOf('.'))}.district_id`;

/**
 * The condition of a join between two tenant tables: the same district and the same id, as every tenant
 * join must be (DESIGN §3: on Citus, rows meet only within their district's shard).
 * `.innerJoin('students as s', sameTenant('s.student_id', 'e.student_id'))` is
 * `on s.district_id = e.district_id and s.student_id = e.student_id`.
 */
export function sameTenant<L extends string, R extends string>(joined: L, on: R) {
  return <DB, TB extends keyof DB>(
    join: JoinBuilder<DB, TB> & Checked<DB, TB, L> & Checked<DB, TB, R>,
  ): JoinBuilder<DB, TB> => {
    const ref = (column: string) => column as ReferenceExpression<DB, TB>;
    return join.onRef(ref(districtOf(joined)), '=', ref(districtOf(on))).onRef(ref(joined), '=', ref(on));
  };
}

/**
 * The same rule as a condition, for a subquery that meets its outer query's tenant row:
 * `.where(sameTenantWhere('c.school_id', 's.school_id'))` is
 * `where (c.district_id = s.district_id and c.school_id = s.school_id)`.
 */
export function sameTenantWhere<L extends string, R extends string>(inner: L, outer: R) {
  return <DB, TB extends keyof DB>(
    eb: ExpressionBuilder<DB, TB> & Checked<DB, TB, L> & Checked<DB, TB, R>,
  ): Expression<SqlBool> => {
    const untyped = eb as ExpressionBuilder<any, any>;
    const refs = (a: string, b: string) => untyped(untyped.ref(a), '=', untyped.ref(b));
    return untyped.and([refs(districtOf(inner), districtOf(outer)), refs(inner, outer)]);
  };
}
