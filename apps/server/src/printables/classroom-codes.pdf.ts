/**
 * The classroom-code report of a school (spec §2, §3: the school's district and school login identifiers,
 * its classrooms with their teachers and codes): a table that continues on new pages.
 */
import { STUDENT_LOGIN_URL } from '@dash/contracts';
import { contentBox, FONT, heading, type Pdf } from './pdf-document.js';
import { fullName, type PrintText } from './printable-text.js';

export interface CodeReport {
  school: { name: string; url_identifier: string | null };
  districtIdentifier: string;
  classrooms: { name: string; login_code: string; first_name: string; last_name: string }[];
}

const ROW = 22;

export function drawClassroomCodes(doc: Pdf, report: CodeReport, text: PrintText) {
  const { t } = text;
  heading(doc, t('print.classroomCodes.title', { school: report.school.name }), 18);
  doc.moveDown(0.3).fontSize(10).fillColor('#444444');
  doc.text(t('print.classroomCodes.lead', { url: STUDENT_LOGIN_URL }));
  doc.text(
    t('print.classroomCodes.schoolId', {
      school: report.school.url_identifier ?? '',
      district: report.districtIdentifier,
    }),
  );
  doc.fillColor('#000000').moveDown(1);
  if (report.classrooms.length === 0) {
    doc.fontSize(12).text(t('print.classroomCodes.none'));
    return;
  }
  const box = contentBox(doc);
  const columns = [
    { label: t('print.classroomCodes.classroom'), x: box.left, width: box.width * 0.42 },
    { label: t('print.classroomCodes.teacher'), x: box.left + box.width * 0.44, width: box.width * 0.36 },
    { label: t('print.classroomCodes.code'), x: box.left + box.width * 0.82, width: box.width * 0.18 },
  ];
  const head = (y: number) => {
    doc.font(FONT.bold).fontSize(10);
    for (const c of columns) doc.text(c.label, c.x, y, { width: c.width, lineBreak: false });
    doc
      .moveTo(box.left, y + 15)
      .lineTo(box.left + box.width, y + 15)
      .stroke('#777777');
    return y + ROW;
  };
  let y = head(doc.y);
  for (const classroom of report.classrooms) {
    if (y + ROW > box.bottom) {
      doc.addPage();
      y = head(contentBox(doc).top);
    }
    const cells = [classroom.name, fullName(classroom.first_name, classroom.last_name), classroom.login_code];
    columns.forEach((c, i) => {
      doc.font(i === 2 ? FONT.bold : FONT.regular).fontSize(i === 2 ? 12 : 10);
      doc.text(cells[i]!, c.x, y, { width: c.width, lineBreak: false, ellipsis: true });
    });
    y += ROW;
  }
  doc.font(FONT.regular);
}
