/**
 * The letters home (spec §2 family invitation letters, §6 SSO-only parent letters, engagement certificate,
 * milestone completed letter): one page each, in English or Spanish.
 */
import { studentLoginUrl, STUDENT_LOGIN_URL } from '@dash/contracts';
import { contentBox, FONT, heading, type Pdf } from './pdf-document.js';
import { fullName, type PrintText } from './printable-text.js';
import type { PrintStudent } from './printables.repository.js';

const PARAGRAPH = { paragraphGap: 10, lineGap: 3, align: 'left' } as const;

function letterHead(doc: Pdf, title: string, student: PrintStudent, text: PrintText) {
  doc.font(FONT.regular).fontSize(10).fillColor('#444444');
  doc.text(`${student.school_name} · ${student.classroom_name}`);
  doc.fillColor('#000000').moveDown(1.5);
  heading(doc, title, 20);
  doc.moveDown(1);
  doc
    .fontSize(12)
    .text(text.t('print.letter.greeting', { name: fullName(student.first_name, student.last_name) }));
  doc.moveDown(0.6);
}

/** A letter's last lines: thanks, and the teacher's name in bold. */
function signOff(doc: Pdf, student: PrintStudent, text: PrintText) {
  doc
    .moveDown(1)
    .text(text.t('print.letter.thanks'))
    .moveDown(0.3)
    .font(FONT.bold)
    .text(fullName(student.teacher_first_name, student.teacher_last_name))
    .font(FONT.regular);
}

/** Family invitation letter (or, in an SSO-only district, the parent-login letter) for one student. */
export function drawFamilyLetter(
  doc: Pdf,
  student: PrintStudent,
  index: number,
  options: { text: PrintText; ssoOnly: boolean },
) {
  if (index > 0) doc.addPage();
  const { t } = options.text;
  const teacher = fullName(student.teacher_first_name, student.teacher_last_name);
  const first = student.first_name;
  letterHead(doc, t(options.ssoOnly ? 'print.ssoLetter.title' : 'print.letter.title'), student, options.text);
  doc.text(t('print.letter.intro', { first, teacher, school: student.school_name }), PARAGRAPH);
  if (options.ssoOnly) doc.text(t('print.ssoLetter.signIn', { first, url: STUDENT_LOGIN_URL }), PARAGRAPH);
  else
    doc.text(
      t('print.letter.signIn', {
        first,
        url: studentLoginUrl(student.login_code),
        code: student.login_code,
        username: student.username,
      }),
      PARAGRAPH,
    );
  doc.text(t('print.letter.encourage', { first }), PARAGRAPH);
  signOff(doc, student, options.text);
}

/** The engagement certificate (spec §2 modals, event code 200): name, lessons and minutes, teacher and day. */
export function drawCertificate(
  doc: Pdf,
  student: PrintStudent,
  totals: { lessonsCompleted: number; minutes: number },
  options: { text: PrintText; today: string },
) {
  const { t } = options.text;
  const box = contentBox(doc);
  doc.save().lineWidth(6).rect(box.left, box.top, box.width, box.height).stroke('#2f6fb0');
  doc
    .lineWidth(1.5)
    .rect(box.left + 10, box.top + 10, box.width - 20, box.height - 20)
    .stroke('#2f6fb0');
  doc.restore();
  const centred = { width: box.width - 80, align: 'center' } as const;
  doc.x = box.left + 40;
  doc.y = box.top + box.height * 0.18;
  doc.font(FONT.bold).fontSize(30).fillColor('#2f6fb0').text(t('print.certificate.title'), centred);
  doc.moveDown(1.2).font(FONT.regular).fontSize(14).fillColor('#000000');
  doc.text(t('print.certificate.presented'), centred).moveDown(0.8);
  doc.font(FONT.bold).fontSize(28).text(fullName(student.first_name, student.last_name), centred);
  doc.moveDown(0.8).font(FONT.regular).fontSize(14);
  doc.text(
    t('print.certificate.for', { lessons: totals.lessonsCompleted, minutes: totals.minutes }),
    centred,
  );
  doc.moveDown(3).fontSize(12);
  const teacher = fullName(student.teacher_first_name, student.teacher_last_name);
  doc.text(t('print.certificate.signed', { teacher, date: options.text.day(options.today) }), centred);
  doc.text(`${student.school_name} · ${student.classroom_name}`, centred);
}

export interface Milestone {
  group_name: string;
  short_description: string;
  standard_code: string;
  completed_date: string | null;
}

/** The milestone completed letter (spec §2, §7): the lesson group the trigger lesson slot completed. */
export function drawMilestoneLetter(doc: Pdf, student: PrintStudent, milestone: Milestone, text: PrintText) {
  const { t } = text;
  const first = student.first_name;
  letterHead(doc, t('print.milestone.title'), student, text);
  doc.text(
    t('print.milestone.body', {
      first,
      group: milestone.group_name,
      standard: milestone.standard_code,
      date: milestone.completed_date ? text.day(milestone.completed_date) : '',
      description: milestone.short_description,
    }),
    PARAGRAPH,
  );
  doc.text(t('print.milestone.celebrate', { first }), PARAGRAPH);
  signOff(doc, student, text);
}
