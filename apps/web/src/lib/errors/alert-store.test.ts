import { afterEach, describe, expect, it } from 'vitest';
import { clearAlerts, dismissAlert, getAlerts, raiseAlert, subscribeAlerts } from './alert-store';

afterEach(() => clearAlerts());

describe('the alert area’s store (spec §5, §8)', () => {
  it('shows the same alert once, and each different one', () => {
    raiseAlert({ kind: 'requestRejected', code: '500-0-r-1-2' });
    raiseAlert({ kind: 'requestRejected', code: '500-0-r-1-2' });
    raiseAlert({ kind: 'loadFailed', messageKey: 'errors.load.alerts', code: '500-0-r-1-2-alerts' });
    raiseAlert({ kind: 'loadFailed', messageKey: 'errors.load.alerts', code: '503-0-r-1-2-alerts' });
    expect(getAlerts().map((a) => a.alert.kind)).toEqual(['requestRejected', 'loadFailed']);
  });

  it('tells subscribers, dismisses one and clears all on a state change', () => {
    let calls = 0;
    const unsubscribe = subscribeAlerts(() => calls++);
    raiseAlert({ kind: 'requestRejected', code: 'a' });
    raiseAlert({ kind: 'requestRejected', code: 'b' });
    dismissAlert(getAlerts()[0]!.key);
    expect(getAlerts().map((a) => a.key)).toEqual(['rejected:b']);
    clearAlerts();
    expect(getAlerts()).toEqual([]);
    expect(calls).toBe(4);
    unsubscribe();
  });
});
