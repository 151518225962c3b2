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

DELETE FROM student_lesson
WHERE coalesce(passed_by_placement, false) AND passed_at IS NOT NULL AND attempts = 0 AND completions = 0
  AND fails = 0 AND pauses = 0 AND last_pause_week IS NULL AND last_result IS NULL AND NOT is_paused
  AND NOT needs_attention AND NOT struggling AND struggling_since IS NULL AND time_spent_ms = 0
  AND first_played_at = passed_at AND last_played_at = passed_at AND last_assignment_id IS NULL;

-- Every lesson row's passes, played or placed: what the reports read of them (standards history, a student's
-- growth by domain, the lessons an assignment's students passed).
CREATE VIEW student_lesson_passes AS
SELECT district_id, student_id, lesson_slot_id, passes, passed_at, coalesce(passed_by_placement, false) AS passed_by_placement
FROM student_lesson
UNION ALL
SELECT district_id, student_id, lesson_slot_id, passes, passed_at, true AS passed_by_placement
FROM student_lesson_placed;
