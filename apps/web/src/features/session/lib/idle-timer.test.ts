import { describe, expect, it } from 'vitest';
import {
  idleReducer,
  initialIdleState,
  secondsRemaining,
  shouldPing,
  warningDelayMs,
  type IdleState,
} from './idle-timer';

const config = { idleSeconds: 60, warningSeconds: 20 };
const T0 = 1_000_000;

function tick(state: IdleState, now: number): IdleState {
  return idleReducer(state, { type: 'tick', now }, config);
}

describe('idle timer', () => {
  it('stays active until idle minus warning seconds have passed', () => {
    const state = initialIdleState(T0);
    expect(tick(state, T0 + 39_999).phase).toBe('active');
    const warned = tick(state, T0 + 40_000);
    expect(warned).toEqual({ phase: 'warning', lastActivityAt: T0, expiresAt: T0 + 60_000 });
  });

  it('activity while active pushes the warning back', () => {
    let state = initialIdleState(T0);
    state = idleReducer(state, { type: 'activity', now: T0 + 30_000 }, config);
    expect(tick(state, T0 + 45_000).phase).toBe('active');
    expect(tick(state, T0 + 70_000).phase).toBe('warning');
  });

  it('ignores ordinary activity once the warning is open', () => {
    const warned = tick(initialIdleState(T0), T0 + 40_000);
    expect(idleReducer(warned, { type: 'activity', now: T0 + 41_000 }, config)).toBe(warned);
  });

  it('counts down the warning in whole seconds, rounding up', () => {
    const warned = tick(initialIdleState(T0), T0 + 40_000);
    expect(secondsRemaining(warned, T0 + 40_000)).toBe(20);
    expect(secondsRemaining(warned, T0 + 40_001)).toBe(20);
    expect(secondsRemaining(warned, T0 + 59_001)).toBe(1);
    expect(secondsRemaining(warned, T0 + 61_000)).toBe(0);
  });

  it('expires when the countdown ends and stays expired', () => {
    const warned = tick(initialIdleState(T0), T0 + 40_000);
    expect(tick(warned, T0 + 59_999).phase).toBe('warning');
    const expired = tick(warned, T0 + 60_000);
    expect(expired.phase).toBe('expired');
    expect(idleReducer(expired, { type: 'stay', now: T0 + 61_000 }, config).phase).toBe('expired');
    expect(idleReducer(expired, { type: 'activity', now: T0 + 61_000 }, config).phase).toBe('expired');
  });

  it('"stay signed in" closes the warning and restarts the watch', () => {
    const warned = tick(initialIdleState(T0), T0 + 40_000);
    const stayed = idleReducer(warned, { type: 'stay', now: T0 + 50_000 }, config);
    expect(stayed).toEqual({ phase: 'active', lastActivityAt: T0 + 50_000 });
    expect(tick(stayed, T0 + 89_999).phase).toBe('active');
    expect(tick(stayed, T0 + 90_000).phase).toBe('warning');
  });

  it('expires directly when a sleeping tab wakes after the deadline', () => {
    expect(tick(initialIdleState(T0), T0 + 5 * 60_000).phase).toBe('expired');
  });

  it('opens the warning at once when the warning is longer than the idle limit', () => {
    const odd = { idleSeconds: 10, warningSeconds: 30 };
    expect(warningDelayMs(odd)).toBe(0);
    const warned = idleReducer(initialIdleState(T0), { type: 'tick', now: T0 }, odd);
    expect(warned).toEqual({ phase: 'warning', lastActivityAt: T0, expiresAt: T0 + 30_000 });
  });

  it('pings only after activity since the previous ping', () => {
    expect(shouldPing(T0 + 1, T0)).toBe(true);
    expect(shouldPing(T0, T0)).toBe(false);
    expect(shouldPing(T0 - 1, T0)).toBe(false);
  });
});
