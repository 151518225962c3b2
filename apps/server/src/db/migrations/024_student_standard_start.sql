-- Fills student_day.standards_grown (migration 023) for the days stored before it, as the fold counts it: the
-- standards a student's play (not a placement) made proficient on that day.
UPDATE student_day SET standards_grown = grown.n
FROM (
  SELECT district_id, student_id, proficient_date, count(*) AS n
  FROM student_standard
  WHERE proficient_date IS NOT NULL AND NOT coalesce(proficient_by_placement, false)
  GROUP BY district_id, student_id, proficient_date
) AS grown
WHERE student_day.district_id = grown.district_id AND student_day.student_id = grown.student_id
  AND student_day.local_date = grown.proficient_date;

-- The standards each student started by play (not by a placement), with the day each started and the day it
-- became proficient: the rows "progressed in" growth of a period counts (standards-growth.ts, `progressedIn`).
-- A projection of student_standard kept by the fold in the same transaction and compared by the rebuild check;
-- about a tenth of its rows, since placements start most standards.
CREATE TABLE student_standard_start (
  district_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  standard_id INTEGER NOT NULL,
  started_date DATE NOT NULL,
  proficient_date DATE,
  PRIMARY KEY (district_id, student_id, standard_id)
);

INSERT INTO student_standard_start (district_id, student_id, standard_id, started_date, proficient_date)
SELECT district_id, student_id, standard_id, started_date, proficient_date
FROM student_standard
WHERE NOT coalesce(started_by_placement, false);
