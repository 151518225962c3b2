import type { Customer } from '@dash/contracts';
import { useEffect } from 'react';
import { isApiRequestError } from '../../../lib/api-client';
import { endSession } from '../../../lib/session-end';
import { usePing } from '../api/ping';
import { useIdleWatch } from '../hooks/use-idle-watch';
import { useKeepalive } from '../hooks/use-keepalive';
import { SessionTimeoutDialog } from './session-timeout-dialog';

interface SessionWatchProps {
  session: Customer['session'];
  onSignOut: () => void;
}

/** Idle watch, keepalive and the timeout warning for a signed-in customer (spec §4 Session). */
export function SessionWatch({ session, onSignOut }: SessionWatchProps) {
  const watch = useIdleWatch({ idleSeconds: session.idle_seconds, warningSeconds: session.warning_seconds });
  const pingMutation = usePing();
  // Keepalive stops while the warning is open.
  useKeepalive(watch.phase === 'active', watch.getLastActivityAt, session.idle_seconds);

  useEffect(() => {
    if (watch.phase === 'expired') endSession('expired');
  }, [watch.phase]);

  function handleStay() {
    pingMutation.mutate(undefined, {
      onSuccess: () => watch.stay(),
      onError: (error) => {
        if (isApiRequestError(error)) endSession('expired');
      },
    });
  }

  if (watch.phase !== 'warning') return null;
  return (
    <SessionTimeoutDialog
      secondsLeft={watch.secondsLeft}
      isStaying={pingMutation.isPending}
      onStay={handleStay}
      onSignOut={onSignOut}
    />
  );
}
