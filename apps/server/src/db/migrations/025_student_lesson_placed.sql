-- A lesson row only a placement (800) ever touched says no more than which slot, how often it was credited and
-- when: no play, no time, no result. Placements pass most of a student's slots (about 490 rows a student at
-- preset l, 46.8 M in all), so such rows are kept apart, in six columns instead of twenty-one: every batch that
-- loads, upserts or checkpoints student_lesson then meets only played rows. The fold still sees whole rows
-- (learning/placed-lessons.ts encodes and decodes them); the rebuild check compares both tables.
CREATE TABLE student_lesson_placed (
  district_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  lesson_slot_id INTEGER NOT NULL,
  lesson_group_id INTEGER NOT NULL,
  passes INTEGER NOT NULL,
  passed_at BIGINT NOT NULL,
  PRIMARY KEY (district_id, student_id, lesson_slot_id)
);

-- The rows placed-lessons.ts `placedOf` keeps apart: a placement opened them, and no play came since.
INSERT INTO student_lesson_placed (district_id, student_id, lesson_slot_id, lesson_group_id, passes, passed_at)
SELECT district_id, student_id, lesson_slot_id, lesson_group_id, passes, passed_at
FROM student_lesson
WHERE coalesce(passed_by_placement, false) AND passed_at IS NOT NULL AND attempts = 0 AND completions = 0
  AND fails = 0 AND pauses = 0 AND last_pause_week IS NULL AND last_result IS NULL AND NOT is_paused
  AND NOT needs_attention AND NOT struggling AND struggling_since IS NULL AND time_spent_ms = 0
  AND first_played_at = passed_at AND last_played_at = passed_at AND last_assignment_id IS NULL;

-- The played rows go to a table of their own, which takes student_lesson's name: a DELETE would leave nine rows
-- in ten behind as deleted (DuckDB keeps them in its row groups, PostgreSQL until a vacuum).
CREATE TABLE student_lesson_played (
  district_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  lesson_slot_id INTEGER NOT NULL,
  lesson_group_id INTEGER NOT NULL,
  attempts INTEGER NOT NULL,
  completions INTEGER NOT NULL,
  passes INTEGER NOT NULL,
  fails INTEGER NOT NULL,
  pauses INTEGER NOT NULL,
  last_pause_week INTEGER,
  last_result TEXT,
  is_paused BOOLEAN NOT NULL,
  needs_attention BOOLEAN NOT NULL,
  struggling BOOLEAN NOT NULL,
  struggling_since BIGINT,
  time_spent_ms BIGINT NOT NULL,
  first_played_at BIGINT NOT NULL,
  last_played_at BIGINT NOT NULL,
  passed_at BIGINT,
  last_assignment_id INTEGER,
  passed_by_placement BOOLEAN DEFAULT false,
  PRIMARY KEY (district_id, student_id, lesson_slot_id)
);

INSERT INTO student_lesson_played
SELECT district_id, student_id, lesson_slot_id, lesson_group_id, attempts, completions, passes, fails, pauses,
  last_pause_week, last_result, is_paused, needs_attention, struggling, struggling_since, time_spent_ms,
  first_played_at, last_played_at, passed_at, last_assignment_id, passed_by_placement
FROM student_lesson
WHERE NOT (coalesce(passed_by_placement, false) AND passed_at IS NOT NULL AND attempts = 0 AND completions = 0
  AND fails = 0 AND pauses = 0 AND last_pause_week IS NULL AND last_result IS NULL AND NOT is_paused
  AND NOT needs_attention AND NOT struggling AND struggling_since IS NULL AND time_spent_ms = 0
  AND first_played_at = passed_at AND last_played_at = passed_at AND last_assignment_id IS NULL);

DROP TABLE student_lesson;

ALTER TABLE student_lesson_played RENAME TO student_lesson;

-- Every lesson row's passes, played or placed: what the reports read of them (standards history, a student's
-- growth by domain, the lessons an assignment's students passed).
CREATE VIEW student_lesson_passes AS
SELECT district_id, student_id, lesson_slot_id, passes, passed_at, coalesce(passed_by_placement, false) AS passed_by_placement
FROM student_lesson
UNION ALL
SELECT district_id, student_id, lesson_slot_id, passes, passed_at, true AS passed_by_placement
FROM student_lesson_placed;
