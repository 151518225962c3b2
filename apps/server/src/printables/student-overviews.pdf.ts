/**
 * Print-all students (spec §2 Overview "print-all", §4): one page per student with what the student overview
 * shows: usage in the period, standards completed and progressed in, and proficiency by grade.
 */
import type { getStudentOverview } from '../reports/standards/student-overview.service.js';
import { contentBox, FONT, heading, type Pdf } from './pdf-document.js';
import { fullName, type PrintText } from './printable-text.js';
import type { PrintStudent } from './printables.repository.js';

export type Overview = Awaited<ReturnType<typeof getStudentOverview>>;
export interface OverviewPage {
  student: PrintStudent;
  overview: Overview;
}

const MINUTE_MS = 60_000;

function figures(doc: Pdf, items: [string, string][]) {
  const box = contentBox(doc);
  const width = box.width / items.length;
  const top = doc.y;
  items.forEach(([label, value], i) => {
    const x = box.left + i * width;
    doc
      .save()
      .roundedRect(x + 2, top, width - 4, 58, 6)
      .fill('#eef3f8')
      .restore();
    doc
      .font(FONT.bold)
      .fontSize(20)
      .fillColor('#000000')
      .text(value, x + 10, top + 6, { width: width - 20 });
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor('#444444')
      .text(label, x + 10, top + 36, { width: width - 20 });
  });
  doc.fillColor('#000000');
  doc.x = box.left;
  doc.y = top + 72;
}

function proficiencyBars(doc: Pdf, overview: Overview, text: PrintText) {
  const box = contentBox(doc);
  for (const level of overview.data.levels_completion) {
    if (doc.y + 22 > box.bottom) break;
    const percent = Math.round(Number(level.percent_complete ?? 0));
    const y = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(10)
      .text(text.gradeName(level.grade), box.left, y + 2, { width: 110 });
    doc
      .save()
      .rect(box.left + 115, y + 3, 220, 10)
      .fill('#dddddd');
    doc
      .rect(box.left + 115, y + 3, (220 * Math.min(100, percent)) / 100, 10)
      .fill('#3c9a4b')
      .restore();
    doc.fillColor('#000000').fontSize(9);
    doc.text(
      text.t('print.overview.percentComplete', { percent, count: level.standards_count }),
      box.left + 345,
      y + 2,
      { width: box.width - 345 },
    );
    doc.x = box.left;
    doc.y = y + 20;
  }
}

export function drawStudentOverview(doc: Pdf, page: OverviewPage, index: number, text: PrintText) {
  if (index > 0) doc.addPage();
  const { t } = text;
  const { student, overview } = page;
  const summary = overview.data.summary;
  doc.font(FONT.regular).fontSize(10).fillColor('#444444').text(t('print.overview.title'));
  doc.fillColor('#000000');
  heading(doc, fullName(student.first_name, student.last_name), 22);
  doc.fontSize(10).fillColor('#444444');
  doc.text(`${text.gradeName(student.grade_id)} · ${student.school_name}`);
  doc.text(
    t('print.overview.classroom', {
      classroom: student.classroom_name,
      teacher: fullName(student.teacher_first_name, student.teacher_last_name),
    }),
  );
  const dates = overview.report_dates;
  doc.text(t('print.overview.period', { from: text.day(dates.from_date), to: text.day(dates.to_date) }));
  doc.fillColor('#000000').moveDown(1);
  figures(doc, [
    [t('print.overview.minutes'), String(Math.round(summary.total_session_time / MINUTE_MS))],
    [t('print.overview.lessons'), String(summary.count_lessons_completed)],
    [t('print.overview.standards'), String(summary.standards_growth)],
    [t('print.overview.progressed'), String(summary.standards_partial_growth)],
  ]);
  const completed = overview.data.standards_growth_names;
  doc.font(FONT.bold).fontSize(12).text(t('print.overview.standards')).font(FONT.regular).fontSize(10);
  doc.text(completed.length ? completed.join(', ') : t('print.overview.none')).moveDown(1);
  doc.font(FONT.bold).fontSize(12).text(t('print.overview.proficiency')).moveDown(0.4);
  proficiencyBars(doc, overview, text);
}
