-- Live student pages: each student's version moves when ingest changes the student's derived state or an
-- assignment is created or cancelled for them (live/), next to the classrooms' versions of 008.
-- Kept in the database so every server process on one PostgreSQL reads the same versions.
CREATE TABLE student_versions (
  district_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  version BIGINT NOT NULL,
  PRIMARY KEY (district_id, student_id)
);
