/**
 * The built web app's files (app.ts): a script goes as the build compressed it (`.br`, `.gz` beside it) to a browser
 * that accepts that encoding, as it is otherwise, and kept a year; any other page path answers index.html, never kept.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server.js';

const SCRIPT = `export const greetings = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `hello ${i}`))};\n`;
const INDEX = '<!doctype html><title>Dashboard</title><script type="module" src="/assets/app-1.js"></script>';

// As the build writes them: at their best levels, unlike what the server would compress on the fly.
const SCRIPT_BR = brotliCompressSync(SCRIPT);
const SCRIPT_GZ = gzipSync(SCRIPT, { level: 9 });

let webDist: string;
let server: TestServer;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  const script = path.join(webDist, 'assets', 'app-1.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, SCRIPT_BR);
  writeFileSync(`${script}.gz`, SCRIPT_GZ);
  server = await createTestServer({ webDist });
});
afterAll(async () => {
  await server?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the web app’s files', () => {
  it('sends a script as the build compressed it, by what the browser accepts, and as it is otherwise', async () => {
    expect(SCRIPT.length).toBeGreaterThan(1024);
    const brotli = await get('/assets/app-1.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.equals(SCRIPT_BR)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(SCRIPT);

    const gzip = await get('/assets/app-1.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(SCRIPT_GZ)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(SCRIPT);

    const plain = await get('/assets/app-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a page path with index.html, never kept', async () => {
    const page = await get('/reports', 'gzip, br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(INDEX);
  });
});
