/**
 * Sends a printable: the printing is written to the audit log, then the PDF streams to the caller while its
 * pages are drawn (a few pages at a time, yielding so the bytes leave), and drawing stops when the caller goes
 * away (the print-all modal's Cancel aborts the request).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../accounts/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Db } from '../db/database.js';
import { newPdf, type Pdf } from './pdf-document.js';
import { nextTurn } from '../db/next-turn.js';

/** Pages drawn between two yields to the event loop. */
const PAGES_PER_TURN = 10;

export interface PdfJob<T> {
  /** File name without extension (ASCII). */
  name: string;
  title: string;
  /** What is printed, for the audit log ("login_cards classroom:1:2"). */
  auditTarget: string;
  /** Whether students' passwords are on the pages (audited). */
  withPasswords?: boolean;
  items: readonly T[];
  /** Draws one item; called with `first` true for the first one (no page break before it). */
  drawItem: (doc: Pdf, item: T, index: number) => void;
  /** Drawn once before the items (a header page or a table head), optional. */
  drawStart?: (doc: Pdf) => void;
}

/** Streams the job's PDF as the answer; resolves when the answer has ended (or the caller left). */
export async function sendPdf<T>(
  db: Db,
  actor: Actor,
  request: FastifyRequest,
  reply: FastifyReply,
  job: PdfJob<T>,
): Promise<never> {
  await recordAudit(db, {
    districtId: actor.districtId,
    customerId: actor.customerId,
    action: 'print',
    outcome: 'success',
    target: job.auditTarget,
    ip: request.ip,
    detail: `${request.method} ${request.url.split('?')[0]} (${job.items.length} items${
      job.withPasswords ? ', with passwords' : ''
    })`,
  });
  const doc = newPdf({ country: actor.district.country, title: job.title });
  let gone = false;
  reply.raw.once('close', () => (gone = !reply.raw.writableFinished));
  const finished = new Promise<void>((resolve) => {
    reply.raw.once('close', resolve);
    reply.raw.once('finish', resolve);
  });
  void reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${job.name}.pdf"`)
    .send(doc);
  try {
    job.drawStart?.(doc);
    for (let index = 0; index < job.items.length && !gone; index++) {
      job.drawItem(doc, job.items[index]!, index);
      if (index % PAGES_PER_TURN === PAGES_PER_TURN - 1) await nextTurn();
    }
  } catch (error) {
    request.log.error({ err: error }, 'printable drawing failed');
    doc.text('—');
  }
  doc.end();
  if (gone) request.log.info({ printable: job.name }, 'printing cancelled by the caller');
  await finished;
  return reply as never;
}
