/**
 * The one spreadsheet writer: a table as an .xlsx workbook (exceljs), audited on sending like the CSV exports.
 * Cells are written as typed values (numbers as numbers, text as text), never as formulas, so a name starting
 * with "=" stays text when the file is opened.
 */
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../accounts/actor.js';
import type { Db } from '../../db/database.js';
import { recordExport, type CsvTable } from './csv.js';

/** A sheet: a table, with an optional fill per body cell (an ARGB colour such as 'FFD9F2D9'). */
export interface Sheet extends CsvTable {
  fillOf?: (row: number, column: number) => string | undefined;
}

const HEADER_FILL = 'FFE8EEF7';

/** The workbook of one or more sheets; the first row of each is bold, frozen and filtered. */
export async function toXlsx(sheets: readonly Sheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const table of sheets) {
    const sheet = workbook.addWorksheet(table.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow([...table.headers]);
    for (const row of table.rows) sheet.addRow([...row]);
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headers.length } };
    table.headers.forEach((title, index) => {
      sheet.getColumn(index + 1).width = Math.min(40, Math.max(10, title.length + 2));
    });
    if (table.fillOf)
      table.rows.forEach((_, r) =>
        table.headers.forEach((_, c) => {
          const argb = table.fillOf!(r, c);
          if (argb)
            sheet.getCell(r + 2, c + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb } };
        }),
      );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a workbook as an attachment after recording an 'export' audit entry. */
export async function sendXlsx(
  db: Db,
  actor: Actor,
  request: FastifyRequest,
  reply: FastifyReply,
  file: { name: string; sheets: readonly Sheet[] },
): Promise<never> {
  const rows = file.sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  await recordExport(db, actor, request, { name: file.name, rows });
  await reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${file.name}.xlsx"`)
    .send(await toXlsx(file.sheets));
  return reply as never;
}
