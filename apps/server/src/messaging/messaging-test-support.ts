/** Shared steps of the messaging API tests: the product's calls with a district key, settings switches. */
import { expect } from 'vitest';
import type { ProductRepliesResponse } from '@dash/contracts';
import type { TestServer } from '../testing/test-server.js';

export const productHeaders = (key: string) => ({
  authorization: `Bearer ${key}`,
  'content-type': 'application/json',
});

/** The math product posts replies with the district's key; the answer's data. */
export async function postReplies(server: TestServer, key: string, replies: object[]) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v1/messaging/product/replies',
    headers: productHeaders(key),
    payload: { replies },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ProductRepliesResponse).data;
}

/** Turns chat on or off for accounts (by username). */
export async function setAccountChat(server: TestServer, usernames: string[], on: boolean) {
  await server.database.db
    .updateTable('customers')
    .set({ chat_enabled: on })
    .where('username', 'in', usernames)
    .execute();
}

/** Turns the district's chat on or off (its options document). */
export async function setDistrictChat(server: TestServer, districtId: number, on: boolean) {
  const district = await server.database.db
    .selectFrom('districts')
    .select('options')
    .where('district_id', '=', districtId)
    .executeTakeFirstOrThrow();
  const options = { ...(JSON.parse(district.options) as object), chat_enabled: on };
  await server.database.db
    .updateTable('districts')
    .set({ options: JSON.stringify(options) })
    .where('district_id', '=', districtId)
    .execute();
}
