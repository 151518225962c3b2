/**
 * Reads one CSV file of an upload with csv-parse: UTF-8 (a BOM is dropped), a header row, every row as wide as the
 * header. Refuses the whole upload, naming file, line and column, for columns it does not know, required columns
 * that are missing, and formula-looking cells (CSV injection: a cell a spreadsheet would run, such as "=SUM(A1)",
 * is refused rather than kept, since the roster's names end up in exports people open in spreadsheets).
 */
import { parse } from 'csv-parse/sync';
import { BULK_UPLOAD_MAX_ROWS } from '@dash/contracts';
import { badRequest } from '../http/app-error.js';

export interface CsvRow {
  line: number;
  get(column: string): string;
}

export interface CsvTable {
  file: string;
  columns: string[];
  rows: CsvRow[];
}

/** Starts like a spreadsheet formula: = + @ tab or CR, or "-" that does not begin a plain number. */
const FORMULA_START = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;
const MAX_CELL = 500;

export function isFormulaLike(cell: string): boolean {
  return FORMULA_START.test(cell);
}

function decodeUtf8(file: string, bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    if (text.includes('\u0000')) throw new Error('NUL');
    return text;
  } catch {
    throw badRequest(`${file} is not a UTF-8 text file. Save it as CSV (UTF-8) and upload it again.`);
  }
}

export interface TableRules {
  /** Every column the file may have; anything else refuses the upload. */
  known: (column: string) => boolean;
  required: readonly string[];
}

export function readCsvTable(file: string, bytes: Uint8Array, rules: TableRules): CsvTable {
  const text = decodeUtf8(file, bytes);
  let records: { record: string[]; lines: number }[];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: false,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
      to: BULK_UPLOAD_MAX_ROWS + 2,
      // The line a record ends on, for the report (cheaper than csv-parse's `info` snapshot per record).
      on_record: ((record: string[], context: { lines: number }) => ({
        record,
        lines: context.lines,
      })) as never,
    }) as unknown as { record: string[]; lines: number }[];
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 200) : '';
    throw badRequest(`${file} is not a well-formed CSV file: ${detail}`);
  }
  const [header, ...body] = records;
  if (!header) throw badRequest(`${file} is empty: it needs a header row and at least one row.`);
  const columns = header.record.map((name) => name.trim());
  const unknown = columns.filter((name) => !rules.known(name));
  if (unknown.length)
    throw badRequest(`${file} has columns this upload does not know: ${unknown.join(', ')}.`, [
      ...unknown.map((name) => ({ path: `${file}:${name}`, message: 'unknown column' })),
    ]);
  const missing = rules.required.filter((name) => !columns.includes(name));
  if (missing.length) throw badRequest(`${file} is missing the columns ${missing.join(', ')}.`);
  const duplicated = columns.filter((name, i) => columns.indexOf(name) !== i);
  if (duplicated.length) throw badRequest(`${file} has the column ${duplicated[0]} twice.`);
  if (body.length > BULK_UPLOAD_MAX_ROWS)
    throw badRequest(`${file} has more than ${BULK_UPLOAD_MAX_ROWS} rows. Split it and upload each part.`);

  const index = new Map(columns.map((name, i) => [name, i]));
  const formulas: string[] = [];
  const rows = body.map(({ record, lines }) => {
    for (let i = 0; i < record.length; i++) {
      const cell = record[i]!;
      if (cell.length > MAX_CELL)
        throw badRequest(
          `${file} line ${lines}, column ${columns[i]}: a cell is longer than ${MAX_CELL} characters.`,
        );
      if ((isFormulaLike(cell) || isFormulaLike(cell.trim())) && formulas.length < 5)
        formulas.push(`line ${lines} column ${columns[i]}`);
    }
    return {
      line: lines,
      get: (column: string) => {
        const at = index.get(column);
        return at === undefined ? '' : record[at]!.trim();
      },
    };
  });
  if (formulas.length)
    throw badRequest(
      `${file} has cells that look like spreadsheet formulas (${formulas.join('; ')}). Remove the leading =, +, - or @ and upload it again.`,
    );
  return { file, columns, rows };
}
