/**
 * The getting-started tour's settings (spec §2 FTUE, §7 profile settings, §9 hidden key version 18):
 * GET /p/customers/{id}/settings/{name} answers only the caller's own id; hiding the tour through the preference
 * stores the versioned key and shows in customer_info; GET /p/districts/{id}/settings/{name} is the district
 * admin's; the tour is "configured off" by the district's hide_ftue option or the server's FTUE_AUTO_SHOW=off.
 */
import { FTUE_HIDDEN_KEY } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] });
const db = () => server.database.db;
type Role = 'districtAdmin' | 'schoolAdmin' | 'teacher' | 'guardian';

const customerIdOf = async (role: Role) =>
  (await server.getAs('/n/customer_info', role)).json().data.id as number;
const customerSetting = (customerId: number, name = 'hide_ftue', query = '') =>
  `/p/customers/${customerId}/settings/${name}${query}`;
const districtSetting = (name: string, districtId = server.home.districtId) =>
  `/p/districts/${districtId}/settings/${name}`;
const prefUrl = `/api/v1/districts/0/customers/me/preferences/hide_ftue`;
const storedPreferences = async (username: string) =>
  JSON.parse(
    (
      await db()
        .selectFrom('customers')
        .select('preferences')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).preferences,
  ) as Record<string, unknown>;

describe('GET /p/customers/{id}/settings/{name}', () => {
  it('reads the caller’s own hide_ftue, which the preference PUT sets under the version 18 key', async () => {
    const id = await customerIdOf('teacher');
    const before = await server.getAs(customerSetting(id), 'teacher');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({ name: 'hide_ftue', value: false });

    const put = await server.sendAs(
      'PUT',
      prefUrl.replace('/0/', `/${server.home.districtId}/`),
      { value: true },
      'teacher',
    );
    expect(put.statusCode, put.body).toBe(200);
    expect((await server.getAs(customerSetting(id), 'teacher')).json().data.value).toBe(true);
    expect((await server.getAs('/n/customer_info', 'teacher')).json().data.preferences).toEqual({
      hide_ftue: true,
    });
    expect(FTUE_HIDDEN_KEY).toBe('hide_ftue_v18');
    expect((await storedPreferences(server.home.logins.teacher))[FTUE_HIDDEN_KEY]).toBe(true);
    // The school_id and classroom_id of spec §7 are accepted; the setting is the account's.
    const scoped = await server.getAs(
      customerSetting(id, 'hide_ftue', '?school_id=1&classroom_id=2'),
      'teacher',
    );
    expect(scoped.json().data.value).toBe(true);
  });

  it('does not count an older tour’s hidden flag: a new version shows again', async () => {
    const username = server.home.logins.schoolAdmin;
    await db()
      .updateTable('customers')
      .set({ preferences: JSON.stringify({ hide_ftue: true, hide_ftue_v17: true }) })
      .where('username', '=', username)
      .execute();
    const id = await customerIdOf('schoolAdmin');
    expect((await server.getAs(customerSetting(id), 'schoolAdmin')).json().data.value).toBe(false);
    expect((await server.getAs('/n/customer_info', 'schoolAdmin')).json().data.preferences.hide_ftue).toBe(
      false,
    );
  });

  it('refuses another customer’s id with a 403 and a message, and audits the refusal', async () => {
    const adminId = await customerIdOf('districtAdmin');
    for (const [role, id] of [
      ['teacher', adminId],
      ['districtAdmin', await customerIdOf('teacher')],
      ['guardian', adminId],
    ] as const) {
      const response = await server.getAs(customerSetting(id), role);
      expect(response.statusCode, `${role} reading ${id}`).toBe(403);
      expect(response.json().apiError.message.length).toBeGreaterThan(5);
    }
    const denied = await db()
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'authorization')
      .where('outcome', '=', 'denied')
      .execute();
    expect(denied.map((row) => row.target)).toContain(`customer:${server.home.districtId}:${adminId}`);
    expect((await server.app.inject({ method: 'GET', url: customerSetting(adminId) })).statusCode).toBe(401);
  });

  it('PUT sets the caller’s own setting (the same preference); another id is refused and nothing written', async () => {
    const id = await customerIdOf('guardian');
    const put = await server.sendAs('PUT', customerSetting(id), { value: true }, 'guardian');
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toEqual({ name: 'hide_ftue', value: true });
    expect((await storedPreferences(server.home.logins.guardian))[FTUE_HIDDEN_KEY]).toBe(true);
    const back = await server.sendAs('PUT', customerSetting(id), { value: false }, 'guardian');
    expect(back.json().data.value).toBe(false);

    const teacherId = await customerIdOf('teacher');
    const before = await storedPreferences(server.home.logins.teacher);
    const refused = await server.sendAs('PUT', customerSetting(teacherId), { value: false }, 'districtAdmin');
    expect(refused.statusCode).toBe(403);
    expect(await storedPreferences(server.home.logins.teacher)).toEqual(before);
    const bad = await server.sendAs('PUT', customerSetting(id), { value: 'yes' }, 'guardian');
    expect(bad.statusCode).toBe(400);
  });

  it('answers 400 naming the field for an unknown name, a bad id or an unknown query parameter', async () => {
    const id = await customerIdOf('guardian');
    for (const url of [
      customerSetting(id, 'favourite_colour'),
      customerSetting(id, 'hide_ftue', '?school_id=abc'),
      customerSetting(id, 'hide_ftue', '?colour=blue'),
      '/p/customers/abc/settings/hide_ftue',
    ]) {
      const response = await server.getAs(url, 'guardian');
      expect(response.statusCode, url).toBe(400);
      expect(response.json().apiError.message, url).toMatch(/\w{4}/);
    }
  });
});

describe('GET /p/districts/{id}/settings/{name}', () => {
  it('reads an option or flag of the district for its district admin; others are refused', async () => {
    const read = await server.getAs(districtSetting('hide_ftue'), 'districtAdmin');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({ name: 'hide_ftue', value: false });
    expect((await server.getAs(districtSetting('ast_restrictions'), 'districtAdmin')).json().data.value).toBe(
      true,
    );
    for (const role of ['schoolAdmin', 'teacher', 'guardian'] as const)
      expect((await server.getAs(districtSetting('hide_ftue'), role)).statusCode, role).toBe(403);
    const foreign = await server.getAs(
      districtSetting('hide_ftue', server.foreign.districtId),
      'districtAdmin',
    );
    expect(foreign.statusCode).toBe(403);
    const unknown = await server.getAs(districtSetting('favourite_colour'), 'districtAdmin');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().apiError.message).toContain('hide_ftue');
  });

  it('the district’s hide_ftue option and the server’s FTUE_AUTO_SHOW=off configure the tour away', async () => {
    const configured = async () =>
      (await server.getAs('/n/customer_info', 'teacher')).json().data.hide_ftue_configured as boolean;
    expect(await configured()).toBe(false);

    const district = await db()
      .selectFrom('districts')
      .select('options')
      .where('district_id', '=', server.home.districtId)
      .executeTakeFirstOrThrow();
    const options = JSON.parse(district.options) as Record<string, boolean>;
    const setOption = (value: boolean) =>
      db()
        .updateTable('districts')
        .set({ options: JSON.stringify({ ...options, hide_ftue: value }) })
        .where('district_id', '=', server.home.districtId)
        .execute();
    await setOption(true);
    expect(await configured()).toBe(true);
    expect((await server.getAs(districtSetting('hide_ftue'), 'districtAdmin')).json().data.value).toBe(true);
    await setOption(false);
    expect(await configured()).toBe(false);

    server.ctx.config.ftueAutoShow = false;
    try {
      expect(await configured()).toBe(true);
    } finally {
      server.ctx.config.ftueAutoShow = true;
    }
  });
});
