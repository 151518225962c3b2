-- The other half of migration 015: a standard a placement made proficient (the fold sets it).
ALTER TABLE student_standard ADD COLUMN IF NOT EXISTS proficient_by_placement BOOLEAN DEFAULT false;
