/** The one CSV writer of every export: numbers as numbers, text quoted when needed, audited on sending. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../accounts/actor.js';
import { recordAudit } from '../../audit/audit.service.js';
import type { Db } from '../../db/database.js';

export type CsvValue = string | number | null;

/**
 * One cell. SECURITY-CRITICAL: text starting with = + - @ (or a tab or carriage return) would run as a
 * formula when the file is opened in a spreadsheet; it is prefixed with ' and quoted. Be extremely careful
 * when modifying this function: exports carry names typed by districts and students.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document: a header line, then one line per row; CRLF line ends (RFC 4180). */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [headers.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A table to export: headers a person reads and the rows' values in the same order. */
export interface CsvTable {
  /** File name without extension. */
  name: string;
  headers: readonly string[];
  rows: readonly (readonly CsvValue[])[];
}

/** Records an 'export' audit entry for a file of student data about to be sent (every export is audited). */
export async function recordExport(
  db: Db,
  actor: Actor,
  request: FastifyRequest,
  file: { name: string; rows: number },
) {
  await recordAudit(db, {
    districtId: actor.districtId,
    customerId: actor.customerId,
    action: 'export',
    outcome: 'success',
    target: file.name,
    ip: request.ip,
    detail: `${request.method} ${request.url.split('?')[0]} (${file.rows} rows)`,
  });
}

/**
 * Sends a table as a CSV attachment after recording an 'export' audit entry (exports of student data are
 * audited). Returns the sent reply: the route pipeline returns a sent reply as is.
 */
export async function sendCsv(
  db: Db,
  actor: Actor,
  request: FastifyRequest,
  reply: FastifyReply,
  table: CsvTable,
): Promise<never> {
  await recordExport(db, actor, request, { name: table.name, rows: table.rows.length });
  await reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${table.name}.csv"`)
    .send(toCsv(table.headers, table.rows));
  return reply as never;
}
