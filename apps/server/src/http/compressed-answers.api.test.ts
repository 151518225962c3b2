/**
 * Compressed answers (app.ts, ARCHITECTURE "Compressed answers"): a text answer over 1 KiB goes compressed to a
 * client that accepts it, brotli before gzip, and as it was to one that does not; a body sent compressed is never
 * unpacked, so it is refused as the JSON it is not.
 */
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from '../testing/test-server.js';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['districtAdmin', 'teacher'] });

const studentsUrl = () => `/r/districts/${server.home.districtId}/students?timeframe=30d`;

function readAs(url: string, acceptEncoding?: string) {
  return server.app.inject({
    method: 'GET',
    url,
    headers: {
      cookie: server.cookies.districtAdmin,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });
}

describe('compressed answers', () => {
  it('sends a report compressed to a client that accepts it, brotli first, and plain to one that does not', async () => {
    const plain = await readAs(studentsUrl());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const figures = plain.json();
    expect(figures.data.length).toBeGreaterThan(0);

    const brotli = await readAs(studentsUrl(), 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(figures);

    const gzip = await readAs(studentsUrl(), 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(figures);
  });

  it('leaves an answer under 1 KiB as it is', async () => {
    const small = await readAs('/api/v1/nonexistent', 'gzip, br');
    expect(small.statusCode).toBe(404);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().apiError.message).toBeTruthy();
  });

  it('refuses a request body sent compressed, as the JSON it is not, and writes nothing', async () => {
    const { ownStudentId } = server.home.ids;
    const url = `/m/student/${ownStudentId}/settings`;
    const settings = async () =>
      (await server.app.inject({ method: 'GET', url, headers: { cookie: server.cookies.teacher } })).json()
        .data as { first_name: string; provision_uid: string | null };
    const before = await settings();
    const body = JSON.stringify({
      id: ownStudentId,
      provision_uid: before.provision_uid,
      type: 'student',
      first_name: 'Renamed',
    });
    const send = (payload: string | Buffer, encoding: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...jsonHeaders, ...encoding, cookie: server.cookies.teacher },
      });

    const compressed = await send(gzipSync(body), { 'content-encoding': 'gzip' });
    expect(compressed.statusCode).toBe(400);
    expect(compressed.json().apiError.message).toBeTruthy();
    expect((await settings()).first_name).toBe(before.first_name);

    // The same body sent as it is changes the name: it was the encoding that was refused.
    const plain = await send(body, {});
    expect(plain.statusCode).toBe(200);
    expect((await settings()).first_name).toBe('Renamed');
  });
});
