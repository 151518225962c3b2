import type { ActivityRecord } from '@dash/contracts';
import { DEMO_INGEST_KEY } from '../../apps/server/src/ingest/ingest-key.js';

/** What the math product sends: records posted to ingest with the demo district's key; the HTTP status. */
export async function sendToIngest(baseUrl: string, records: readonly ActivityRecord[]): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_INGEST_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ events: records }),
  });
  return response.status;
}
