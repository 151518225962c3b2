-- Placement (event code 800, README "Event codes"): a lesson slot the placement assessment credits counts as
-- passed without a play. The slot's row says so, for the proficiency table's placement figures (spec §3
-- moPlacementPercent, mos_passed_by_placement_count) and for "growth from play" that leaves placement out.
ALTER TABLE student_lesson ADD COLUMN passed_by_placement BOOLEAN DEFAULT false;
