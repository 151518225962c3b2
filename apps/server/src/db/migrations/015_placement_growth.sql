-- Growth leaves placement out (README "API", event 800): a standard a placement started, or made proficient,
-- is not "progressed in" or "proficient" growth of the period, though it counts as started and complete for the
-- standards as they stand. The fold sets this column (and proficient_by_placement, migration 016) when the
-- placement is the event that started or completed the standard.
-- One ALTER a migration: DuckDB refuses to commit a transaction that altered a table holding rows twice.
ALTER TABLE student_standard ADD COLUMN IF NOT EXISTS started_by_placement BOOLEAN DEFAULT false;
