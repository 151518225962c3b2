import { PD_MODULES, type PdLesson, type PdProgress } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';
import { pdLocations } from './pd-catalogue.js';

const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] });
const contentsUrl = () => `/x/district/${server.home.districtId}/pd-contents`;
const locationsUrl = () => `/x/district/${server.home.districtId}/pd-locations`;
const accessUrl = (link: string) => `/x/pd-course-access?${new URLSearchParams({ link }).toString()}`;
const DAY_MS = 86_400_000;

async function progressOf(role: 'districtAdmin' | 'teacher', query = ''): Promise<PdProgress[]> {
  const response = await server.getAs(`/x/pd-progresses${query}`, role);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function customerIdOf(role: 'teacher' | 'districtAdmin'): Promise<number> {
  const row = await server.database.db
    .selectFrom('customers')
    .select('customer_id')
    .where('username', '=', server.home.logins[role])
    .executeTakeFirstOrThrow();
  return row.customer_id;
}

describe('professional development (spec §2 PD page, §3 PD lesson, §7 /x/…)', () => {
  it('ships a catalogue grouped by module, in English and Spanish, tied to the curriculum’s lesson groups', async () => {
    const response = await server.getAs(contentsUrl(), 'teacher');
    expect(response.statusCode, response.body).toBe(200);
    const lessons: PdLesson[] = response.json().data;
    expect(lessons.length).toBeGreaterThanOrEqual(8);
    // Every module has lessons, in the page's order, and "na" (non-academic) is one of them.
    const modules = [...new Set(lessons.map((l) => l.moduleName))];
    expect(modules).toEqual([...PD_MODULES]);
    for (const lesson of lessons) {
      expect(lesson.link).toBe(`/myflexpd/lessons/${lesson.key}`);
      expect(lesson.content.es.lessonName).not.toBe(lesson.content.en.lessonName);
      expect(lesson.content.en.body.length).toBeGreaterThan(0);
    }
    // Academic lessons name a lesson group of the catalogue by its name and PD link; non-academic ones none.
    const groups = (await server.getAs('/x/lesson-groups', 'teacher')).json().data as {
      name: string;
      pdLink: string;
    }[];
    for (const lesson of lessons) {
      if (lesson.moduleName === 'na') {
        expect(lesson.lessonGroupLink).toBeNull();
        continue;
      }
      const group = groups.find((g) => g.pdLink === lesson.lessonGroupLink);
      expect(group?.name, lesson.key).toBe(lesson.lessonGroupName);
    }
  });

  it('names its locations with relative URLs only, and answers the access ids with the server’s time', async () => {
    const locations = (await server.getAs(locationsUrl(), 'schoolAdmin')).json().data;
    expect(locations.home).toBe('/myflexpd');
    expect(locations['ratio-reasoning']).toBe('/myflexpd/lessons/ratio-reasoning');
    expect(
      pdLocations({ a: '/myflexpd', b: 'https://elsewhere.example/x', c: '//elsewhere.example', d: 'x' }),
    ).toEqual({ a: '/myflexpd' });
    const before = Date.now();
    const access = (await server.getAs('/x/accessIds?timestamp=1767225600000', 'teacher')).json().data;
    expect(access.timestamp).toBeGreaterThanOrEqual(before);
    expect(access.access_ids).toContain('counting-to-cardinality');
    const bad = await server.getAs('/x/accessIds?timestamp=yesterday', 'teacher');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().apiError.message).toMatch(/timestamp/);
  });

  it('keeps each educator’s progress to themself, audited, started then completed', async () => {
    const started = await server.sendAs(
      'PUT',
      '/x/pd-progresses/equivalent-fractions',
      { status: 'started' },
      'teacher',
    );
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ lesson_key: 'equivalent-fractions', completed_at: null });
    const startedAt = started.json().data.started_at as number;

    const done = await server.sendAs(
      'PUT',
      '/x/pd-progresses/equivalent-fractions',
      { status: 'completed' },
      'teacher',
    );
    expect(done.json().data.started_at).toBe(startedAt);
    expect(done.json().data.completed_at).toBeGreaterThanOrEqual(startedAt);
    // Completing again keeps the first completion.
    const again = await server.sendAs(
      'PUT',
      '/x/pd-progresses/equivalent-fractions',
      { status: 'completed' },
      'teacher',
    );
    expect(again.json().data.completed_at).toBe(done.json().data.completed_at);

    const mine = await progressOf('teacher');
    expect(mine.find((p) => p.lesson_key === 'equivalent-fractions')?.completed_at).toBe(
      done.json().data.completed_at,
    );
    // Another educator of the same district sees none of it.
    expect((await progressOf('districtAdmin')).map((p) => p.lesson_key)).not.toContain(
      'equivalent-fractions',
    );

    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'detail', 'customer_id'])
      .where('action', '=', 'pd_progress_saved')
      .where('target', '=', 'pd_lesson:equivalent-fractions')
      .execute();
    const teacherId = await customerIdOf('teacher');
    expect(audit.map((a) => [a.detail, a.customer_id])).toEqual([
      ['started', teacherId],
      ['completed', teacherId],
      ['completed', teacherId],
    ]);

    const unknown = await server.sendAs(
      'PUT',
      '/x/pd-progresses/no-such-lesson',
      { status: 'started' },
      'teacher',
    );
    expect(unknown.statusCode).toBe(404);
    const badStatus = await server.sendAs(
      'PUT',
      '/x/pd-progresses/equivalent-fractions',
      { status: 'done' },
      'teacher',
    );
    expect(badStatus.statusCode).toBe(400);
  });

  it('reads progress in a period (sy, days, fd–td) and refuses bad periods with a 400', async () => {
    // 18:00 UTC of a day 400 days ago: the same calendar day in UTC and in the district's American zone.
    const longAgo = Date.parse(`${new Date(Date.now() - 400 * DAY_MS).toISOString().slice(0, 10)}T18:00:00Z`);
    await server.database.db
      .insertInto('pd_progress')
      .values({
        district_id: server.home.districtId,
        customer_id: await customerIdOf('districtAdmin'),
        lesson_key: 'motivating-students',
        started_at: longAgo,
        completed_at: longAgo,
      })
      .execute();
    await server.sendAs('PUT', '/x/pd-progresses/place-value-units', { status: 'started' }, 'districtAdmin');

    const keys = async (query: string) => (await progressOf('districtAdmin', query)).map((p) => p.lesson_key);
    expect(await keys('?days=30')).toEqual(['place-value-units']);
    const day = new Date(longAgo).toISOString().slice(0, 10).replaceAll('-', '');
    const dayAfter = new Date(longAgo + 2 * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
    expect(await keys(`?fd=${day}&td=${dayAfter}`)).toEqual(['motivating-students']);
    const year = new Date(longAgo).getUTCFullYear();
    const schoolYear = new Date(longAgo).getUTCMonth() >= 6 ? year : year - 1;
    expect(await keys(`?sy=${schoolYear}`)).toEqual(['motivating-students']);
    const window = (await server.getAs('/x/pd-progresses?days=30', 'districtAdmin')).json().report_dates;
    expect(window.from_date < window.to_date).toBe(true);

    for (const query of [
      '?days=0',
      '?fd=20260101',
      '?fd=2026-01-01&td=20260201',
      '?sy=abc',
      '?fd=20260301&td=20260101',
    ]) {
      const response = await server.getAs(`/x/pd-progresses${query}`, 'districtAdmin');
      expect(response.statusCode, query).toBe(400);
      expect(response.json().apiError.message, query).toMatch(/\S/);
    }
  });

  it('opens a lesson through the course link (started, then redirected) and refuses any other link', async () => {
    const opened = await server.getAs(accessUrl('/myflexpd/lessons/multiplication-meaning'), 'schoolAdmin');
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/myflexpd/lessons/multiplication-meaning');
    const progress = (await server.getAs('/x/pd-progresses', 'schoolAdmin')).json().data as PdProgress[];
    expect(progress.find((p) => p.lesson_key === 'multiplication-meaning')).toMatchObject({
      completed_at: null,
    });

    for (const link of [
      'https://elsewhere.example/myflexpd/lessons/multiplication-meaning',
      '//elsewhere.example/myflexpd/lessons/multiplication-meaning',
      '/\\elsewhere.example',
      '/myflexpd/lessons/no-such-lesson',
      'myflexpd/lessons/multiplication-meaning',
    ]) {
      const refused = await server.getAs(accessUrl(link), 'schoolAdmin');
      expect(refused.statusCode, link).toBe(400);
      expect(refused.headers.location, link).toBeUndefined();
    }
    expect((await server.getAs('/x/pd-course-access', 'schoolAdmin')).statusCode).toBe(400);
  });

  it('refuses guardians everywhere (spec §6: no PD links)', async () => {
    const urls = [
      '/x/accessIds',
      contentsUrl(),
      locationsUrl(),
      '/x/pd-progresses',
      accessUrl('/myflexpd/lessons/ratio-reasoning'),
    ];
    for (const url of urls) expect((await server.getAs(url, 'guardian')).statusCode, url).toBe(403);
    const write = await server.sendAs(
      'PUT',
      '/x/pd-progresses/ratio-reasoning',
      { status: 'started' },
      'guardian',
    );
    expect(write.statusCode).toBe(403);
    const rows = await server.database.db
      .selectFrom('pd_progress')
      .select('lesson_key')
      .where('lesson_key', '=', 'ratio-reasoning')
      .execute();
    expect(rows).toEqual([]);
  });
});
