-- Account settings of the admins' Manage page (spec §3 Teacher, teacher session settings; §2 /api-key).
-- A teacher's own academic standard (NULL rows are absent: the district's standard applies).
CREATE TABLE teacher_settings (
  district_id INTEGER NOT NULL,
  teacher_id INTEGER NOT NULL,
  academic_standard TEXT NOT NULL,
  PRIMARY KEY (district_id, teacher_id)
);

-- Teacher session settings of a school admin (POST /e/session/school_admin_mode): the school they work in.
CREATE TABLE customer_session_settings (
  district_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  selected_school_id INTEGER,
  selected_school_name TEXT,
  PRIMARY KEY (district_id, customer_id)
);

-- When and by whom the district's ingest key (districts.ingest_key_hash) was made; the key itself is never kept.
CREATE TABLE ingest_key_records (
  district_id INTEGER NOT NULL,
  created_at BIGINT NOT NULL,
  created_by INTEGER NOT NULL,
  PRIMARY KEY (district_id)
);
