/**
 * Student login cards (spec §2 "Student login card and printable login card report"): eight cards a page, each
 * with the student's name, username, password (the picture's drawing and name, or the text password) for those
 * allowed to print it, the classroom login code, the login URL and its QR code.
 */
import { AUTHENTICATION_TYPES, studentLoginUrl } from '@dash/contracts';
import { contentBox, FONT, type Pdf } from './pdf-document.js';
import { drawPicture } from './picture-icons.js';
import { fullName, type PrintText } from './printable-text.js';
import type { PrintStudent } from './printables.repository.js';
import { drawQrCode } from './qr-code.js';

const COLUMNS = 2;
const ROWS = 4;
const GAP = 12;
const PAD = 10;
const QR_SIZE = 78;

export interface LoginCardOptions {
  text: PrintText;
  withPasswords: boolean;
}

/** The password line of a card: what the student types or picks, or only its kind when not allowed. */
function passwordOf(student: PrintStudent, { text, withPasswords }: LoginCardOptions) {
  const picture = student.authentication_type === AUTHENTICATION_TYPES.picture;
  const kind = text.t(picture ? 'print.loginCards.picturePassword' : 'print.loginCards.textPassword');
  if (!withPasswords) return { kind, value: text.t('print.loginCards.askTeacher'), picture: null };
  if (picture && student.picture_password)
    return {
      kind,
      value: text.t(`print.picture.${student.picture_password}`),
      picture: student.picture_password,
    };
  return { kind, value: student.text_password ?? '', picture: null };
}

export function drawLoginCard(doc: Pdf, student: PrintStudent, index: number, options: LoginCardOptions) {
  const perPage = COLUMNS * ROWS;
  if (index > 0 && index % perPage === 0) doc.addPage();
  const box = contentBox(doc);
  const width = (box.width - GAP * (COLUMNS - 1)) / COLUMNS;
  const height = (box.height - GAP * (ROWS - 1)) / ROWS;
  const slot = index % perPage;
  const x = box.left + (slot % COLUMNS) * (width + GAP);
  const y = box.top + Math.floor(slot / COLUMNS) * (height + GAP);
  const { t } = options.text;

  doc.save().lineWidth(1).dash(4, { space: 3 }).roundedRect(x, y, width, height, 8).stroke('#777777');
  doc.undash().restore();

  const textWidth = width - QR_SIZE - PAD * 3;
  const left = x + PAD;
  doc.font(FONT.bold).fontSize(13).fillColor('#000000');
  doc.text(fullName(student.first_name, student.last_name), left, y + PAD, {
    width: textWidth,
    lineBreak: false,
    ellipsis: true,
  });
  doc.font(FONT.regular).fontSize(8).fillColor('#444444');
  doc.text(student.classroom_name, left, y + PAD + 18, {
    width: textWidth,
    lineBreak: false,
    ellipsis: true,
  });

  const line = (label: string, value: string, top: number) => {
    doc.font(FONT.regular).fontSize(8).fillColor('#444444').text(label, left, top, { width: textWidth });
    doc.font(FONT.bold).fontSize(11).fillColor('#000000');
    doc.text(value, left, top + 10, { width: textWidth, lineBreak: false, ellipsis: true });
  };
  line(t('print.loginCards.username'), student.username, y + PAD + 34);
  const password = passwordOf(student, options);
  line(password.kind, password.value, y + PAD + 62);
  if (password.picture) drawPicture(doc, password.picture, left + textWidth - 26, y + PAD + 60, 26);
  line(t('print.loginCards.classroomCode'), student.login_code, y + PAD + 90);

  const url = studentLoginUrl(student.login_code);
  const qrX = x + width - QR_SIZE - PAD;
  drawQrCode(doc, url, qrX, y + PAD, QR_SIZE);
  doc.font(FONT.regular).fontSize(7).fillColor('#444444');
  doc.text(`${t('print.loginCards.signInAt')} ${url}`, left, y + height - PAD - 9, {
    width: width - PAD * 2,
    lineBreak: false,
    ellipsis: true,
  });
  doc.fillColor('#000000');
}
