/**
 * Test helpers over Debian's poppler-utils (installed by .ci/run): the text of a PDF (pdftotext), its page count
 * and size (pdfinfo), and its first page kept as a PNG under test-results/printables/ (pdftoppm) to look at.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const PNG_DIR = path.resolve(import.meta.dirname, '../../../../test-results/printables');

async function withFile<T>(pdf: Buffer, use: (file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'printable-'));
  const file = path.join(dir, 'printable.pdf');
  writeFileSync(file, pdf);
  try {
    return await use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text in reading order, whitespace runs made single spaces; of pages first to last when given. */
export const pdfText = (pdf: Buffer, pages?: { first: number; last: number }) =>
  withFile(pdf, async (file) => {
    const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
    return (await run('pdftotext', ['-raw', '-enc', 'UTF-8', ...range, file, '-'])).stdout.replace(
      /\s+/g,
      ' ',
    );
  });

/** Page count and the page size line ("612 x 792 pts (letter)"). */
export const pdfInfo = (pdf: Buffer) =>
  withFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    return {
      pages: Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]),
      size: /Page size:\s+(.*)/.exec(stdout)?.[1]?.trim() ?? '',
    };
  });

/** Keeps the first page as test-results/printables/<name>.png (50 dpi). */
export const keepFirstPage = (pdf: Buffer, name: string) =>
  withFile(pdf, async (file) => {
    mkdirSync(PNG_DIR, { recursive: true });
    await run('pdftoppm', [
      '-png',
      '-r',
      '50',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(PNG_DIR, name),
    ]);
    return path.join(PNG_DIR, `${name}.png`);
  });
