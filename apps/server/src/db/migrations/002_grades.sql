-- Grade codes of spec §9 (a global reference table): Pre-K, K, 1-8, Algebra, multi-grade.
INSERT INTO grades (grade_id, code, name, ordinal) VALUES
  (-1, 'PK', 'Pre-K', 0),
  (0, 'K', 'Kindergarten', 1),
  (1, '1', 'Grade 1', 2),
  (2, '2', 'Grade 2', 3),
  (3, '3', 'Grade 3', 4),
  (4, '4', 'Grade 4', 5),
  (5, '5', 'Grade 5', 6),
  (6, '6', 'Grade 6', 7),
  (7, '7', 'Grade 7', 8),
  (8, '8', 'Grade 8', 9),
  (9, 'A', 'Algebra', 10),
  (1000, 'MG', 'Multi-Grade', 11),
  (1001, 'MG2', 'Multi-Grade', 12);
