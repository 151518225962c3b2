/**
 * How the standards reports answer as a whole (spec §5, §8): their figures come from the derived state, so
 * deleting the raw events changes no answer; bad input is a 400 naming the field, an unknown standard a 404,
 * and an academic standard without content has no levels and answers code 6000 where a level is needed.
 * It uses the server and hand-written events of the standards fixture.
 */
import { addDays } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { today, useStandardsFixture } from './standards-fixture.js';

const { server, get, base, classroomBase } = useStandardsFixture();

describe('standards reports: derived state and bad input', () => {
  it('figures come from the derived state: deleting the raw events changes no answer', async () => {
    const urls = [
      `${base()}/students/${server.home.ids.ownStudentId}/proficiency/domains`,
      `${base()}/students/${server.home.ids.ownStudentId}/standards?level_id=3`,
      `${classroomBase()}/all?level_id=3`,
      `${classroomBase()}/levels`,
    ];
    const before = await Promise.all(urls.map(async (u) => (await get(u, 'districtAdmin')).body));
    await server.database.db.deleteFrom('events').where('district_id', '=', server.home.districtId).execute();
    const after = await Promise.all(urls.map(async (u) => (await get(u, 'districtAdmin')).body));
    expect(after).toEqual(before);
  });

  it('bad input is a 400 naming the field; an unknown standard is a 404', async () => {
    const student = `${base()}/students/${server.home.ids.ownStudentId}`;
    const cases: [string, string][] = [
      [`${classroomBase()}/domains?level_id=99`, 'level_id'],
      [`${classroomBase()}/domains?level_id=abc`, 'level_id'],
      [`${classroomBase()}/clusters?level_id=3`, 'domain'],
      [`${classroomBase()}/clusters?level_id=3&domain=CC`, 'domain'],
      [`${classroomBase()}/clusters?level_id=3&domain=3.NF%27--`, 'domain'],
      [`${classroomBase()}/all?level_id=3&page=0`, 'page'],
      [`${classroomBase()}/all?level_id=3&size=10001`, 'size'],
      [`${classroomBase()}/levels?untilNow=maybe`, 'untilNow'],
      [`${classroomBase()}/levels?ast=nope`, 'ast'],
      [`${student}/standards?fd=20260101`, 'td'],
      [`${student}/standards?td=20260101`, 'fd'],
      [`${student}/standards?fd=20260230&td=20260301`, 'fd'],
      [`${student}/standards?fd=20261345&td=20261346`, 'fd'],
      [`${student}/standards?fd=20260301&td=20260201`, 'fd'],
      [
        `${student}/standards?fd=${addDays(today, -3).replaceAll('-', '')}&td=${today.replaceAll('-', '')}&untilNow=true`,
        'untilNow',
      ],
      [`/api/v1/districts/${server.home.districtId}/standardscompletions`, 'userId'],
      [`/api/v1/districts/${server.home.districtId}/standardscompletions?userId=x`, 'userId'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url, 'districtAdmin');
      expect(response.statusCode, url).toBe(400);
      const error = response.json().apiError;
      expect(error.message, url).toContain(field);
      expect(
        error.fields.map((f: { path: string }) => f.path),
        url,
      ).toContain(field);
    }
    const unknown = await get(`${classroomBase()}/999999`, 'districtAdmin');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().apiError.message).toMatch(/999999/);
    // An academic standard without content: no levels, and the spec §8 code 6000 where a level is needed.
    const teks = await get(`${classroomBase()}/levels?ast=teks`, 'districtAdmin');
    expect(teks.json().data).toMatchObject({ levels: [], default_level_id: null });
    const noData = await get(`${classroomBase()}/domains?ast=teks`, 'districtAdmin');
    expect(noData.statusCode).toBe(400);
    expect(noData.json().apiError).toMatchObject({
      code: 6000,
      message: 'No data exists for the academic standard and time period selected.',
    });
  });
});
