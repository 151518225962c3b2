/** The test server of the ingest tests: two districts with ingest keys, and a poster of batches. */
import { useTestServer } from '../testing/use-test-server.js';
import { setIngestKey } from './ingest-key.js';

export const KEY = 'home-district-test-key';
export const FOREIGN_KEY = 'foreign-district-test-key';
/** Thursday 2026-11-19 10:00 in New York (the fixture's zone). */
export const T0 = Date.UTC(2026, 10, 19, 15, 0);

/** A test server whose two districts have ingest keys, and `post` to send a batch with a key (the home's by default). */
export function ingestTestServer() {
  const server = useTestServer({
    prepare: async () => {
      await setIngestKey(server.database.db, server.home.districtId, KEY);
      await setIngestKey(server.database.db, server.foreign.districtId, FOREIGN_KEY);
    },
  });
  const post = (payload: unknown, key: string | null = KEY, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: {
        'content-type': 'application/json',
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...headers,
      },
      payload: JSON.stringify(payload),
    });
  return { server, post };
}
