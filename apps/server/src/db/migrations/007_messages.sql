-- Teacher → student messages and the students' replies (spec §1, §3 chat message, §6 chat-disabled,
-- §7 Messaging). A message to a whole classroom is written once per student (to_classroom), so each
-- conversation and its read state is one student's rows. Messages are student records: a district keeps them
-- message_retention_days (messaging/retention.ts purges older ones at start).
-- DuckDB adds columns without constraints only: a null reads as the default (messaging/retention.ts).

ALTER TABLE districts ADD COLUMN message_retention_days INTEGER DEFAULT 365;

CREATE SEQUENCE message_id_seq START 1;

CREATE TABLE messages (
  district_id INTEGER NOT NULL,
  message_id BIGINT NOT NULL DEFAULT nextval('message_id_seq'),
  student_id INTEGER NOT NULL,
  -- the classroom an educator wrote in; null for a student's reply
  classroom_id INTEGER,
  from_student BOOLEAN NOT NULL,
  to_classroom BOOLEAN NOT NULL,
  -- the educator (customer) who wrote it; null for a student's reply
  sender_customer_id INTEGER,
  message_text TEXT,
  stock_id TEXT,
  image_id BIGINT,
  created_at BIGINT NOT NULL,
  -- a reply: when an educator read it
  read_at BIGINT,
  PRIMARY KEY (district_id, message_id)
);

CREATE INDEX messages_student ON messages (district_id, student_id, created_at);

CREATE SEQUENCE message_image_id_seq START 1000;

-- Images of replies: the bytes as base64 TEXT (one representation on both engines), their type recognised from
-- the bytes and their size. Keyed by the student they belong to: the image URL names both.
CREATE TABLE message_images (
  district_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  image_id BIGINT NOT NULL DEFAULT nextval('message_image_id_seq'),
  content_type TEXT NOT NULL,
  byte_size INTEGER NOT NULL,
  content_base64 TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (district_id, student_id, image_id)
);
