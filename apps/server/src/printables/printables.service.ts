/**
 * The printables' rules: which the district offers and who may print passwords (policy module), what is read,
 * which batch of a classroom print-all is, and the PDF sent (pdf-response.ts, audited).
 */
import {
  localDay,
  printBatches,
  type LetterLanguage,
  type Printable,
  type ReportQuery,
} from '@dash/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../accounts/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import { forbidden, notFound } from '../http/app-error.js';
import type { AppContext } from '../http/route.js';
import { canPrint, canPrintStudentPasswords } from '../policy/policy.js';
import { getStudentOverview } from '../reports/standards/student-overview.service.js';
import { drawClassroomCodes } from './classroom-codes.pdf.js';
import { drawCertificate, drawFamilyLetter, drawMilestoneLetter } from './letters.pdf.js';
import { drawLoginCard } from './login-cards.pdf.js';
import { sendPdf } from './pdf-response.js';
import { printText } from './printable-text.js';
import * as repo from './printables.repository.js';
import { drawStudentOverview, type OverviewPage } from './student-overviews.pdf.js';

export interface PrintCall {
  ctx: AppContext;
  actor: Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Refuses (and audits) a printable the district does not offer or the caller's role may not print. */
async function allow(call: PrintCall, printable: Printable, target: string) {
  if (canPrint(call.actor, printable)) return;
  await recordAudit(call.ctx.db, {
    districtId: call.actor.districtId,
    customerId: call.actor.customerId,
    action: 'print',
    outcome: 'denied',
    target: `${printable} ${target}`,
    ip: call.request.ip,
  });
  throw forbidden('This printable is not available here.');
}

const textOf = (actor: Actor, lang: LetterLanguage) => printText(lang, actor.district.country);
const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw notFound(`That ${what} does not exist.`);
  return value;
};

export async function printLoginCards(call: PrintCall, classroomId: number, lang: LetterLanguage) {
  const { ctx, actor } = call;
  await allow(call, 'login_cards', `classroom:${classroomId}`);
  const classroom = found(await repo.classroomOf(ctx.db, actor.districtId, classroomId), 'classroom');
  const students = await repo.classroomStudents(ctx.db, actor.districtId, classroomId);
  const withPasswords = canPrintStudentPasswords(actor);
  const text = textOf(actor, lang);
  return sendPdf(ctx.db, actor, call.request, call.reply, {
    name: `login-cards-${classroomId}`,
    title: text.t('print.loginCards.title', { classroom: classroom.name }),
    auditTarget: `login_cards classroom:${actor.districtId}:${classroomId}`,
    withPasswords,
    items: students,
    drawItem: (doc, student, index) => drawLoginCard(doc, student, index, { text, withPasswords }),
  });
}

export async function printClassroomCodes(call: PrintCall, schoolId: number, lang: LetterLanguage) {
  const { ctx, actor } = call;
  await allow(call, 'classroom_codes', `school:${schoolId}`);
  const report = found(await repo.schoolClassroomCodes(ctx.db, actor.districtId, schoolId), 'school');
  const text = textOf(actor, lang);
  const title = text.t('print.classroomCodes.title', { school: report.school.name });
  return sendPdf(ctx.db, actor, call.request, call.reply, {
    name: `classroom-codes-${schoolId}`,
    title,
    auditTarget: `classroom_codes school:${actor.districtId}:${schoolId}`,
    items: [report],
    drawItem: (doc, item) =>
      drawClassroomCodes(doc, { ...item, districtIdentifier: actor.district.provisionUid ?? '' }, text),
  });
}

export type LetterScope =
  | { kind: 'school'; schoolId: number }
  | { kind: 'classroom'; classroomId: number }
  | { kind: 'student'; studentId: number };

async function lettersOf(call: PrintCall, scope: LetterScope) {
  const { db } = call.ctx;
  const districtId = call.actor.districtId;
  if (scope.kind === 'school') {
    found(await repo.schoolClassroomCodes(db, districtId, scope.schoolId), 'school');
    return repo.schoolStudents(db, districtId, scope.schoolId);
  }
  if (scope.kind === 'classroom') {
    found(await repo.classroomOf(db, districtId, scope.classroomId), 'classroom');
    return repo.classroomStudents(db, districtId, scope.classroomId);
  }
  return [found(await repo.studentOf(db, districtId, scope.studentId), 'student')];
}

/** Family letters (spec §7 link "sid or cid, optional lang es"); SSO-only districts get the parent-login letter. */
export async function printFamilyLetters(call: PrintCall, scope: LetterScope, lang: LetterLanguage) {
  const { ctx, actor } = call;
  const id = Object.values(scope)[1] as number;
  await allow(call, 'family_letter', `${scope.kind}:${id}`);
  const students = await lettersOf(call, scope);
  const text = textOf(actor, lang);
  const ssoOnly = actor.district.options.sso_only;
  return sendPdf(ctx.db, actor, call.request, call.reply, {
    name: `${ssoOnly ? 'parent-login-letters' : 'family-letters'}-${scope.kind}-${id}-${lang}`,
    title: text.t(ssoOnly ? 'print.ssoLetter.title' : 'print.letter.title'),
    auditTarget: `family_letter ${scope.kind}:${actor.districtId}:${id} ${lang}`,
    items: students,
    drawItem: (doc, student, index) => drawFamilyLetter(doc, student, index, { text, ssoOnly }),
  });
}

/** Print-all (spec §4): everyone up to 30 students, else the chosen batch of 25; stops when the caller leaves. */
export async function printStudentOverviews(
  call: PrintCall,
  classroomId: number,
  query: { batch: number; timeframe?: string; lang: LetterLanguage },
) {
  const { ctx, actor, request } = call;
  await allow(call, 'student_overviews', `classroom:${classroomId}`);
  found(await repo.classroomOf(ctx.db, actor.districtId, classroomId), 'classroom');
  const students = await repo.classroomStudents(ctx.db, actor.districtId, classroomId);
  const batch = printBatches(students.length).find((b) => b.batch === query.batch);
  if (!batch && students.length > 0) throw notFound(`This classroom has no batch ${query.batch}.`);
  const chosen = batch ? students.slice(batch.first - 1, batch.last) : [];
  const reportQuery: ReportQuery = query.timeframe ? { timeframe: query.timeframe } : {};
  const pages: OverviewPage[] = [];
  for (const student of chosen) {
    if (request.raw.destroyed) break;
    const overview = await getStudentOverview(ctx.db, actor, student.student_id, reportQuery);
    pages.push({ student, overview });
  }
  const text = textOf(actor, query.lang);
  return sendPdf(ctx.db, actor, request, call.reply, {
    name: `students-${classroomId}-batch-${query.batch}`,
    title: text.t('print.overview.title'),
    auditTarget: `student_overviews classroom:${actor.districtId}:${classroomId} batch ${query.batch}`,
    items: pages,
    drawItem: (doc, page, index) => drawStudentOverview(doc, page, index, text),
  });
}

export async function printCertificate(call: PrintCall, studentId: number, lang: LetterLanguage) {
  const { ctx, actor } = call;
  await allow(call, 'certificate', `student:${studentId}`);
  const student = found(await repo.studentOf(ctx.db, actor.districtId, studentId), 'student');
  const totals = await repo.engagementOf(ctx.db, actor.districtId, studentId);
  const text = textOf(actor, lang);
  const today = localDay(Date.now(), actor.district.timeZone);
  return sendPdf(ctx.db, actor, call.request, call.reply, {
    name: `certificate-${studentId}`,
    title: text.t('print.certificate.title'),
    auditTarget: `certificate student:${actor.districtId}:${studentId}`,
    items: [student],
    drawItem: (doc, item) =>
      drawCertificate(
        doc,
        item,
        { lessonsCompleted: totals.lessonsCompleted, minutes: Math.round(totals.sessionMs / 60_000) },
        { text, today },
      ),
  });
}

export async function printMilestoneLetter(
  call: PrintCall,
  studentId: number,
  query: { lesson_slot_id: number; lang: LetterLanguage },
) {
  const { ctx, actor } = call;
  await allow(call, 'milestone_letter', `student:${studentId}`);
  const student = found(await repo.studentOf(ctx.db, actor.districtId, studentId), 'student');
  const milestone = found(
    await repo.milestoneOf(ctx.db, actor.districtId, studentId, query.lesson_slot_id),
    'completed milestone',
  );
  const text = textOf(actor, query.lang);
  return sendPdf(ctx.db, actor, call.request, call.reply, {
    name: `milestone-${studentId}-${query.lesson_slot_id}`,
    title: text.t('print.milestone.title'),
    auditTarget: `milestone_letter student:${actor.districtId}:${studentId} slot ${query.lesson_slot_id}`,
    items: [student],
    drawItem: (doc, item) => drawMilestoneLetter(doc, item, milestone, text),
  });
}
