import { ChoiceDialog } from '../../../components/ui/choice-dialog';
import { useI18n } from '../../../lib/i18n';
import './session-timeout-dialog.css';

interface SessionTimeoutDialogProps {
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
  secondsLeft,
  isStaying,
  onStay,
  onSignOut,
}: SessionTimeoutDialogProps) {
  const { t } = useI18n();
  // Screen readers hear the countdown every 15 seconds and during the last 10, not every second.
  const shouldAnnounce = secondsLeft <= 10 || secondsLeft % 15 === 0;

  return (
    <ChoiceDialog
      title={t('session.warning.title')}
      description={<p>{t('session.warning.body')}</p>}
      actions={[
        {
          label: t('session.warning.stay'),
          onClick: onStay,
          className: 'button--primary',
          disabled: isStaying,
          isSafe: true,
        },
        { label: t('session.warning.signOut'), onClick: onSignOut, className: 'button--secondary' },
      ]}
    >
      <p className="session-timeout__countdown" role="timer" aria-live="off">
        <span className="session-timeout__time">{formatCountdown(secondsLeft)}</span>
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {shouldAnnounce ? t('session.warning.remaining', { count: secondsLeft }) : ''}
      </p>
    </ChoiceDialog>
  );
}
