/**
 * Professional development (spec §2 PD page, §7 /x/…): the caller's own progress — read over a period, marked
 * started or completed (one transaction with its audit row) — and the course-access rule: only a known lesson's
 * relative link is followed, and opening it records the lesson as started.
 */
import { localDay, type PdProgress } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import { withTransaction, type Db } from '../db/database.js';
import { badRequest, notFound } from '../http/app-error.js';
import { resolveTimeframe, type TimeframeParams } from '../reports/shared/report-envelope.js';
import { isRelativeUrl, pdLessonByKey, pdLessonByLink } from './pd-catalogue.js';
import * as repository from './pd.repository.js';

/** The default period of /x/pd-progresses: the current school year. */
const DEFAULT_PERIOD = '0y';

const progressOf = (row: repository.PdProgressRow): PdProgress => ({
  lesson_key: row.lesson_key,
  started_at: Number(row.started_at),
  completed_at: row.completed_at === null ? null : Number(row.completed_at),
});

const ownKey = (actor: Actor, lessonKey: string) => ({
  districtId: actor.districtId,
  customerId: actor.customerId,
  lessonKey,
});

/**
 * The caller's lessons started or completed in the period (sy, days or fd–td; the school year by default), days
 * read in the district's time zone; another educator's progress is never read.
 */
export async function progressInPeriod(
  db: Db,
  actor: Actor,
  query: Pick<TimeframeParams, 'sy' | 'days' | 'fd' | 'td'>,
  now = Date.now(),
) {
  const period = resolveTimeframe(query, actor.district.timeZone, DEFAULT_PERIOD, now);
  const inPeriod = (at: number | null) => {
    if (at === null) return false;
    const day = localDay(at, actor.district.timeZone);
    return day >= period.from && day <= period.to;
  };
  const rows = await repository.findProgress(db, actor.districtId, actor.customerId);
  return {
    data: rows.map(progressOf).filter((p) => inPeriod(p.started_at) || inPeriod(p.completed_at)),
    report_dates: { from_date: period.from, to_date: period.to },
  };
}

/** Marks one of the caller's lessons started or completed, audited in the same transaction. */
export async function saveProgress(
  db: Db,
  actor: Actor,
  lessonKey: string,
  status: 'started' | 'completed',
  ip: string,
  now = Date.now(),
): Promise<PdProgress> {
  if (!pdLessonByKey(lessonKey)) throw notFound('There is no PD lesson with that key.');
  const key = ownKey(actor, lessonKey);
  await withTransaction(db, async (trx) => {
    await repository.markProgress(trx, key, status === 'completed', now);
    await recordAudit(
      trx,
      {
        districtId: actor.districtId,
        customerId: actor.customerId,
        action: 'pd_progress_saved',
        outcome: 'success',
        target: `pd_lesson:${lessonKey}`,
        ip,
        detail: status,
      },
      now,
    );
  });
  return progressOf((await repository.findOneProgress(db, key))!);
}

/**
 * The course-access link (spec §7 /x/pd-course-access?{link}): a relative link of a known lesson is recorded as
 * started and returned to redirect to; an absolute, scheme-relative or unknown link is refused (400), so the
 * route never redirects off the site.
 */
export async function openCourse(db: Db, actor: Actor, link: string, ip: string, now = Date.now()) {
  if (!isRelativeUrl(link)) throw badRequest('The link must be a relative link of a PD lesson.');
  const lesson = pdLessonByLink(link);
  if (!lesson)
    throw badRequest('That link is not a PD lesson.', [{ path: 'link', message: 'unknown lesson' }]);
  await saveProgress(db, actor, lesson.key, 'started', ip, now);
  return lesson.link;
}
