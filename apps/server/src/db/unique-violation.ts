/**
 * Whether a failed statement broke a primary or unique key: PostgreSQL's SQLSTATE 23505, DuckDB's
 * "Duplicate key … violates … constraint" (its errors carry no code). The statement's transaction is aborted.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as { code?: unknown }).code === '23505') return true;
  return /^Constraint Error: Duplicate key .* violates (primary key|unique) constraint/.test(error.message);
}
