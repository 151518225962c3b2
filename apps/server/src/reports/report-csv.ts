/** CSV export of report lists: the same figures as the screen, numbers unquoted, text quoted when needed. */
import type { ReportRow } from '@dash/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../accounts/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Db } from '../db/database.js';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = Array.isArray(value) ? value.join(' ') : String(value);
  // Quote, and neutralise spreadsheet formulas in text cells.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(columns: readonly (keyof ReportRow)[], rows: readonly ReportRow[]): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Sends rows as a CSV attachment and records an 'export' audit entry (exports of student data are audited).
 * Returns the sent reply: the route pipeline returns a sent reply as is.
 */
export async function sendCsv(
  db: Db,
  actor: Actor,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { name: string; columns: readonly (keyof ReportRow)[]; rows: readonly ReportRow[] },
): Promise<never> {
  await recordAudit(db, {
    districtId: actor.districtId,
    customerId: actor.customerId,
    action: 'export',
    outcome: 'success',
    target: input.name,
    ip: request.ip,
    detail: `${request.method} ${request.url.split('?')[0]} (${input.rows.length} rows)`,
  });
  await reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${input.name}.csv"`)
    .send(toCsv(input.columns, input.rows));
  return reply as never;
}

/** Column sets of spec §3. */
export const CSV_COLUMNS: Record<
  'grade' | 'school' | 'teacher' | 'classroom' | 'student',
  readonly (keyof ReportRow)[]
> = {
  grade: [
    'status',
    'name',
    'percent_active_students',
    'average_weekly_session_time',
    'total_session_time',
    'average_weekly_lessons',
    'count_lessons_completed',
    'percent_growth',
    'standards_growth',
  ],
  school: [
    'status',
    'name',
    'percent_active_students',
    'average_weekly_session_time',
    'total_session_time',
    'usage_extended_hours',
    'average_weekly_lessons',
    'count_lessons_completed',
    'percent_growth',
    'standards_growth',
  ],
  teacher: [
    'first_name',
    'last_name',
    'count_active_students',
    'average_monthly_session_time',
    'percent_usage_extended_hours',
    'count_lessons_completed',
    'percent_growth',
  ],
  classroom: [
    'status',
    'name',
    'percent_active_students',
    'average_weekly_session_time',
    'total_session_time',
    'average_weekly_lessons',
    'count_lessons_completed',
    'percent_growth',
    'standards_growth',
  ],
  student: [
    'first_name',
    'last_name',
    'average_weekly_session_time',
    'total_session_time',
    'usage_extended_hours',
    'count_lessons_completed',
    'standards_growth',
    'standards_partial_growth',
    'percent_growth',
  ],
};
