/**
 * A per-key sliding one-minute window of accepted requests, in process (one server process serves a
 * deployment, as for the login throttle). Bounds what one account can write to the analytics table.
 */
const WINDOW_MS = 60_000;

export class RateWindow {
  #accepted = new Map<string, number[]>();

  constructor(private readonly maxPerWindow: number) {}

  /** Seconds to wait when `key` is over its limit; otherwise records the request and returns 0. */
  take(key: string, now = Date.now()): number {
    const recent = (this.#accepted.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (recent.length >= this.maxPerWindow) {
      this.#accepted.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + WINDOW_MS - now) / 1000));
    }
    recent.push(now);
    this.#accepted.set(key, recent);
    if (this.#accepted.size > 10_000) this.#forgetIdle(now);
    return 0;
  }

  #forgetIdle(now: number) {
    for (const [key, times] of this.#accepted)
      if (times.every((t) => now - t >= WINDOW_MS)) this.#accepted.delete(key);
  }
}
