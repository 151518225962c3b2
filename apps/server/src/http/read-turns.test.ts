import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveUpReadTurn, installReadTurns } from './read-turns.js';

const app = Fastify();
let address = '';

/** A report read that answers when its test lets it, and says when it started. */
function heldRead() {
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const running = new Promise<void>((resolve) => (started = resolve));
  return { held, running, release, started };
}
let current = heldRead();

beforeAll(async () => {
  installReadTurns(app, 1);
  app.get('/r/held', async () => {
    current.started();
    await current.held;
    return { read: 'held' };
  });
  app.get('/r/fast', async () => ({ read: 'fast' }));
  // A read waiting for another's computation of its response (response-reuse.ts).
  app.get('/r/waiting', async (request) => {
    giveUpReadTurn(request);
    current.started();
    await current.held;
    return { read: 'waited' };
  });
  app.get('/r/classrooms/1/changes', async () => {
    await current.held;
    return { changed: true };
  });
  app.post('/r/write', async () => ({ wrote: true }));
  app.get('/api/other', async () => ({ other: true }));
  address = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const settled = async (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);
const json = (path: string, init?: RequestInit) => fetch(`${address}${path}`, init).then((r) => r.json());

describe('report reads take turns', () => {
  it('holds a report read while the turns are taken, lets writes and other routes through, then answers it', async () => {
    current = heldRead();
    const first = json('/r/held');
    await current.running;
    const fast = json('/r/fast');
    expect(await settled(fast, 200)).toBe(false);
    expect(await json('/r/write', { method: 'POST' })).toEqual({ wrote: true });
    expect(await json('/api/other')).toEqual({ other: true });
    expect(await settled(fast, 50)).toBe(false);
    current.release();
    expect(await first).toEqual({ read: 'held' });
    expect(await fast).toEqual({ read: 'fast' });
    // The turn came back: another read is answered at once.
    expect(await json('/r/fast')).toEqual({ read: 'fast' });
  });

  it('passes the turn on when a waiting client goes away', async () => {
    current = heldRead();
    const first = json('/r/held');
    await current.running;
    const gone = new AbortController();
    const abandoned = json('/r/fast', { signal: gone.signal }).catch(() => 'aborted');
    await new Promise((resolve) => setTimeout(resolve, 50));
    gone.abort();
    expect(await abandoned).toBe('aborted');
    current.release();
    expect(await first).toEqual({ read: 'held' });
    expect(await settled(json('/r/fast'), 1_000)).toBe(true);
    expect(await settled(json('/r/fast'), 1_000)).toBe(true);
  });

  it('lets a read that gave its turn up wait while the next read is answered', async () => {
    current = heldRead();
    const waiting = json('/r/waiting');
    await current.running;
    expect(await settled(json('/r/fast'), 1_000)).toBe(true);
    current.release();
    expect(await waiting).toEqual({ read: 'waited' });
    // It gave up one turn, once: the single turn is still there for the next read, not two.
    current = heldRead();
    const held = json('/r/held');
    await current.running;
    const queued = json('/r/fast');
    expect(await settled(queued, 200)).toBe(false);
    current.release();
    expect(await held).toEqual({ read: 'held' });
    expect(await queued).toEqual({ read: 'fast' });
  });

  it('lets held change requests wait without taking a turn', async () => {
    current = heldRead();
    const changes = [1, 2, 3].map(() => json('/r/classrooms/1/changes?since=4&wait=true'));
    expect(await settled(json('/r/fast'), 1_000)).toBe(true);
    current.release();
    expect(await Promise.all(changes)).toEqual([{ changed: true }, { changed: true }, { changed: true }]);
  });
});

describe('report reads while a write is at work', () => {
  const writer = Fastify();
  let writing = false;
  let base = '';
  beforeAll(async () => {
    installReadTurns(writer, 2, 1, () => writing);
    writer.get('/r/held', async () => {
      current.started();
      await current.held;
      return { read: 'held' };
    });
    writer.get('/r/fast', async () => ({ read: 'fast' }));
    base = await writer.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => writer.close());
  const read = (path: string) => fetch(`${base}${path}`).then((r) => r.json());

  it('lets fewer reads work at once while a write is at work', async () => {
    writing = true;
    current = heldRead();
    const first = read('/r/held');
    await current.running;
    const fast = read('/r/fast');
    expect(await settled(fast, 200)).toBe(false);
    current.release();
    expect(await first).toEqual({ read: 'held' });
    expect(await fast).toEqual({ read: 'fast' });

    writing = false;
    current = heldRead();
    const second = read('/r/held');
    await current.running;
    expect(await settled(read('/r/fast'), 1_000)).toBe(true);
    current.release();
    expect(await second).toEqual({ read: 'held' });
  });
});
