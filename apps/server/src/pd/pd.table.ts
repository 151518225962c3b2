/** An educator's progress on one PD lesson (migration 018); times are epoch milliseconds. */
export interface PdProgressTable {
  district_id: number;
  customer_id: number;
  lesson_key: string;
  started_at: number;
  completed_at: number | null;
}

export interface PdTables {
  pd_progress: PdProgressTable;
}
