-- Bulk rostering (spec §7 bulkupload): which roster row each source id of an upload became (the dashboard CSV's
-- source_id, OneRoster 1.1's sourcedId), so applying the same file again updates rows instead of adding them.
-- kind: school, teacher, classroom or student; object_id: that table's id in the district.
CREATE TABLE roster_sources (
  district_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  source_id TEXT NOT NULL,
  object_id INTEGER NOT NULL,
  PRIMARY KEY (district_id, kind, source_id)
);
