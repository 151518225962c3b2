/**
 * The nine picture passwords (spec §3: 1 Flowers, 2 Cat, 3 Bug, 4 Pencils, 5 Hat, 6 Skull, 7 Bird, 8 Book,
 * 9 Turtle) as small line drawings in a `size`-point square, so a young student finds the picture they pick.
 */
import type { Pdf } from './pdf-document.js';

type Draw = (doc: Pdf, s: number) => void;

const PICTURES: Record<number, Draw> = {
  1: (doc, s) => {
    for (let i = 0; i < 5; i++) {
      const a = (i * 2 * Math.PI) / 5;
      doc.circle(s / 2 + Math.cos(a) * s * 0.22, s / 2 + Math.sin(a) * s * 0.22, s * 0.14);
    }
    doc.fillAndStroke('#f4a6c0', '#000000');
    doc.circle(s / 2, s / 2, s * 0.1).fillAndStroke('#ffd23f', '#000000');
  },
  2: (doc, s) => {
    doc.polygon([s * 0.2, s * 0.35], [s * 0.3, s * 0.08], [s * 0.45, s * 0.28]);
    doc.polygon([s * 0.8, s * 0.35], [s * 0.7, s * 0.08], [s * 0.55, s * 0.28]);
    doc.circle(s / 2, s * 0.55, s * 0.32).fillAndStroke('#f0a04b', '#000000');
    doc
      .circle(s * 0.38, s * 0.5, s * 0.04)
      .circle(s * 0.62, s * 0.5, s * 0.04)
      .fill('#000000');
  },
  3: (doc, s) => {
    for (const y of [0.4, 0.55, 0.7]) doc.moveTo(s * 0.1, s * y).lineTo(s * 0.9, s * y);
    doc.stroke('#000000');
    doc.ellipse(s / 2, s * 0.55, s * 0.22, s * 0.3).fillAndStroke('#d64545', '#000000');
    doc.circle(s / 2, s * 0.2, s * 0.1).fillAndStroke('#333333', '#000000');
  },
  4: (doc, s) => {
    for (const x of [0.3, 0.6]) {
      doc.rect(s * x, s * 0.1, s * 0.16, s * 0.6).fillAndStroke('#ffd23f', '#000000');
      doc.polygon([s * x, s * 0.7], [s * (x + 0.16), s * 0.7], [s * (x + 0.08), s * 0.92]);
      doc.fillAndStroke('#e8c9a0', '#000000');
    }
  },
  5: (doc, s) => {
    doc.rect(s * 0.3, s * 0.15, s * 0.4, s * 0.5).fillAndStroke('#333333', '#000000');
    doc.rect(s * 0.1, s * 0.65, s * 0.8, s * 0.12).fillAndStroke('#333333', '#000000');
    doc.rect(s * 0.3, s * 0.52, s * 0.4, s * 0.08).fill('#d64545');
  },
  6: (doc, s) => {
    doc.circle(s / 2, s * 0.42, s * 0.32).fillAndStroke('#eeeeee', '#000000');
    doc.rect(s * 0.36, s * 0.68, s * 0.28, s * 0.18).fillAndStroke('#eeeeee', '#000000');
    doc
      .circle(s * 0.38, s * 0.42, s * 0.08)
      .circle(s * 0.62, s * 0.42, s * 0.08)
      .fill('#000000');
  },
  7: (doc, s) => {
    doc.ellipse(s * 0.45, s * 0.55, s * 0.32, s * 0.22).fillAndStroke('#4a90d9', '#000000');
    doc.circle(s * 0.72, s * 0.35, s * 0.14).fillAndStroke('#4a90d9', '#000000');
    doc.polygon([s * 0.84, s * 0.32], [s * 0.98, s * 0.38], [s * 0.84, s * 0.42]).fill('#f0a04b');
    doc.circle(s * 0.74, s * 0.32, s * 0.03).fill('#000000');
  },
  8: (doc, s) => {
    doc.rect(s * 0.1, s * 0.2, s * 0.4, s * 0.6).fillAndStroke('#7fb77e', '#000000');
    doc.rect(s * 0.5, s * 0.2, s * 0.4, s * 0.6).fillAndStroke('#7fb77e', '#000000');
    for (const y of [0.35, 0.5, 0.65])
      doc
        .moveTo(s * 0.18, s * y)
        .lineTo(s * 0.42, s * y)
        .moveTo(s * 0.58, s * y)
        .lineTo(s * 0.82, s * y);
    doc.stroke('#ffffff');
  },
  9: (doc, s) => {
    for (const x of [0.25, 0.65]) doc.rect(s * x, s * 0.62, s * 0.1, s * 0.16);
    doc.fillAndStroke('#7fb77e', '#000000');
    doc.circle(s * 0.86, s * 0.55, s * 0.1).fillAndStroke('#7fb77e', '#000000');
    doc.moveTo(s * 0.1, s * 0.65).bezierCurveTo(s * 0.15, s * 0.2, s * 0.75, s * 0.2, s * 0.8, s * 0.65);
    doc.closePath().fillAndStroke('#3f7a3e', '#000000');
  },
};

/** Draws picture `n` (1–9) at (x, y) in a `size`-point square; nothing for an unknown number. */
export function drawPicture(doc: Pdf, n: number, x: number, y: number, size: number) {
  const draw = PICTURES[n];
  if (!draw) return;
  doc
    .save()
    .translate(x, y)
    .lineWidth(Math.max(0.5, size / 40));
  draw(doc, size);
  doc.restore().fillColor('#000000').strokeColor('#000000');
}
