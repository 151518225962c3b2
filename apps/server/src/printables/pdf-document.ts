/**
 * One way to start and send a printable PDF: pdfkit with Noto Sans embedded (subset) so names and Spanish
 * sentences keep their accents on any printer; US Letter, A4 for districts in Great Britain (en-GB).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff-to-sfnt.js';

const require = createRequire(import.meta.url);
/** Noto Sans (latin: accents, ñ, ¿ ¡) from @fontsource/noto-sans. */
const FONT_FILES = {
  regular: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
} as const;

/** The fonts read and unwrapped from WOFF once per process, at the first document (woff-to-sfnt.ts). */
let fonts: Record<keyof typeof FONT_FILES, Buffer> | undefined;
const unwrappedFonts = () =>
  (fonts ??= {
    regular: woffToSfnt(readFileSync(FONT_FILES.regular)),
    bold: woffToSfnt(readFileSync(FONT_FILES.bold)),
  });

export type Pdf = PDFKit.PDFDocument;

export const FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;

/** Paper by district country: A4 in Great Britain, US Letter elsewhere (the product's locales, spec §1). */
export const paperFor = (country: string) => (country.toUpperCase() === 'GB' ? 'A4' : 'LETTER');

export interface PdfOptions {
  country: string;
  title: string;
  margin?: number;
}

/** A new document with the fonts registered and the regular font selected; nothing drawn yet. */
export function newPdf({ country, title, margin = 54 }: PdfOptions): Pdf {
  const doc = new PDFDocument({
    size: paperFor(country),
    margin,
    info: { Title: title, Creator: 'Math dashboard' },
    autoFirstPage: true,
    bufferPages: false,
  });
  doc.registerFont(FONT.regular, unwrappedFonts().regular);
  doc.registerFont(FONT.bold, unwrappedFonts().bold);
  doc.font(FONT.regular);
  return doc;
}

/** The usable width and height of a page inside its margins. */
export function contentBox(doc: Pdf) {
  const { width, height, margins } = doc.page;
  return {
    left: margins.left,
    top: margins.top,
    width: width - margins.left - margins.right,
    height: height - margins.top - margins.bottom,
    bottom: height - margins.bottom,
  };
}

/** A heading line in bold, then back to the regular font. */
export function heading(doc: Pdf, text: string, size = 20) {
  doc.font(FONT.bold).fontSize(size).text(text).font(FONT.regular).fontSize(12);
}
