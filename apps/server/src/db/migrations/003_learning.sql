-- Learning data (spec §3, §4; DESIGN §2): the curriculum catalogue, the append-only events, and the
-- derived state that ingest keeps up to date in the same transaction as the events.
-- Curriculum tables are global reference tables (no district_id); every other table is a tenant table
-- whose primary key starts with district_id. Times are BIGINT epoch ms (UTC); *_date columns are the
-- district-local day.

CREATE TABLE curriculum_levels (
  level_id INTEGER NOT NULL,
  academic_standard TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  grade_id INTEGER NOT NULL,
  ordinal INTEGER NOT NULL,
  PRIMARY KEY (level_id)
);

CREATE TABLE curriculum_domains (
  domain_id INTEGER NOT NULL,
  level_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  ordinal INTEGER NOT NULL,
  PRIMARY KEY (domain_id)
);

CREATE TABLE curriculum_clusters (
  cluster_id INTEGER NOT NULL,
  domain_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  emphasis TEXT,
  ordinal INTEGER NOT NULL,
  PRIMARY KEY (cluster_id)
);

CREATE TABLE curriculum_standards (
  standard_id INTEGER NOT NULL,
  cluster_id INTEGER NOT NULL,
  domain_id INTEGER NOT NULL,
  level_id INTEGER NOT NULL,
  parent_standard_id INTEGER,
  code TEXT NOT NULL,
  alt_code TEXT,
  name TEXT NOT NULL,
  short_description TEXT NOT NULL,
  description TEXT NOT NULL,
  uri TEXT,
  ordinal INTEGER NOT NULL,
  PRIMARY KEY (standard_id)
);

CREATE TABLE lesson_groups (
  lesson_group_id INTEGER NOT NULL,
  level_id INTEGER NOT NULL,
  domain_id INTEGER NOT NULL,
  cluster_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  short_description TEXT NOT NULL,
  long_description TEXT NOT NULL,
  topic_letter TEXT NOT NULL,
  demo_lesson_name TEXT NOT NULL,
  pd_link TEXT NOT NULL,
  lessons_count INTEGER NOT NULL,
  ordinal INTEGER NOT NULL,
  PRIMARY KEY (lesson_group_id)
);

CREATE TABLE lesson_slots (
  lesson_slot_id INTEGER NOT NULL,
  lesson_group_id INTEGER NOT NULL,
  standard_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  phase TEXT NOT NULL,
  ordinal INTEGER NOT NULL,
  PRIMARY KEY (lesson_slot_id)
);

CREATE TABLE lesson_slot_standards (
  lesson_slot_id INTEGER NOT NULL,
  standard_id INTEGER NOT NULL,
  PRIMARY KEY (lesson_slot_id, standard_id)
);

CREATE TABLE academic_standards (
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  selectable BOOLEAN NOT NULL,
  PRIMARY KEY (name)
);

-- The record of learning: one row per accepted activity record, never updated.
CREATE TABLE events (
  district_id INTEGER NOT NULL,
  uid TEXT NOT NULL,
  student_id INTEGER NOT NULL,
  event_code SMALLINT NOT NULL,
  occurred_at BIGINT NOT NULL,
  local_date DATE NOT NULL,
  lesson_slot_id INTEGER,
  lesson_group_id INTEGER,
  standard_id INTEGER,
  lesson_passed BOOLEAN,
  time_spent_ms BIGINT NOT NULL,
  assignment_id INTEGER,
  lesson_goal_id INTEGER,
  milestone_trigger_lesson_slot_id INTEGER,
  label TEXT,
  received_at BIGINT NOT NULL,
  PRIMARY KEY (district_id, uid)
);

-- Per student: where ingest got to, the last five results, totals, and the alert the student shows.
CREATE TABLE student_learning (
  district_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  first_event_at BIGINT NOT NULL,
  last_event_at BIGINT NOT NULL,
  last_event_uid TEXT NOT NULL,
  last_active_date DATE NOT NULL,
  events_count INTEGER NOT NULL,
  recent_results TEXT NOT NULL,
  fail_threshold_since BIGINT,
  session_ms BIGINT NOT NULL,
  lessons_completed INTEGER NOT NULL,
  lessons_passed INTEGER NOT NULL,
  certificates INTEGER NOT NULL,
  badges INTEGER NOT NULL,
  alert_type TEXT NOT NULL,
  alert_ordinal INTEGER NOT NULL,
  PRIMARY KEY (district_id, student_id)
);

-- Per student and district-local day.
CREATE TABLE student_day (
  district_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  local_date DATE NOT NULL,
  session_ms BIGINT NOT NULL,
  extended_ms BIGINT NOT NULL,
  lessons_completed INTEGER NOT NULL,
  lessons_passed INTEGER NOT NULL,
  lessons_failed INTEGER NOT NULL,
  events_count INTEGER NOT NULL,
  PRIMARY KEY (district_id, student_id, local_date)
);

-- Per student and lesson slot.
CREATE TABLE student_lesson (
  district_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  lesson_slot_id INTEGER NOT NULL,
  lesson_group_id INTEGER NOT NULL,
  attempts INTEGER NOT NULL,
  completions INTEGER NOT NULL,
  passes INTEGER NOT NULL,
  fails INTEGER NOT NULL,
  pauses INTEGER NOT NULL,
  last_pause_week INTEGER,
  last_result TEXT,
  is_paused BOOLEAN NOT NULL,
  needs_attention BOOLEAN NOT NULL,
  struggling BOOLEAN NOT NULL,
  struggling_since BIGINT,
  time_spent_ms BIGINT NOT NULL,
  first_played_at BIGINT NOT NULL,
  last_played_at BIGINT NOT NULL,
  passed_at BIGINT,
  last_assignment_id INTEGER,
  PRIMARY KEY (district_id, student_id, lesson_slot_id)
);

-- Per student and standard: percent complete, status (spec §4) and when proficiency was reached.
CREATE TABLE student_standard (
  district_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  standard_id INTEGER NOT NULL,
  slots_count INTEGER NOT NULL,
  slots_passed INTEGER NOT NULL,
  completed_by_event BOOLEAN NOT NULL,
  percent_complete INTEGER NOT NULL,
  proficiency_status TEXT NOT NULL,
  needs_attention BOOLEAN NOT NULL,
  started_at BIGINT NOT NULL,
  started_date DATE NOT NULL,
  proficient_at BIGINT,
  proficient_date DATE,
  last_activity_at BIGINT NOT NULL,
  PRIMARY KEY (district_id, student_id, standard_id)
);

-- Per student and lesson group (the concept map).
CREATE TABLE student_lesson_group (
  district_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  lesson_group_id INTEGER NOT NULL,
  lessons_in_group_count INTEGER NOT NULL,
  lessons_passed INTEGER NOT NULL,
  tested_lessons_count INTEGER NOT NULL,
  failed_lessons_count INTEGER NOT NULL,
  status TEXT NOT NULL,
  needs_attention BOOLEAN NOT NULL,
  needs_attention_since BIGINT,
  struggling_event_at BIGINT,
  in_progress_event_at BIGINT,
  started_at BIGINT NOT NULL,
  completed_at BIGINT,
  completed_date DATE,
  last_activity_at BIGINT NOT NULL,
  PRIMARY KEY (district_id, student_id, lesson_group_id)
);

-- Active alerts per student (spec §3); the one a student shows is the lowest ordinal (student_learning).
CREATE TABLE student_alerts (
  district_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  alert_key TEXT NOT NULL,
  alert_type TEXT NOT NULL,
  category TEXT NOT NULL,
  learning_kind TEXT,
  ordinal INTEGER NOT NULL,
  lesson_group_id INTEGER,
  standard_id INTEGER,
  raised_at BIGINT NOT NULL,
  raised_date DATE NOT NULL,
  PRIMARY KEY (district_id, student_id, alert_key)
);

CREATE INDEX events_student ON events (district_id, student_id, occurred_at);
