/** Row types of the live tables (db/migrations/008_live_versions.sql, 010_student_versions.sql). */
export interface ClassroomVersionTable {
  district_id: number;
  classroom_id: number;
  /** Moves with every ingest batch or assignment write that changes one of the classroom's students. */
  version: number;
}

export interface StudentVersionTable {
  district_id: number;
  student_id: number;
  /** Moves with every ingest batch or assignment write that changes the student. */
  version: number;
}

export interface LiveTables {
  classroom_versions: ClassroomVersionTable;
  student_versions: StudentVersionTable;
}
