-- An event about a lesson carries the completed plays (110) of that lesson by its student up to and including
-- it, in fold order (occurred_at, uid), so the activity feed reads a page without counting earlier plays
-- (ARCHITECTURE "Derived columns of events"). The fold writes it at ingest; migration 021 fills older events.
-- One ALTER a migration: DuckDB refuses to commit a transaction that altered a table holding rows twice.
ALTER TABLE events ADD COLUMN IF NOT EXISTS lesson_plays INTEGER;
