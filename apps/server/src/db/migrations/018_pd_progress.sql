-- Professional development progress (spec §2 PD page, §7 /x/pd-progresses): each educator's own progress on the
-- shipped PD lessons, by lesson key; started when first opened or marked, completed when marked complete.
CREATE TABLE pd_progress (
  district_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  lesson_key TEXT NOT NULL,
  started_at BIGINT NOT NULL,
  completed_at BIGINT,
  PRIMARY KEY (district_id, customer_id, lesson_key)
);
