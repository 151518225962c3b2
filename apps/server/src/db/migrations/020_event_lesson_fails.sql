-- The other half of migration 019: how many of those plays were not passed.
ALTER TABLE events ADD COLUMN IF NOT EXISTS lesson_fails INTEGER;
