import { describe, expect, it } from 'vitest';
import {
  COMPUTATION_SLICE_MS,
  nextTurn,
  PIECES_FROM_RECORDS,
  turnsEvery,
  turnsForBatch,
} from './next-turn.js';

/** Runs the CPU for `ms`, as a piece of a long computation does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('turnsEvery', () => {
  it('gives the event loop a turn once its slice has passed, and returns at once before', async () => {
    const turn = turnsEvery(200);
    let answered = 0;
    const answer = () => setImmediate(() => answered++);

    answer();
    await turn();
    expect(answered).toBe(0);

    busyFor(220);
    await turn();
    expect(answered).toBe(1);

    answer();
    await turn();
    expect(answered).toBe(1);
  });

  it("gives turns in a large batch's pieces only", async () => {
    for (const records of [PIECES_FROM_RECORDS - 1, PIECES_FROM_RECORDS]) {
      const turn = turnsForBatch(records);
      let answered = false;
      setImmediate(() => (answered = true));
      busyFor(COMPUTATION_SLICE_MS + 5);
      await turn();
      expect(answered).toBe(records >= PIECES_FROM_RECORDS);
      await nextTurn();
    }
  });
});
