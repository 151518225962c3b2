/**
 * Report reads take turns: at most `READ_TURNS` report requests (GET under /r/, held change requests aside) are
 * worked on at once and the others wait in arrival order, each starting in a later turn of the event loop than
 * the one that let it in.
 * Reads are CPU-bound (JSON, sums), so more at once adds no throughput; but a write waits for the event loop
 * between any two of its statements, and a loop that runs every waiting read in one turn (a read answered from
 * reuse never yields) made an ingest batch of ~20 statements take 1–3 s under 100 readers. While a write
 * transaction is at work fewer reads are let in. Writes and everything else never wait here. A read that waits for
 * another's computation of the same response gives its turn up (`giveUpReadTurn`): it has nothing to work on, and
 * a dozen readers waiting for one district list took every turn while it was computed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { transactionsInFlight } from '../db/database.js';

/**
 * Report requests worked on at once: enough to keep 2 cores busy while cold reads wait on the database, few enough
 * that a batch's statements are heard. `npm run bench:live -- m`, 100 readers, reads p95 / event → visible p95:
 * 8 → 158 ms / 0.86 s; 12 → 108–140 ms / 0.83–0.90 s; 24 → 108 ms / 1.36 s; 48 → 87 ms / 4.3 s (batches of 10
 * answered p50 2.2 s and fell behind the stream); without turns 1–3 s batches.
 */
export const READ_TURNS = 12;

/**
 * Report requests worked on at once while a write transaction is at work: the database's threads are shared by
 * every statement running, so with a dozen reads a batch's twenty statements each waited 60–100 ms for their
 * share (`npm run bench:live -- l`: batches of 94 events answered p50 2.9 s).
 */
export const READ_TURNS_WHILE_WRITING = 4;

/**
 * A report read: a GET under /r/, but not a held "changed since" request (`…/changes`, live/live.routes.ts),
 * which waits up to 25 s for a write and would keep a turn all that time.
 */
function isReportRead(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0]!;
  return request.method === 'GET' && path.startsWith('/r/') && !path.endsWith('/changes');
}

/** How each request holding a turn gives it up. */
const holders = new WeakMap<FastifyRequest, () => void>();

/** Passes the request's read turn, if it holds one, to the next waiting read; it does not take one again. */
export function giveUpReadTurn(request: FastifyRequest) {
  holders.get(request)?.();
}

export function installReadTurns(
  app: FastifyInstance,
  turns = READ_TURNS,
  turnsWhileWriting = READ_TURNS_WHILE_WRITING,
  writing: () => boolean = () => transactionsInFlight() > 0,
) {
  let working = 0;
  /** Each waiting read: takes the turn and says true, or says false when its client has gone meanwhile. */
  const waiting: (() => boolean)[] = [];
  const limit = () => (writing() ? turnsWhileWriting : turns);
  const release = () => {
    working--;
    // The next reads start in a later turn of the event loop, so database answers to writes are heard in between.
    while (waiting.length > 0 && working < limit()) {
      const next = waiting.shift()!;
      working++;
      setImmediate(() => next() || release());
    }
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!isReportRead(request)) return;
    let holding = false;
    let closed = false;
    const giveUp = () => {
      if (holding) release();
      holding = false;
    };
    holders.set(request, giveUp);
    reply.raw.once('close', () => {
      closed = true;
      giveUp();
    });
    if (working < limit() && waiting.length === 0) {
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
