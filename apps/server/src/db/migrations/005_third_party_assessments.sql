-- Third-party assessments (spec §3 academic mapping THIRD_PARTY_ASSESSMENT, §4 Assign forms, §6 NWEA and Quantile
-- tabs): the assessments a district uses, its students' latest scores on them, and what each third-party
-- assignment was made from. How a score maps onto the curriculum is a rule of the server
-- (third-party/score-mapping.ts), not data.

-- An assessment a district holds scores of; the assign forms need an active one naming NWEA or QUANTILE.
CREATE TABLE third_party_assessments (
  district_id INTEGER NOT NULL,
  assessment_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  active BOOLEAN NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (district_id, assessment_id),
  UNIQUE (district_id, name)
);

-- A student's latest score: an NWEA RIT per curriculum domain, or a Quantile measure (domain_id 0: the whole
-- of mathematics), with the day the test was taken.
CREATE TABLE student_assessment_scores (
  district_id INTEGER NOT NULL,
  student_id INTEGER NOT NULL,
  assessment_name TEXT NOT NULL,
  domain_id INTEGER NOT NULL,
  score INTEGER NOT NULL,
  test_date DATE NOT NULL,
  PRIMARY KEY (district_id, student_id, assessment_name, domain_id)
);

-- The selection a third-party assignment was made from, per student: the domain chosen and the score range
-- (NWEA, low and high RIT) or measure (Quantile, low = high).
CREATE TABLE third_party_assignment_students (
  district_id INTEGER NOT NULL,
  assignment_id BIGINT NOT NULL,
  student_id INTEGER NOT NULL,
  assessment_name TEXT NOT NULL,
  domain_id INTEGER NOT NULL,
  score_low INTEGER NOT NULL,
  score_high INTEGER NOT NULL,
  PRIMARY KEY (district_id, assignment_id, student_id)
);
