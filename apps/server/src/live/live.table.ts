/** Row types of the live tables (db/migrations/008_live_versions.sql). */
export interface ClassroomVersionTable {
  district_id: number;
  classroom_id: number;
  /** Moves with every ingest batch that changes one of the classroom's students. */
  version: number;
}

export interface LiveTables {
  classroom_versions: ClassroomVersionTable;
}
