import type { Generated } from 'kysely';

export interface AuditLogTable {
  district_id: number;
  audit_id: Generated<number>;
  occurred_at: number;
  customer_id: number | null;
  action: string;
  outcome: string;
  target: string | null;
  ip: string | null;
  detail: string | null;
}
