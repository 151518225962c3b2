/**
 * Draws the shipped resources as PDFs with the printables' pdfkit set-up (Noto Sans embedded, Letter or A4 by
 * district country): guides, posters, certificates to fill in and the class tracker, in English or Spanish.
 */
import { contentBox, FONT, heading, type Pdf } from '../printables/pdf-document.js';
import type {
  CertificatesContent,
  GuideContent,
  PdfContent,
  PosterContent,
  Reading,
  TrackerContent,
  Words,
} from './resource-words.js';
import { wordsIn } from './resource-words.js';

const ACCENT = '#2f6fb0';
const INK = '#1d1d1f';

function drawGuide(doc: Pdf, guide: GuideContent, w: (words: Words) => string) {
  heading(doc, w(guide.title), 22);
  doc.moveDown(0.4).fontSize(12).fillColor('#444444').text(w(guide.lead), { lineGap: 2 });
  doc.fillColor(INK).moveDown(0.8);
  for (const section of guide.sections) {
    doc.font(FONT.bold).fontSize(13).fillColor(ACCENT).text(w(section.heading));
    doc.font(FONT.regular).fontSize(11.5).fillColor(INK).text(w(section.body), { lineGap: 2 });
    doc.moveDown(0.7);
  }
  doc.moveDown(0.5).font(FONT.bold).fontSize(12).text(w(guide.closing)).font(FONT.regular);
}

function drawPoster(doc: Pdf, poster: PosterContent, w: (words: Words) => string) {
  const box = contentBox(doc);
  doc.save().lineWidth(5).rect(box.left, box.top, box.width, box.height).stroke(ACCENT).restore();
  const inner = { width: box.width - 60, align: 'center' } as const;
  doc.x = box.left + 30;
  doc.y = box.top + 40;
  doc.font(FONT.bold).fontSize(36).fillColor(ACCENT).text(w(poster.title), inner);
  doc.moveDown(0.3).font(FONT.regular).fontSize(17).fillColor(INK).text(w(poster.subtitle), inner);
  doc.moveDown(1.2);
  for (const line of poster.lines) {
    doc.font(FONT.bold).fontSize(24).fillColor(INK).text(w(line), inner);
    doc.moveDown(0.6);
  }
  doc.font(FONT.regular).fillColor(INK);
}

function drawCertificates(doc: Pdf, content: CertificatesContent, w: (words: Words) => string) {
  content.certificates.forEach((certificate, index) => {
    if (index > 0) doc.addPage();
    const box = contentBox(doc);
    doc.save().lineWidth(6).rect(box.left, box.top, box.width, box.height).stroke(ACCENT);
    doc
      .lineWidth(1.5)
      .rect(box.left + 10, box.top + 10, box.width - 20, box.height - 20)
      .stroke(ACCENT);
    doc.restore();
    const centred = { width: box.width - 80, align: 'center' } as const;
    doc.x = box.left + 40;
    doc.y = box.top + box.height * 0.16;
    doc.font(FONT.bold).fontSize(34).fillColor(ACCENT).text(w(certificate.title), centred);
    doc.moveDown(1.5).font(FONT.regular).fontSize(14).fillColor(INK).text(w(content.nameLine), centred);
    doc.moveDown(2.2).text('______________________________________', centred);
    doc.moveDown(1.2).fontSize(16).text(w(certificate.reason), centred);
    doc.moveDown(4).fontSize(12);
    doc.text(
      `${w(content.teacherLine)}: ____________________    ${w(content.dateLine)}: ____________`,
      centred,
    );
  });
}

function drawTracker(doc: Pdf, tracker: TrackerContent, w: (words: Words) => string) {
  heading(doc, w(tracker.title), 20);
  doc.moveDown(0.3).fontSize(11).text(w(tracker.lead));
  doc.moveDown(0.8);
  const box = contentBox(doc);
  const nameWidth = box.width * 0.3;
  const weekWidth = (box.width - nameWidth) / tracker.weeks;
  const rowHeight = 26;
  const top = doc.y;
  doc.font(FONT.bold).fontSize(10);
  doc.text(w(tracker.nameColumn), box.left + 4, top + 8, { width: nameWidth - 8 });
  for (let week = 0; week < tracker.weeks; week++)
    doc.text(`${w(tracker.weekColumn)} ${week + 1}`, box.left + nameWidth + week * weekWidth, top + 8, {
      width: weekWidth,
      align: 'center',
    });
  doc.font(FONT.regular).lineWidth(0.8).strokeColor('#555555');
  for (let row = 0; row <= tracker.rows + 1; row++) {
    const y = top + row * rowHeight;
    doc
      .moveTo(box.left, y)
      .lineTo(box.left + box.width, y)
      .stroke();
  }
  const bottom = top + (tracker.rows + 1) * rowHeight;
  for (let column = 0; column <= tracker.weeks; column++) {
    const x = box.left + nameWidth + column * weekWidth;
    doc.moveTo(x, top).lineTo(x, bottom).stroke();
  }
  doc.moveTo(box.left, top).lineTo(box.left, bottom).stroke();
  // Five small boxes a week: the goal of spec §9.
  const small = Math.min(12, (weekWidth - 12) / 5);
  for (let row = 1; row <= tracker.rows; row++)
    for (let week = 0; week < tracker.weeks; week++)
      for (let box5 = 0; box5 < 5; box5++)
        doc
          .rect(
            box.left + nameWidth + week * weekWidth + 6 + box5 * (small + 1),
            top + row * rowHeight + (rowHeight - small) / 2,
            small - 2,
            small - 2,
          )
          .stroke('#999999');
  doc.x = box.left;
  doc.y = bottom + 12;
  doc.fillColor(INK).fontSize(10).text(w(tracker.legend), { width: box.width });
}

/** The title a resource PDF carries in its document information. */
export const pdfTitleOf = (content: PdfContent, reading: Reading) => wordsIn(content.title, reading);

/** Draws one resource's pages on a fresh document. */
export function drawResourcePdf(doc: Pdf, content: PdfContent, reading: Reading) {
  const w = (words: Words) => wordsIn(words, reading);
  doc.fillColor(INK);
  switch (content.kind) {
    case 'guide':
      return drawGuide(doc, content, w);
    case 'poster':
      return drawPoster(doc, content, w);
    case 'certificates':
      return drawCertificates(doc, content, w);
    case 'tracker':
      return drawTracker(doc, content, w);
  }
}
