/**
 * The tables without district_id (DESIGN §3: the Citus path), each with the reason it is global. Every other
 * table is a tenant table: district_id leads its primary key and every unique key (db/tenancy.test.ts checks the
 * live schema against this list). The write tracker reads it too: a write to a global table is never scoped to a
 * district, whatever the writer declared.
 */
export const GLOBAL_TABLES: Readonly<Record<string, string>> = {
  schema_migrations: 'migration bookkeeping',
  grades: 'reference: grade codes of spec §9',
  account_directory: 'login finds the district from the username',
  sessions: 'a request finds its district from the session token',
};

/** Curriculum reference tables (spec: standards, lesson groups, lesson slots) are global too. */
export const isCurriculumTable = (name: string) =>
  /^(curriculum_|standard|lesson_group|lesson_slot|level|domain|cluster|academic_standard)/.test(name);

/** Whether a table holds rows of every district (a reference or bookkeeping table). */
export const isGlobalTable = (name: string) => name in GLOBAL_TABLES || isCurriculumTable(name);
