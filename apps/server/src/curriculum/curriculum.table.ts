/** Row types of the global curriculum reference tables (db/migrations/003_learning.sql). */
export interface CurriculumLevelTable {
  level_id: number;
  academic_standard: string;
  code: string;
  name: string;
  grade_id: number;
  ordinal: number;
}

export interface CurriculumDomainTable {
  domain_id: number;
  level_id: number;
  code: string;
  name: string;
  description: string;
  ordinal: number;
}

export interface CurriculumClusterTable {
  cluster_id: number;
  domain_id: number;
  code: string;
  name: string;
  emphasis: string | null;
  ordinal: number;
}

export interface CurriculumStandardTable {
  standard_id: number;
  cluster_id: number;
  domain_id: number;
  level_id: number;
  /** Set on sub-standards (e.g. 1.NBT.B.2a), which belong to their parent standard. */
  parent_standard_id: number | null;
  code: string;
  alt_code: string | null;
  name: string;
  short_description: string;
  description: string;
  uri: string | null;
  ordinal: number;
}

export interface LessonGroupTable {
  lesson_group_id: number;
  level_id: number;
  domain_id: number;
  cluster_id: number;
  name: string;
  short_description: string;
  long_description: string;
  topic_letter: string;
  demo_lesson_name: string;
  pd_link: string;
  lessons_count: number;
  ordinal: number;
}

export interface LessonSlotTable {
  lesson_slot_id: number;
  lesson_group_id: number;
  /** The standard the lesson mainly teaches; lesson_slot_standards lists all of them. */
  standard_id: number;
  name: string;
  phase: string;
  ordinal: number;
}

export interface LessonSlotStandardTable {
  lesson_slot_id: number;
  standard_id: number;
}

export interface AcademicStandardTable {
  name: string;
  title: string;
  selectable: boolean;
}

/** The curriculum tables by name, as the database type (db/database.ts) holds them. */
export interface CurriculumTables {
  curriculum_levels: CurriculumLevelTable;
  curriculum_domains: CurriculumDomainTable;
  curriculum_clusters: CurriculumClusterTable;
  curriculum_standards: CurriculumStandardTable;
  lesson_groups: LessonGroupTable;
  lesson_slots: LessonSlotTable;
  lesson_slot_standards: LessonSlotStandardTable;
  academic_standards: AcademicStandardTable;
}
