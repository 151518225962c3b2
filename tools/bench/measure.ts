/** Timing helpers for the benchmarks. */

/** p50 and p95 (nearest rank) of samples in ms. */
export function percentiles(samples: readonly number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { p50: Math.round(at(0.5) * 10) / 10, p95: Math.round(at(0.95) * 10) / 10 };
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
