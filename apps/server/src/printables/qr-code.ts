/** A QR code drawn as vector squares (crisp at any print size, no image to encode). */
import QRCode from 'qrcode';
import type { Pdf } from './pdf-document.js';

/** The module grid of `text` (error correction M), computed once per text. */
const grids = new Map<string, { size: number; dark: (row: number, col: number) => boolean }>();

function gridOf(text: string) {
  let grid = grids.get(text);
  if (!grid) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    grid = { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
    if (grids.size > 1000) grids.clear();
    grids.set(text, grid);
  }
  return grid;
}

/** Draws the QR code of `text` as a `size`-point square at (x, y), with its quiet zone inside the square. */
export function drawQrCode(doc: Pdf, text: string, x: number, y: number, size: number) {
  const grid = gridOf(text);
  const cell = size / (grid.size + 4);
  doc.save();
  for (let row = 0; row < grid.size; row++)
    for (let col = 0; col < grid.size; col++)
      if (grid.dark(row, col)) doc.rect(x + (col + 2) * cell, y + (row + 2) * cell, cell, cell);
  doc.fill('#000000').restore();
}
