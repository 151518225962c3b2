-- Focus-lesson assignments (spec §3 Assignment, §4 Assignment states, §9 Assignments). An assignment names a
-- focus (domain, cluster or standard) for some students of one classroom over a span of days; each student has
-- a row of their own with the status and the progress derived at ingest from play on the assignment.

-- Ids start high: the simulator writes its teachers' past assignments with ids of its own below 10^8.
CREATE SEQUENCE assignment_id_seq START 100000000;

CREATE TABLE assignments (
  district_id INTEGER NOT NULL,
  assignment_id BIGINT NOT NULL DEFAULT nextval('assignment_id_seq'),
  classroom_id INTEGER NOT NULL,
  assignment_type TEXT NOT NULL,
  focus_type TEXT NOT NULL,
  focus_id INTEGER NOT NULL,
  lessons_assigned INTEGER,
  start_date DATE NOT NULL,
  end_date DATE NOT NULL,
  status TEXT NOT NULL,
  created_by INTEGER NOT NULL,
  created_at BIGINT NOT NULL,
  cancelled_at BIGINT,
  PRIMARY KEY (district_id, assignment_id)
);

CREATE TABLE student_assignments (
  district_id INTEGER NOT NULL,
  assignment_id BIGINT NOT NULL,
  student_id INTEGER NOT NULL,
  -- null while the student works on it; COMPLETE…, REMOVED (spec §3 student_status)
  student_status TEXT,
  assigned_by INTEGER NOT NULL,
  starting_percent INTEGER NOT NULL,
  lessons_passed INTEGER NOT NULL,
  time_spent_ms BIGINT NOT NULL,
  struggling BOOLEAN NOT NULL,
  last_activity_at BIGINT,
  PRIMARY KEY (district_id, assignment_id, student_id)
);

CREATE INDEX assignments_classroom ON assignments (district_id, classroom_id, start_date);
CREATE INDEX student_assignments_student ON student_assignments (district_id, student_id);
