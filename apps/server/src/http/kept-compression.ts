/**
 * Kept report responses sent compressed without being compressed again. The compression plugin (app.ts, ARCHITECTURE
 * "Compressed answers") compresses a text answer on every request; a kept response (response-reuse.ts) is answered
 * again and again while nothing it read is written, so what the plugin made of it for a caller's `accept-encoding`
 * is kept beside its text and sent as it is to the next caller asking with the same header. The plugin still chooses
 * every encoding: a hook after its own takes what it sent.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { compressedKept, keepCompressed } from './response-reuse.js';

/** The content type Fastify gives a JSON reply, given to a reply sent as text as well. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The kept text a request is being answered with, until the compression plugin has made what it sends of it. */
const sentAsText = new WeakMap<FastifyRequest, { key: string; text: string }>();

const acceptEncodingOf = (request: FastifyRequest) => request.headers['accept-encoding'] ?? '';

/**
 * Answers with the JSON `text` the response under `key` keeps: as the plugin compressed it before for a caller asking
 * with the same `accept-encoding`, or as text, for the plugin to compress and this module to keep.
 */
export function sendKeptText(request: FastifyRequest, reply: FastifyReply, key: string, text: string) {
  reply.type(JSON_TYPE);
  const compressed = compressedKept(key, text, acceptEncodingOf(request));
  if (compressed) {
    // The plugin sends a reply that has its encoding as it is.
    return reply
      .header('content-encoding', compressed.encoding)
      .header('vary', 'accept-encoding')
      .send(compressed.body);
  }
  sentAsText.set(request, { key, text });
  return reply.send(text);
}

/** Keeps what the plugin sent for a kept text. Its hook must come after the plugin's: install after registering it. */
const keepWhatWasSent: onSendHookHandler = (request, reply, payload, done) => {
  const sent = sentAsText.get(request);
  const encoding = reply.getHeader('content-encoding');
  if (sent && typeof encoding === 'string' && encoding !== 'identity' && Buffer.isBuffer(payload))
    keepCompressed(sent.key, sent.text, acceptEncodingOf(request), { encoding, body: payload });
  done(null, payload);
};

/** Adds `keepWhatWasSent` after every route's own send hooks (the plugin adds its hook to each route). */
export function installKeptCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...own, keepWhatWasSent];
  });
}
