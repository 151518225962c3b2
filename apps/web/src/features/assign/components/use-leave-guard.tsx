import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { hasSelections, type AssignFormState } from '../lib/assign-form';
import { LoseSelectionsDialog } from './lose-selections-dialog';

/**
 * Leaving the form with choices made asks first (spec §2 lose-selections confirmation, §4 "Selection marks
 * pending changes; creation clears them"): links, the back button and the form's Cancel are held until the
 * customer confirms; closing the tab gets the browser's own prompt. `allowLeave` lets a created assignment go.
 */
export function useLeaveGuard(state: AssignFormState, initial: AssignFormState) {
  return useLeaveGuardWhen(hasSelections(state, initial));
}

/** The same guard for any form: held while `isDirty` (the third-party forms' choices). */
export function useLeaveGuardWhen(isDirty: boolean) {
  const { t } = useI18n();
  const isDirtyRef = useRef(isDirty);
  const isLeaveAllowedRef = useRef(false);
  useEffect(() => {
    isDirtyRef.current = isDirty;
  }, [isDirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirtyRef.current &&
      !isLeaveAllowedRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('assign.leave.unsaved');
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty, t]);

  const allowLeave = useCallback(() => {
    isLeaveAllowedRef.current = true;
  }, []);

  const dialog = blocker.state === 'blocked' && (
    <LoseSelectionsDialog onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
  );
  return { dialog, allowLeave };
}
