import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { ChoiceDialog } from '../../../components/ui/choice-dialog';
import { useI18n } from '../../../lib/i18n';

/**
 * Pending changes (spec §2 pending-changes modal, §4 "Pending edits trigger confirmation before navigation";
 * §8 "You have unsaved changes."): while a pane holds unsaved edits, leaving the page, switching pane or
 * classroom asks first in a static modal (no keyboard dismissal); closing the tab gets the browser's prompt.
 */
export function usePendingChanges() {
  const { t } = useI18n();
  const [isDirty, setIsDirty] = useState(false);
  const isDirtyRef = useRef(false);
  const [pendingAction, setPendingAction] = useState<(() => void) | null>(null);
  useEffect(() => {
    isDirtyRef.current = isDirty;
  }, [isDirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('manageClassroom.pending.message');
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty, t]);

  /** Runs `action` now, or once the customer agrees to drop their unsaved edits. */
  const guard = useCallback((action: () => void) => {
    if (!isDirtyRef.current) action();
    else setPendingAction(() => action);
  }, []);

  const isAsking = blocker.state === 'blocked' || pendingAction !== null;
  const stay = () => {
    blocker.reset?.();
    setPendingAction(null);
  };
  const discard = () => {
    isDirtyRef.current = false;
    setIsDirty(false);
    const action = pendingAction;
    setPendingAction(null);
    if (blocker.state === 'blocked') blocker.proceed?.();
    action?.();
  };

  const dialog = isAsking && (
    <ChoiceDialog
      title={t('manageClassroom.pending.title')}
      description={<p>{t('manageClassroom.pending.message')}</p>}
      actions={[
        { label: t('manageClassroom.pending.stay'), onClick: stay, className: 'button--primary' },
        { label: t('manageClassroom.pending.discard'), onClick: discard, className: 'button--secondary' },
      ]}
    />
  );
  return { isDirty, setIsDirty, guard, dialog };
}
