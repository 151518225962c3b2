-- Licence groups (spec §2 License report, §3 License group, §5 seats): what a district or one of its schools
-- bought, of which type, with how many seats, for which period and which schools. Who is licensed and who logged
-- in are not stored: they are counted live from the roster (enrollments) and from student_day, which ingest keeps.

-- A licence group. owner_school_id is the school that holds it, or NULL for the district's own groups.
-- license_type: 'SEAT' (a number of seats), 'SITE' (every student of its schools), or NULL (unspecified).
-- seats is NULL when the group has no seat count.
CREATE TABLE license_groups (
  district_id INTEGER NOT NULL,
  license_group_id INTEGER NOT NULL,
  owner_school_id INTEGER,
  description TEXT NOT NULL,
  license_type TEXT,
  seats INTEGER,
  start_date DATE NOT NULL,
  end_date DATE NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (district_id, license_group_id)
);

-- The schools a licence group covers: every student enrolled in a classroom of one of them is licensed by it.
CREATE TABLE license_group_schools (
  district_id INTEGER NOT NULL,
  license_group_id INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  PRIMARY KEY (district_id, license_group_id, school_id)
);
