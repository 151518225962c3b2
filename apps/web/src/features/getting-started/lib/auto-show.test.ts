import type { Customer } from '@dash/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markFreshSignIn, shouldAutoShowFtue, takeFreshSignIn } from './auto-show';

const teacher: Parameters<typeof shouldAutoShowFtue>[0] = {
  role: 'teacher',
  isAdmin: false,
  policy: { classroom: { show: true, messages: true } },
  preferences: { hide_ftue: false },
  hide_ftue_configured: false,
};
const as = (
  changes: Partial<Pick<Customer, 'role' | 'isAdmin' | 'preferences' | 'hide_ftue_configured'>>,
) => ({
  ...teacher,
  ...changes,
});

describe('the tour shows by itself (spec §2)', () => {
  it('for a teacher or an administrator who has not hidden it, on a screen wider than a phone', () => {
    expect(shouldAutoShowFtue(teacher, 1366)).toBe(true);
    expect(shouldAutoShowFtue(teacher, 769)).toBe(true);
    expect(shouldAutoShowFtue(as({ role: 'districtAdmin', isAdmin: true }), 1366)).toBe(true);
  });

  it('not on a phone width (768 px or less)', () => {
    expect(shouldAutoShowFtue(teacher, 768)).toBe(false);
    expect(shouldAutoShowFtue(teacher, 390)).toBe(false);
  });

  it('not once hidden, nor when configured off, nor ever for guardians', () => {
    expect(shouldAutoShowFtue(as({ preferences: { hide_ftue: true } }), 1366)).toBe(false);
    expect(shouldAutoShowFtue(as({ hide_ftue_configured: true }), 1366)).toBe(false);
    expect(shouldAutoShowFtue(as({ role: 'guardian' }), 1366)).toBe(false);
  });
});

describe('once per sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the sign-in mark is taken once', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    expect(takeFreshSignIn()).toBe(false);
    markFreshSignIn();
    expect(takeFreshSignIn()).toBe(true);
    expect(takeFreshSignIn()).toBe(false);
  });

  it('without session storage the tour is simply not offered', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => markFreshSignIn()).not.toThrow();
    expect(takeFreshSignIn()).toBe(false);
  });
});
