/**
 * The printable word problems (spec §2 /word-problem-generator): a heading with the standard, grade and set
 * number (its seed), a name line, the problems with room to work, then the answer key on a page of its own.
 */
import type { WordProblem, WordProblemStandardInfo } from '@dash/contracts';
import { contentBox, FONT, heading, type Pdf } from '../printables/pdf-document.js';
import type { PrintText } from '../printables/printable-text.js';

/** Room left under each problem for the working. */
const WORK_SPACE = 54;

export interface WordProblemSheet {
  standard: WordProblemStandardInfo;
  seed: number;
  problems: readonly WordProblem[];
}

function sheetHeading(doc: Pdf, sheet: WordProblemSheet, text: PrintText, title: string) {
  heading(doc, title, 18);
  doc.fontSize(10).fillColor('#444444');
  doc.text(
    text.t('print.wordProblems.about', {
      code: sheet.standard.code,
      grade: text.gradeName(sheet.standard.grade),
      seed: String(sheet.seed),
    }),
  );
  doc.fillColor('#000000').fontSize(12).moveDown(1);
}

/** The problems page(s): each problem numbered, kept whole on one page, with room to work below it. */
export function drawProblems(doc: Pdf, sheet: WordProblemSheet, text: PrintText) {
  sheetHeading(doc, sheet, text, text.t('print.wordProblems.title'));
  const box = contentBox(doc);
  doc.text(`${text.t('print.wordProblems.name')}: ______________________________`).moveDown(1);
  for (const problem of sheet.problems) {
    const height = doc.heightOfString(problem.question, { width: box.width - 24 });
    if (doc.y + height + WORK_SPACE / 2 > box.bottom) doc.addPage();
    const top = doc.y;
    doc.font(FONT.bold).text(`${problem.number}.`, box.left, top, { width: 22 });
    doc.font(FONT.regular).text(problem.question, box.left + 24, top, { width: box.width - 24 });
    doc.y += WORK_SPACE;
  }
}

/** The answer key on a new page: each problem's number and answer. */
export function drawAnswerKey(doc: Pdf, sheet: WordProblemSheet, text: PrintText) {
  doc.addPage();
  sheetHeading(doc, sheet, text, text.t('print.wordProblems.answerKey'));
  const box = contentBox(doc);
  for (const problem of sheet.problems) {
    if (doc.y + 20 > box.bottom) doc.addPage();
    const top = doc.y;
    doc.font(FONT.bold).text(`${problem.number}.`, box.left, top, { width: 22 });
    doc.font(FONT.regular).text(problem.answer_text, box.left + 24, top, { width: box.width - 24 });
    doc.moveDown(0.4);
  }
}
