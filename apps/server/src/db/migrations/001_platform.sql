-- Operational schema (spec §3, §6). Plain SQL that DuckDB and PostgreSQL both accept.
-- Tenancy (DESIGN §3): every tenant table leads its primary key and every unique key with district_id.
-- Global tables are listed in GLOBAL_TABLES (tenancy.test.ts) with the reason they are global.
-- Instants are BIGINT epoch milliseconds (UTC); JSON documents are TEXT.

CREATE TABLE districts (
  district_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  time_zone TEXT NOT NULL,
  country TEXT NOT NULL,
  academic_standard TEXT NOT NULL,
  options TEXT NOT NULL,
  feature_flags TEXT NOT NULL,
  provision_uid TEXT,
  ingest_key_hash TEXT,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (district_id)
);

CREATE TABLE grades (
  grade_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  ordinal INTEGER NOT NULL,
  PRIMARY KEY (grade_id)
);

CREATE TABLE schools (
  district_id INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  city TEXT,
  zip TEXT,
  url_identifier TEXT,
  provision_uid TEXT,
  PRIMARY KEY (district_id, school_id)
);

CREATE TABLE teachers (
  district_id INTEGER NOT NULL,
  teacher_id INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email_address TEXT,
  provision_uid TEXT,
  PRIMARY KEY (district_id, teacher_id)
);

CREATE TABLE classrooms (
  district_id INTEGER NOT NULL,
  classroom_id INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  teacher_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  grade_id INTEGER NOT NULL,
  academic_standard TEXT NOT NULL,
  authentication_type SMALLINT NOT NULL,
  settings TEXT NOT NULL,
  login_code TEXT NOT NULL,
  provision_uid TEXT,
  PRIMARY KEY (district_id, classroom_id),
  UNIQUE (district_id, login_code)
);

CREATE TABLE students (
  district_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  grade_id INTEGER NOT NULL,
  username TEXT NOT NULL,
  text_password TEXT,
  picture_password SMALLINT,
  status SMALLINT,
  language_id INTEGER NOT NULL,
  gender TEXT NOT NULL,
  settings TEXT NOT NULL,
  provision_uid TEXT,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (district_id, student_id),
  UNIQUE (district_id, username)
);

CREATE TABLE enrollments (
  district_id INTEGER NOT NULL,
  classroom_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  PRIMARY KEY (district_id, classroom_id, student_id)
);

CREATE TABLE customers (
  district_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email_address TEXT,
  account_kind TEXT NOT NULL,
  school_admin_mode SMALLINT,
  teacher_id INTEGER,
  tags TEXT NOT NULL,
  preferences TEXT NOT NULL,
  edit_locked BOOLEAN NOT NULL,
  assign_focus_enabled BOOLEAN NOT NULL,
  growth_as_percentage BOOLEAN NOT NULL,
  chat_enabled BOOLEAN NOT NULL,
  is_consumer_guardian BOOLEAN NOT NULL,
  trial_days_remaining INTEGER,
  provision_uid TEXT,
  valid BOOLEAN NOT NULL,
  password_changed_at BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (district_id, customer_id),
  UNIQUE (district_id, username)
);

CREATE TABLE customer_schools (
  district_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  PRIMARY KEY (district_id, customer_id, school_id)
);

CREATE TABLE guardian_students (
  district_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  PRIMARY KEY (district_id, customer_id, student_id)
);

CREATE TABLE account_directory (
  username TEXT NOT NULL,
  district_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  PRIMARY KEY (username)
);

CREATE TABLE sessions (
  session_id TEXT NOT NULL,
  district_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  ended_at BIGINT,
  end_reason TEXT,
  PRIMARY KEY (session_id)
);

CREATE SEQUENCE audit_log_seq START 1;

CREATE TABLE audit_log (
  district_id INTEGER NOT NULL,
  audit_id BIGINT NOT NULL DEFAULT nextval('audit_log_seq'),
  occurred_at BIGINT NOT NULL,
  customer_id INTEGER,
  action TEXT NOT NULL,
  outcome TEXT NOT NULL,
  target TEXT,
  ip TEXT,
  detail TEXT,
  PRIMARY KEY (district_id, audit_id)
);

CREATE INDEX sessions_customer ON sessions (district_id, customer_id);
CREATE INDEX enrollments_student ON enrollments (district_id, student_id);
CREATE INDEX classrooms_teacher ON classrooms (district_id, teacher_id);
