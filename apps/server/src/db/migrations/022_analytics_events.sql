-- Analytics events (spec §3 analytics event, §7 POST /a/events): an educator's page view and how long it was on
-- screen, read back by the district admin's educator-engagement report (/reports/newDashboardUsage).
CREATE SEQUENCE analytics_event_id_seq START 1;

CREATE TABLE analytics_events (
  district_id INTEGER NOT NULL,
  event_id BIGINT NOT NULL DEFAULT nextval('analytics_event_id_seq'),
  customer_id INTEGER NOT NULL,
  -- The route with its ids as :id, e.g. /district/:id/classroom/:id.
  page TEXT NOT NULL,
  school_id INTEGER,
  classroom_id INTEGER,
  teacher_id INTEGER,
  duration_ms BIGINT NOT NULL,
  -- The educator's own clock when the page was left, as sent (ISO 8601 with offset).
  local_timestamp TEXT NOT NULL,
  -- Server time the event was stored, epoch milliseconds: the report's period is read from this.
  recorded_at BIGINT NOT NULL,
  PRIMARY KEY (district_id, event_id)
);

CREATE INDEX analytics_events_by_time ON analytics_events (district_id, recorded_at);
