import {
  ENGAGEMENT_DEFAULT_TIMEFRAME,
  EVENT_CODES,
  PRINTABLE_PATHS,
  type ActivityEvent,
  type LetterLanguage,
} from '@dash/contracts';
import { useId, useRef, useState } from 'react';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { ErrorState, LoadingState } from '../../../../components/ui/query-state';
import { useI18n } from '../../../../lib/i18n';
import { useLessonSlot } from '../../api/get-lesson-slot';
import { useStudentOverview } from '../../api/get-student-overview';
import { minutesOf } from '../../lib/activity';
import './achievement-letter-modal.css';

/** The letter an activity event opens: an engagement certificate, or a completed lesson group's letter. */
export type AchievementLetter =
  | { kind: 'certificate'; districtId: number; studentId: number; name: string }
  | {
      kind: 'milestone';
      districtId: number;
      studentId: number;
      name: string;
      firstName: string;
      groupName: string | null;
      triggerSlotId: number;
      completedAt: number;
    };

/** The letter of a certificate (200) or a completed lesson group (130/703) event; null for any other. */
export function achievementLetterOf(event: ActivityEvent, districtId: number): AchievementLetter | null {
  const base = {
    districtId,
    studentId: event.student_id,
    name: `${event.first_name} ${event.last_name}`,
  };
  if (event.event_code === EVENT_CODES.CERTIFICATE) return { kind: 'certificate', ...base };
  if (event.groupComplete && event.milestone_trigger_lesson_slot_id !== null)
    return {
      kind: 'milestone',
      ...base,
      firstName: event.first_name,
      groupName: event.lesson_group_name,
      triggerSlotId: event.milestone_trigger_lesson_slot_id,
      completedAt: event.timestamp,
    };
  return null;
}

/** The PDF of a letter in a language (printables: certificate, milestone_letter). */
export function letterPdfHref(letter: AchievementLetter, language: LetterLanguage): string {
  const { districtId, studentId } = letter;
  return letter.kind === 'certificate'
    ? PRINTABLE_PATHS.certificate(districtId, studentId, language)
    : PRINTABLE_PATHS.milestoneLetter(districtId, studentId, letter.triggerSlotId, language);
}

/**
 * The engagement certificate and milestone completed letter modals (spec §2 Modals, §7): what the letter says,
 * on screen; the language it prints in (English or Spanish, the reader's by default) and Print, which opens
 * the PDF. Escape or Close returns focus to the button that opened it.
 */
export function AchievementLetterModal({
  letter,
  timeZone,
  onClose,
}: {
  letter: AchievementLetter;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const [language, setLanguage] = useState<LetterLanguage>(locale.startsWith('es') ? 'es' : 'en');
  const closeRef = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  const title = t(letter.kind === 'certificate' ? 'letter.certificate.title' : 'letter.milestone.title');

  return (
    <ModalDialog
      isOpen
      title={title}
      onCancel={onClose}
      initialFocusRef={closeRef}
      descriptionId={descriptionId}
      className="achievement-letter"
    >
      <div id={descriptionId} className="achievement-letter__preview">
        {letter.kind === 'certificate' ? (
          <CertificateText letter={letter} />
        ) : (
          <MilestoneText letter={letter} timeZone={timeZone} />
        )}
      </div>
      <fieldset className="achievement-letter__language">
        <legend>{t('letter.language')}</legend>
        {(['en', 'es'] as const).map((code) => (
          <label key={code}>
            <input
              type="radio"
              name={`${descriptionId}-language`}
              value={code}
              checked={language === code}
              onChange={() => setLanguage(code)}
            />{' '}
            <span lang={code}>{code === 'en' ? 'English' : 'Español'}</span>
          </label>
        ))}
      </fieldset>
      <div className="modal-dialog__actions">
        <button ref={closeRef} type="button" className="button button--secondary" onClick={onClose}>
          {t('letter.close')}
        </button>
        <a
          className="button achievement-letter__print"
          href={letterPdfHref(letter, language)}
          target="_blank"
          rel="noopener"
        >
          {t('letter.print')}
        </a>
      </div>
    </ModalDialog>
  );
}

/** The certificate's words: the student and this school year's lessons and minutes (the student overview). */
function CertificateText({ letter }: { letter: Extract<AchievementLetter, { kind: 'certificate' }> }) {
  const { t } = useI18n();
  const overview = useStudentOverview(
    `/r/districts/${letter.districtId}/students/${letter.studentId}/overview`,
    { timeframe: ENGAGEMENT_DEFAULT_TIMEFRAME },
  );
  return (
    <>
      <p>{t('letter.certificate.presented')}</p>
      <p className="achievement-letter__name">{letter.name}</p>
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError ? (
        <ErrorState message={t('letter.error')} onRetry={() => void overview.refetch()} />
      ) : (
        <p>
          {t('letter.certificate.for', {
            lessons: overview.data.data.summary.count_lessons_completed,
            minutes: minutesOf(overview.data.data.summary.total_session_time),
          })}
        </p>
      )}
    </>
  );
}

/** The milestone letter's words: the lesson group completed, its last lesson (the trigger slot) and the day. */
function MilestoneText({
  letter,
  timeZone,
}: {
  letter: Extract<AchievementLetter, { kind: 'milestone' }>;
  timeZone: string;
}) {
  const { t, formatDateTime } = useI18n();
  const slot = useLessonSlot(letter.triggerSlotId);
  const date = formatDateTime(new Date(letter.completedAt), { dateStyle: 'long', timeZone });
  return (
    <>
      <p className="achievement-letter__name">{letter.name}</p>
      <p>
        {letter.groupName
          ? t('letter.milestone.body', { first: letter.firstName, group: letter.groupName, date })
          : t('letter.milestone.bodyNoGroup', { first: letter.firstName, date })}
      </p>
      {slot.isPending ? (
        <LoadingState />
      ) : slot.isError ? (
        <ErrorState message={t('letter.error')} onRetry={() => void slot.refetch()} />
      ) : (
        <p>{t('letter.milestone.lastLesson', { lesson: slot.data.name })}</p>
      )}
      <p>{t('letter.milestone.celebrate', { first: letter.firstName })}</p>
    </>
  );
}
