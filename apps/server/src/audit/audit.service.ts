import type { DbOrTrx } from '../db/database.js';

/** District id used for audit entries that belong to no district (e.g. a login with an unknown username). */
export const NO_DISTRICT = 0;

export interface AuditEntry {
  districtId: number;
  customerId: number | null;
  action:
    | 'login'
    | 'logout'
    | 'authorization'
    | 'export'
    | 'session_revoked'
    | 'password_changed'
    | 'assignment_cancelled'
    | 'print'
    | 'bulk_upload_applied'
    | 'classroom_settings_changed'
    | 'student_settings_changed'
    | 'student_password_changed'
    | 'students_moved'
    | 'students_graduated'
    | 'account_settings_changed'
    | 'preference_changed'
    | 'api_key_created'
    | 'api_key_revoked'
    | 'school_admin_mode_changed'
    | 'banner_saved'
    | 'banner_deleted'
    | 'pd_progress_saved';
  outcome: 'success' | 'failure' | 'denied';
  target?: string;
  ip?: string;
  /** Free text; never a password, token or cookie. */
  detail?: string;
}

/** Appends an audit entry. Audit failures are logged by the caller, never shown to the user. */
export async function recordAudit(db: DbOrTrx, entry: AuditEntry, now = Date.now()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      district_id: entry.districtId,
      occurred_at: now,
      customer_id: entry.customerId,
      action: entry.action,
      outcome: entry.outcome,
      target: entry.target ?? null,
      ip: entry.ip ?? null,
      detail: entry.detail ?? null,
    })
    .execute();
}
