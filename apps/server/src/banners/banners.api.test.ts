import { addDays, localDay, type BannerSave } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] });
const listUrl = () => `/m/district/${server.home.districtId}/banners`;

async function today() {
  const district = await server.database.db
    .selectFrom('districts')
    .select('time_zone')
    .where('district_id', '=', server.home.districtId)
    .executeTakeFirstOrThrow();
  return localDay(Date.now(), district.time_zone);
}

async function add(save: BannerSave): Promise<number> {
  const response = await server.sendAs('POST', listUrl(), save, 'districtAdmin');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

const currentFor = async (role: 'districtAdmin' | 'schoolAdmin' | 'teacher' | 'guardian') =>
  (await server.getAs('/m/banners/current', role)).json().data?.message ?? null;

describe('banners (spec §3 Banner, §4: the first enabled banner for the role and day)', () => {
  it('shows each role the first enabled banner of the schedule whose days include today, and follows changes', async () => {
    const day = await today();
    const base = { css_class: 'info', enabled: true, link_url: null } as const;
    await add({
      ...base,
      restrict_to: ['teacher'],
      start_date: day,
      end_date: addDays(day, 3),
      message: 'For teachers',
    });
    await add({
      ...base,
      restrict_to: ['schoolAdmin', 'districtAdmin'],
      start_date: addDays(day, -1),
      end_date: day,
      message: 'For admins',
    });
    const later = await add({
      ...base,
      restrict_to: [],
      start_date: addDays(day, 1),
      end_date: addDays(day, 5),
      message: 'Tomorrow, for everyone',
    });
    const off = await add({
      ...base,
      css_class: 'preview',
      restrict_to: [],
      enabled: false,
      start_date: addDays(day, -30),
      end_date: addDays(day, 30),
      message: 'Try the new dashboard',
      link_url: 'https://example.org/preview',
    });
    expect(await currentFor('teacher')).toBe('For teachers');
    expect(await currentFor('schoolAdmin')).toBe('For admins');
    expect(await currentFor('districtAdmin')).toBe('For admins');
    expect(await currentFor('guardian')).toBeNull();

    // Enabling the preview banner, which starts first, puts it before every other for everyone.
    const list = (await server.getAs(listUrl(), 'districtAdmin')).json().data;
    const preview = list.find((b: { id: number }) => b.id === off)!;
    const { id: _id, ...fields } = preview;
    const enabled = await server.sendAs(
      'PUT',
      `${listUrl()}/${off}`,
      { ...fields, enabled: true },
      'districtAdmin',
    );
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data).toMatchObject({ enabled: true, link_url: 'https://example.org/preview' });
    for (const role of ['teacher', 'guardian', 'schoolAdmin'] as const)
      expect(await currentFor(role)).toBe('Try the new dashboard');

    const deleted = await server.sendAs('DELETE', `${listUrl()}/${off}`, {}, 'districtAdmin');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await currentFor('teacher')).toBe('For teachers');
    const remaining = (await server.getAs(listUrl(), 'districtAdmin'))
      .json()
      .data.map((b: { id: number }) => b.id);
    expect(remaining).toContain(later);
    expect(remaining).not.toContain(off);

    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', 'in', ['banner_saved', 'banner_deleted'])
      .execute();
    expect(audit.filter((a) => a.action === 'banner_saved')).toHaveLength(5);
    expect(audit.filter((a) => a.action === 'banner_deleted')).toEqual([
      { action: 'banner_deleted', target: `banner:${off}` },
    ]);
  });

  it('refuses a banner that cannot be shown with a message per field, and stores nothing', async () => {
    const before = (await server.getAs(listUrl(), 'districtAdmin')).json().data.length;
    const day = await today();
    const valid: BannerSave = {
      css_class: 'warning',
      restrict_to: [],
      enabled: true,
      start_date: day,
      end_date: day,
      message: 'Maintenance tonight',
      link_url: null,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ end_date: addDays(day, -1) }, 'end_date'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ message: '   ' }, 'message'],
      [{ message: 'x'.repeat(241) }, 'message'],
      [{ link_url: 'http://example.org' }, 'link_url'],
      [{ restrict_to: ['principal'] }, 'restrict_to'],
      [{ css_class: 'blink' }, 'css_class'],
    ];
    for (const [change, field] of cases) {
      const response = await server.sendAs('POST', listUrl(), { ...valid, ...change }, 'districtAdmin');
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const fields = response.json().apiError.fields.map((f: { path: string }) => f.path);
      expect(
        fields.some((path: string) => path.startsWith(field)),
        `${field}: ${response.body}`,
      ).toBe(true);
    }
    expect((await server.getAs(listUrl(), 'districtAdmin')).json().data).toHaveLength(before);
  });

  it('lets only the district’s admin manage the schedule, and says when a banner is gone', async () => {
    const save = {
      css_class: 'info',
      restrict_to: [],
      enabled: true,
      start_date: '2026-01-05',
      end_date: '2026-01-06',
      message: 'Hello',
      link_url: null,
    };
    for (const role of ['teacher', 'schoolAdmin', 'guardian'] as const) {
      expect((await server.getAs(listUrl(), role)).statusCode).toBe(403);
      expect((await server.sendAs('POST', listUrl(), save, role)).statusCode).toBe(403);
    }
    const missing = await server.sendAs('PUT', `${listUrl()}/777777`, save, 'districtAdmin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().apiError.message).toMatch(/banner does not exist/);
  });
});
