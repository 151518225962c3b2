/**
 * Rendered resource PDFs kept in memory: the library is shipped with the server and never changes while it runs,
 * so each (resource, language, paper) is drawn once per process and every later request sends the same bytes.
 */
import { newPdf, paperFor } from '../printables/pdf-document.js';
import { drawResourcePdf, pdfTitleOf } from './resource-pdf.js';
import type { PdfContent, Reading } from './resource-words.js';

const rendered = new Map<string, Promise<Buffer>>();

function render(content: PdfContent, reading: Reading, country: string): Promise<Buffer> {
  const doc = newPdf({ country, title: pdfTitleOf(content, reading) });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawResourcePdf(doc, content, reading);
  doc.end();
  return done;
}

/** The PDF of a resource in a reading (en, es, gb) on the district's paper. */
export function resourcePdfBytes(id: string, content: PdfContent, reading: Reading, country: string) {
  const key = `${id}:${reading}:${paperFor(country)}`;
  let bytes = rendered.get(key);
  if (!bytes) {
    bytes = render(content, reading, country);
    rendered.set(key, bytes);
    bytes.catch(() => rendered.delete(key));
  }
  return bytes;
}
