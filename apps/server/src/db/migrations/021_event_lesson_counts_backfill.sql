-- Fills the counts of migrations 019 and 020 for events stored before them, as the fold counts them: the
-- student's completed plays (110) of the event's lesson in (occurred_at, uid) order up to the event, and those
-- not passed. Events about no lesson keep NULL.
UPDATE events SET lesson_plays = counted.plays, lesson_fails = counted.fails
FROM (
  SELECT district_id, uid,
    count(*) FILTER (WHERE event_code = 110) OVER lesson_so_far AS plays,
    count(*) FILTER (WHERE event_code = 110 AND lesson_passed IS NOT TRUE) OVER lesson_so_far AS fails
  FROM events
  WHERE lesson_slot_id IS NOT NULL
  WINDOW lesson_so_far AS (
    PARTITION BY district_id, student_id, lesson_slot_id ORDER BY occurred_at, uid
    ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
  )
) AS counted
WHERE events.district_id = counted.district_id AND events.uid = counted.uid;
