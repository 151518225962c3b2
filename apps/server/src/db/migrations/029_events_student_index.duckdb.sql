-- DuckDB reads a student's events by a scan that the row groups' ranges prune and never used this index, which
-- every ingest commit had to extend: at preset l a batch of 20,000 events committed in 117–128 ms with it and in
-- 25–30 ms without (ARCHITECTURE "The fast and the careful store"). PostgreSQL keeps it for its reads by student.
DROP INDEX IF EXISTS events_student;
