import { useId, useRef } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useI18n } from '../../../lib/i18n';
import './session-timeout-dialog.css';

interface SessionTimeoutDialogProps {
  isOpen: boolean;
  secondsLeft: number;
  isStaying: boolean;
  onStay: () => void;
  onSignOut: () => void;
}

function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** The session-timeout warning modal of spec §2, with a live countdown. */
export function SessionTimeoutDialog({
  isOpen,
  secondsLeft,
  isStaying,
  onStay,
  onSignOut,
}: SessionTimeoutDialogProps) {
  const { t } = useI18n();
  const stayRef = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  // Screen readers hear the countdown every 15 seconds and during the last 10, not every second.
  const shouldAnnounce = secondsLeft <= 10 || secondsLeft % 15 === 0;

  return (
    <ModalDialog
      isOpen={isOpen}
      title={t('session.warning.title')}
      onCancel={onStay}
      initialFocusRef={stayRef}
      descriptionId={descriptionId}
    >
      <p id={descriptionId}>{t('session.warning.body')}</p>
      <p className="session-timeout__countdown" role="timer" aria-live="off">
        <span className="session-timeout__time">{formatCountdown(secondsLeft)}</span>
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {shouldAnnounce ? t('session.warning.remaining', { count: secondsLeft }) : ''}
      </p>
      <div className="session-timeout__actions">
        <button
          ref={stayRef}
          type="button"
          className="button button--primary"
          onClick={onStay}
          disabled={isStaying}
        >
          {t('session.warning.stay')}
        </button>
        <button type="button" className="button button--secondary" onClick={onSignOut}>
          {t('session.warning.signOut')}
        </button>
      </div>
    </ModalDialog>
  );
}
