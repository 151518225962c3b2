-- Growth leaves placement out (README "API", event 800): a standard a placement started, or made proficient,
-- is not "progressed in" or "proficient" growth of the period, though it counts as started and complete for the
-- standards as they stand. The fold sets both when the placement is the event that started or completed it.
ALTER TABLE student_standard ADD COLUMN started_by_placement BOOLEAN DEFAULT false;
ALTER TABLE student_standard ADD COLUMN proficient_by_placement BOOLEAN DEFAULT false;
