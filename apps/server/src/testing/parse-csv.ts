/**
 * Reads a CSV document as RFC 4180 describes it (what a spreadsheet sees): fields split on commas, quoted
 * fields may hold commas, line breaks and doubled quotes; records end with CRLF. For tests of the exports.
 */
export interface ParsedCsv {
  rows: string[][];
  /** Per field, whether it was written in quotes (numbers must not be). */
  quoted: boolean[][];
}

export function parseCsv(text: string): ParsedCsv {
  const rows: string[][] = [];
  const quoted: boolean[][] = [];
  let row: string[] = [];
  let rowQuoted: boolean[] = [];
  let field = '';
  let isQuoted = false;
  let i = 0;
  const endField = () => {
    row.push(field);
    rowQuoted.push(isQuoted);
    field = '';
    isQuoted = false;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (field === '' && !isQuoted && ch === '"') {
      isQuoted = true;
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else field += text[i++];
      }
      if (i < text.length && text[i] !== ',' && text[i] !== '\r')
        throw new Error(`text after a closing quote at ${i}`);
      continue;
    }
    if (ch === ',') {
      endField();
      i++;
    } else if (ch === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`a lone CR at ${i}: records end with CRLF`);
      endField();
      rows.push(row);
      quoted.push(rowQuoted);
      row = [];
      rowQuoted = [];
      i += 2;
    } else if (ch === '\n' || ch === '"') {
      throw new Error(`an unquoted ${ch === '"' ? 'quote' : 'LF'} at ${i}`);
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== '' || row.length > 0) endField();
  if (row.length > 0) {
    rows.push(row);
    quoted.push(rowQuoted);
  }
  return { rows, quoted };
}
