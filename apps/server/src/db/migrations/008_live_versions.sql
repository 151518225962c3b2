-- Live classroom pages: each classroom's version moves when ingest changes one of its students (live/).
-- Kept in the database so every server process on one PostgreSQL reads the same versions.
CREATE TABLE classroom_versions (
  district_id INTEGER NOT NULL,
  classroom_id INTEGER NOT NULL,
  version BIGINT NOT NULL,
  PRIMARY KEY (district_id, classroom_id)
);
