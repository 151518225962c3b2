import type { Generated } from 'kysely';

/** An educator's page view (migration 022); times are epoch milliseconds, local_timestamp as the client sent it. */
export interface AnalyticsEventTable {
  district_id: number;
  event_id: Generated<number>;
  customer_id: number;
  page: string;
  school_id: number | null;
  classroom_id: number | null;
  teacher_id: number | null;
  duration_ms: number;
  local_timestamp: string;
  recorded_at: number;
}

export interface AnalyticsTables {
  analytics_events: AnalyticsEventTable;
}
