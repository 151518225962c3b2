/**
 * A customer's own account calls (spec §2 /preferences, /api-key; §3 preferences, school_admin_mode; §7):
 * preferences, the own password change, the district's ingest key (made, used, revoked) and the school-admin
 * mode. Each write is checked in the rows it leaves and in its audit entry; refused and bad requests write nothing.
 */
import { describe, expect, it } from 'vitest';
import { login, sessionCookieFrom, jsonHeaders } from '../testing/test-server.js';
import { FIXTURE_PASSWORD } from '../testing/fixture-district.js';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] });
const db = () => server.database.db;
const prefUrl = (name: string, districtId = server.home.districtId) =>
  `/api/v1/districts/${districtId}/customers/me/preferences/${name}`;
const auditOf = (action: string) =>
  db()
    .selectFrom('audit_log')
    .select(['detail', 'customer_id'])
    .where('action', '=', action)
    .orderBy('audit_id')
    .execute();

describe('preferences (GET/PUT /api/v1/districts/{id}/customers/me/preferences/{name})', () => {
  it('keeps growth as percent on the account and the language in its preferences, audited', async () => {
    expect((await server.getAs(prefUrl('growth_as_percentage'), 'teacher')).json().data).toEqual({
      name: 'growth_as_percentage',
      value: false,
    });
    const put = await server.sendAs('PUT', prefUrl('growth_as_percentage'), { value: true }, 'teacher');
    expect(put.statusCode, put.body).toBe(200);
    expect((await server.getAs('/n/customer_info', 'teacher')).json().data.growth_as_percentage).toBe(true);
    expect((await server.getAs('/n/customer_info', 'schoolAdmin')).json().data.growth_as_percentage).toBe(
      false,
    );
    expect(JSON.parse((await auditOf('preference_changed')).at(-1)!.detail!)).toEqual({
      name: 'growth_as_percentage',
      before: false,
      after: true,
    });
    const locale = await server.sendAs('PUT', prefUrl('locale'), { value: 'es-mx' }, 'guardian');
    expect(locale.statusCode, locale.body).toBe(200);
    expect((await server.getAs(prefUrl('locale'), 'guardian')).json().data.value).toBe('es-mx');
    const row = await db()
      .selectFrom('customers')
      .select('preferences')
      .where('username', '=', server.home.logins.guardian)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.preferences)).toEqual({ locale: 'es-mx' });
  });

  it('answers 400 to a value of the wrong kind or an unknown name, 403 for another district; nothing written', async () => {
    const audits = (await auditOf('preference_changed')).length;
    const bad: [string, unknown][] = [
      [prefUrl('locale'), { value: 'fr-fr' }],
      [prefUrl('growth_as_percentage'), { value: 'yes' }],
      [prefUrl('growth_as_percentage'), { value: null }],
      [prefUrl('hide_ftue'), { value: true, extra: 1 }],
      [prefUrl('favourite_colour'), { value: true }],
    ];
    for (const [url, body] of bad) {
      const response = await server.sendAs('PUT', url, body as object, 'schoolAdmin');
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
    const foreign = await server.sendAs(
      'PUT',
      prefUrl('hide_ftue', server.foreign.districtId),
      { value: true },
      'schoolAdmin',
    );
    expect(foreign.statusCode).toBe(403);
    expect((await auditOf('preference_changed')).length).toBe(audits);
    expect((await server.getAs(prefUrl('hide_ftue'), 'schoolAdmin')).json().data.value).toBe(false);
  });
});

describe('own password change (POST /api/v1/auth/password)', () => {
  it('needs the current password, ends the other sessions, and the new password signs in', async () => {
    const username = server.home.logins.teacher;
    const other = await login(server.app, username);
    const change = (body: object, cookie: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password',
        payload: body,
        headers: { ...jsonHeaders, cookie },
      });
    const wrong = await change(
      { current_password: 'not-it', new_password: 'a-new-long-password' },
      server.cookies.teacher,
    );
    expect(wrong.statusCode).toBe(400);
    const short = await change(
      { current_password: FIXTURE_PASSWORD, new_password: 'short' },
      server.cookies.teacher,
    );
    expect(short.statusCode).toBe(400);
    expect((await server.getAs('/ping', 'teacher')).statusCode).toBe(200);

    const ok = await change(
      { current_password: FIXTURE_PASSWORD, new_password: 'a-new-long-password' },
      server.cookies.teacher,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await server.getAs('/ping', 'teacher')).statusCode).toBe(200);
    const ended = await server.app.inject({ method: 'GET', url: '/ping', headers: { cookie: other } });
    expect(ended.statusCode).toBe(403);
    expect(ended.json().apiError.reason).toBe('reset');
    await expect(login(server.app, username)).rejects.toThrow(/401/);
    const fresh = await login(server.app, username, 'a-new-long-password');
    expect(fresh).toMatch(/=/);
    expect((await auditOf('password_changed')).at(-1)!.detail ?? '').not.toContain('a-new-long-password');
    // Back to the fixture password for the other tests.
    const back = await change(
      { current_password: 'a-new-long-password', new_password: FIXTURE_PASSWORD },
      fresh,
    );
    expect(back.statusCode).toBe(200);
    server.cookies.teacher = sessionCookieFrom(
      await server.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: jsonHeaders,
        payload: { username, password: FIXTURE_PASSWORD },
      }),
    );
  });
});

describe('the district’s API key (/m/district/{id}/api_key)', () => {
  const sendEvent = (key: string, uid: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      payload: {
        events: [
          {
            uid,
            student_id: server.home.ids.ownStudentId,
            event_code: 300,
            timestamp: Date.now() - 60_000,
            label: 'Badge',
          },
        ],
      },
    });

  it('is made once by the district admin, works for ingest, is stored hashed, and stops working when revoked', async () => {
    const d = server.home.districtId;
    expect((await server.getAs(`/m/district/${d}/api_key`, 'districtAdmin')).json().data).toEqual({
      exists: false,
      created_at: null,
    });
    const made = await server.sendAs('POST', `/m/district/${d}/api_key`, {}, 'districtAdmin');
    expect(made.statusCode, made.body).toBe(200);
    const key: string = made.json().data.key;
    expect(key.length).toBeGreaterThan(30);
    const status = (await server.getAs(`/m/district/${d}/api_key`, 'districtAdmin')).json().data;
    expect(status).toEqual({ exists: true, created_at: made.json().data.created_at });
    expect(JSON.stringify(status)).not.toContain(key);
    const stored = await db()
      .selectFrom('districts')
      .select('ingest_key_hash')
      .where('district_id', '=', d)
      .executeTakeFirstOrThrow();
    expect(stored.ingest_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.ingest_key_hash).not.toContain(key);

    const sent = await sendEvent(key, 'api-key-test-1');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.accepted).toBe(1);

    const revoked = await server.sendAs('POST', `/m/district/${d}/api_key/revoke`, {}, 'districtAdmin');
    expect(revoked.statusCode).toBe(200);
    const refused = await sendEvent(key, 'api-key-test-2');
    expect(refused.statusCode).toBe(401);
    const audits = [...(await auditOf('api_key_created')), ...(await auditOf('api_key_revoked'))];
    expect(audits).toHaveLength(2);
    for (const audit of audits) expect(audit.detail ?? '').not.toContain(key);
  });

  it('refuses everyone but the district admin of that district and writes nothing', async () => {
    const d = server.home.districtId;
    for (const role of ['schoolAdmin', 'teacher', 'guardian'] as const) {
      expect((await server.sendAs('POST', `/m/district/${d}/api_key`, {}, role)).statusCode, role).toBe(403);
      expect((await server.getAs(`/m/district/${d}/api_key`, role)).statusCode, role).toBe(403);
    }
    const foreign = server.foreign.districtId;
    expect(
      (await server.sendAs('POST', `/m/district/${foreign}/api_key`, {}, 'districtAdmin')).statusCode,
    ).toBe(403);
    const keys = await db().selectFrom('districts').select(['district_id', 'ingest_key_hash']).execute();
    expect(keys.filter((k) => k.ingest_key_hash !== null)).toEqual([]);
  });
});

describe('school-admin mode (POST /e/session/school_admin_mode, GET /m/customer/schools)', () => {
  it('lets a school admin choose one of their schools; refuses other schools, the classrooms mode without classes, and others', async () => {
    const schools = (await server.getAs('/m/customer/schools', 'schoolAdmin')).json().data;
    expect(schools).toMatchObject({ mode: 1, selected_school_id: null, can_use_classrooms_mode: false });
    expect(schools.schools.map((s: { id: number }) => s.id)).toEqual([server.home.ids.ownSchoolId]);
    const own = server.home.ids.ownSchoolId;
    const chosen = await server.sendAs(
      'POST',
      '/e/session/school_admin_mode',
      { mode: 1, selected_school_id: own, selected_school_name: 'x' },
      'schoolAdmin',
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.selected_school_id).toBe(own);
    const rows = await db().selectFrom('customer_session_settings').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ selected_school_id: own, selected_school_name: schools.schools[0].name });
    expect(JSON.parse((await auditOf('school_admin_mode_changed')).at(-1)!.detail!)).toEqual({
      before: { mode: 1, selected_school_id: null },
      after: { mode: 1, selected_school_id: own },
    });
    const refusals: [object, string][] = [
      [{ mode: 1, selected_school_id: server.home.ids.otherSchoolId }, 'schoolAdmin'],
      [{ mode: 2, selected_school_id: own }, 'schoolAdmin'],
      [{ mode: 1 }, 'districtAdmin'],
      [{ mode: 1 }, 'teacher'],
    ];
    for (const [body, role] of refusals)
      expect(
        (await server.sendAs('POST', '/e/session/school_admin_mode', body, role as 'teacher')).statusCode,
        `${role} ${JSON.stringify(body)}`,
      ).toBe(403);
    for (const body of [{ mode: 3 }, { mode: '1' }, {}, { mode: 1, selected_school_id: -5 }])
      expect(
        (await server.sendAs('POST', '/e/session/school_admin_mode', body, 'schoolAdmin')).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    expect(await db().selectFrom('customer_session_settings').selectAll().execute()).toEqual(rows);
  });
});
