/** Timing helpers for the benchmarks. */

/** p50 and p95 (nearest rank) of samples in ms. */
export function percentiles(samples: readonly number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { p50: Math.round(at(0.5) * 10) / 10, p95: Math.round(at(0.95) * 10) / 10 };
}

/**
 * Latencies counted by their value to 0.1 ms, for runs of millions of samples. Sorting the 19 million reads of a
 * 30-minute `bench:live` run blocked this process's event loop for tens of seconds as the readers stopped, and the
 * probe's ingest answered meanwhile was counted as taking that long.
 */
export class LatencyCounts {
  #counts = new Map<number, number>();
  #count = 0;

  add(ms: number): void {
    const tenths = Math.round(ms * 10);
    this.#counts.set(tenths, (this.#counts.get(tenths) ?? 0) + 1);
    this.#count++;
  }

  get count(): number {
    return this.#count;
  }

  /** The quantile `q` by nearest rank, as `percentiles` gives it (NaN with no samples). */
  at(q: number): number {
    const rank = Math.max(1, Math.ceil(q * this.#count));
    let seen = 0;
    for (const tenths of [...this.#counts.keys()].sort((a, b) => a - b)) {
      seen += this.#counts.get(tenths)!;
      if (seen >= rank) return tenths / 10;
    }
    return Number.NaN;
  }
}

/** Sends `count` sequential GETs after five warm-up requests; fails on any non-200. */
export async function timeHttp(url: string, cookie: string, count: number): Promise<number[]> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) samples.push(await once());
  return samples;
}
