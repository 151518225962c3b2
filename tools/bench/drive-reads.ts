/** Drives report reads with autocannon and summarises what came back (the load benchmarks). */
import autocannon from 'autocannon';
import { LatencyCounts } from './measure.js';

export interface ReadFigures {
  requests: number;
  requestsPerSecond: number;
  latency: { p50: number; p95: number; p99: number; max: number };
  statuses: Record<number, number>;
  non2xx: number;
  errors: number;
}

/** Reads every path once (each must answer 200), so a failure shows before the run rather than as figures. */
export async function readOnce(address: string, cookie: string, paths: readonly string[]) {
  for (const path of paths) {
    const response = await fetch(`${address}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  }
}

/**
 * What Chromium sends as `accept-encoding`: the readers ask for compressed answers as a browser does, so each read
 * costs the server what a dashboard's does (the server compresses text answers over 1 KiB, ARCHITECTURE "Compressed
 * answers"). The bodies are counted, not unpacked.
 */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Sends the paths in turn over `connections` connections for `seconds`, asking for compressed answers. */
export async function driveReads(
  address: string,
  cookie: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
): Promise<ReadFigures> {
  const latencies = new LatencyCounts();
  const statuses = new Map<number, number>();
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: address,
        connections,
        duration: seconds,
        headers: { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
        requests: paths.map((path) => ({ method: 'GET' as const, path })),
      },
      (error, finished) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.add(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
  const elapsedSeconds = (performance.now() - started) / 1000;
  return {
    requests: latencies.count,
    requestsPerSecond: Math.round((latencies.count / elapsedSeconds) * 10) / 10,
    latency: {
      p50: latencies.at(0.5),
      p95: latencies.at(0.95),
      p99: latencies.at(0.99),
      max: result.latency.max,
    },
    statuses: Object.fromEntries(statuses),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
