-- Per-school sums kept at ingest (ARCHITECTURE "Per-school sums"): a district's list of schools reads a hundred
-- schools' days instead of every student's. Rebuilt from student_day, student_standard_start and the roster
-- whenever the roster they were built from is not the roster any more; school_id 0 stands for the whole district,
-- so that its totals count a student enrolled in two schools once.

-- The district's roster as the sums were built from it: a built district has a row here.
CREATE TABLE school_sums_roster (
  district_id INTEGER NOT NULL,
  -- The length of a school's bit strings (its largest school's enrolled students) and of the district's.
  school_bits INTEGER NOT NULL,
  district_bits INTEGER NOT NULL,
  PRIMARY KEY (district_id)
);

-- Each school's enrolled students (and, at school 0, the district's), numbered from 0 within it.
CREATE TABLE school_member (
  district_id INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  grade_id INTEGER NOT NULL,
  bit_index INTEGER NOT NULL,
  PRIMARY KEY (district_id, school_id, student_id)
);

-- How many of each school's members (school 0: the district's students) are in each grade.
CREATE TABLE school_grade (
  district_id INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  grade_id INTEGER NOT NULL,
  students INTEGER NOT NULL,
  PRIMARY KEY (district_id, school_id, grade_id)
);

-- A school's day: its members' usage summed, and those who played that day as a bit string of their indexes.
CREATE TABLE school_day (
  district_id INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  local_date DATE NOT NULL,
  session_ms BIGINT NOT NULL,
  extended_ms BIGINT NOT NULL,
  lessons_completed BIGINT NOT NULL,
  standards_grown BIGINT NOT NULL,
  active VARBIT,
  PRIMARY KEY (district_id, school_id, local_date)
);

-- How many of a school's members' standards started by play on one day and became proficient on another
-- (9999-12-31: not yet), for the standards progressed in of any period.
CREATE TABLE school_standard_start (
  district_id INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  started_date DATE NOT NULL,
  proficient_date DATE NOT NULL,
  standards BIGINT NOT NULL,
  PRIMARY KEY (district_id, school_id, started_date, proficient_date)
);
