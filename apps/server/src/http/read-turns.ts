/**
 * Report reads take turns: at most `READ_TURNS` report requests (GET under /r/, held change requests aside) are
 * worked on at once and the
 * others wait in arrival order, each starting in a later turn of the event loop than the one that let it in.
 * Reads are CPU-bound (JSON, sums), so more at once adds no throughput; but a write waits for the event loop
 * between any two of its statements, and a loop that runs every waiting read in one turn (a read answered from
 * reuse never yields) made an ingest batch of ~20 statements take 1–3 s under 100 readers. Writes and
 * everything else never wait here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Report requests worked on at once: enough to keep 2 cores busy while cold reads wait on the database
 * (`npm run bench:live -- m`, 100 readers: 8 → reads p95 158 ms, 12 → 108 ms, 16 → 121 ms; batches answer in
 * 0.5–0.7 s with any of them, 1–3 s without turns).
 */
export const READ_TURNS = 12;

/**
 * A report read: a GET under /r/, but not a held "changed since" request (`…/changes`, live/live.routes.ts),
 * which waits up to 25 s for a write and would keep a turn all that time.
 */
function isReportRead(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0]!;
  return request.method === 'GET' && path.startsWith('/r/') && !path.endsWith('/changes');
}

export function installReadTurns(app: FastifyInstance, turns = READ_TURNS) {
  let working = 0;
  /** Each waiting read: takes the turn and says true, or says false when its client has gone meanwhile. */
  const waiting: (() => boolean)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (!next) working--;
    // The next read starts in a later turn of the event loop, so database answers to writes are heard in between.
    else setImmediate(() => next() || release());
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!isReportRead(request)) return;
    let holding = false;
    let closed = false;
    reply.raw.once('close', () => {
      closed = true;
      if (holding) release();
      holding = false;
    });
    if (working < turns) {
      working++;
      holding = true;
      return;
    }
    await new Promise<void>((resolve) => {
      waiting.push(() => {
        resolve();
        holding = !closed;
        return holding;
      });
    });
  });
}
