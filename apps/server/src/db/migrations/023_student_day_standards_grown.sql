-- Pre-summarised growth (ARCHITECTURE "Pre-summarised growth"): each student's day counts the standards its
-- play made proficient that day (reports/shared/standards-growth.ts, `grewIn`), so a period's growth is a sum
-- over the day rows the usage sums read already, not a scan of every student_standard row. The fold keeps it
-- at ingest; migration 024 fills it for the days stored before.
-- One ALTER a migration: DuckDB refuses to commit a transaction that altered a table holding rows twice.
ALTER TABLE student_day ADD COLUMN IF NOT EXISTS standards_grown INTEGER DEFAULT 0;
