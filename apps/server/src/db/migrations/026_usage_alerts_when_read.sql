-- The usage alert (SESSION_TIME) weighs a student's session time over the week up to today, so it is decided when
-- a report reads it (reports/alerts): kept at ingest, it weighed the week up to the student's last active day and
-- stayed as it was once they stopped playing. Only learning alerts are kept from now on.
DELETE FROM student_alerts WHERE alert_type = 'SESSION_TIME';

UPDATE student_learning SET alert_type = 'NO_ALERT', alert_ordinal = 999999 WHERE alert_type = 'SESSION_TIME';
