import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_THROTTLE_WINDOW_SECONDS,
} from '@dash/contracts';

/**
 * Counts failed logins per account and per address in a sliding window; over the limit, login is refused
 * before any password check. In-process: one server process serves a deployment.
 */
export class LoginThrottle {
  #failures = new Map<string, number[]>();

  constructor(
    private readonly windowMs = LOGIN_THROTTLE_WINDOW_SECONDS * 1000,
    private readonly maxPerAccount = LOGIN_MAX_FAILURES_PER_ACCOUNT,
    private readonly maxPerAddress = LOGIN_MAX_FAILURES_PER_ADDRESS,
  ) {}

  #recent(key: string, now: number): number[] {
    const kept = (this.#failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (kept.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, kept);
    return kept;
  }

  /** Seconds to wait before trying again, or 0 when a login attempt may go ahead. */
  retryAfterSeconds(username: string, address: string, now = Date.now()): number {
    const byAccount = this.#recent(`u:${username.toLowerCase()}`, now);
    const byAddress = this.#recent(`a:${address}`, now);
    const blocking = [
      byAccount.length >= this.maxPerAccount ? byAccount : null,
      byAddress.length >= this.maxPerAddress ? byAddress : null,
    ].filter((list): list is number[] => list !== null);
    if (blocking.length === 0) return 0;
    const oldest = Math.max(...blocking.map((list) => list[0]!));
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  recordFailure(username: string, address: string, now = Date.now()): void {
    for (const key of [`u:${username.toLowerCase()}`, `a:${address}`]) {
      this.#failures.set(key, [...this.#recent(key, now), now]);
    }
  }

  /** A successful login clears the account's failures (not the address's). */
  recordSuccess(username: string): void {
    this.#failures.delete(`u:${username.toLowerCase()}`);
  }
}
