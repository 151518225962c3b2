/**
 * The resources library (spec §2, §3 Resource, §5, §6, §9): who sees which resource (roles, pd_onboarding, never
 * guardians), the "new" badge against today (an invalid day logged, no badge), the demo lessons area with
 * demo_lessons, and the rendered PDFs in English and Spanish read back with pdftotext; 4xx for what does not exist.
 */
import { RESOURCE_TABS, type Resource, type ResourcesResponse } from '@dash/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepFirstPage, pdfInfo, pdfText } from '../printables/pdf-tools.js';
import { useTestServer } from '../testing/use-test-server.js';
import { RESOURCE_CATALOGUE, type CatalogueResource } from './resource-catalogue.js';

/**
 * Three resources added to the shipped catalogue while this file runs, and taken out after it (test files may
 * share a process): a badge day that is not a day, past, future.
 */
const base = RESOURCE_CATALOGUE.find((r) => r.id === 'math-talk-poster')!;
const extra = (id: string, newUntil: string): CatalogueResource => ({ ...base, id, newUntil });
const catalogue = RESOURCE_CATALOGUE as CatalogueResource[];
const shipped = catalogue.length;
beforeAll(() => {
  catalogue.push(
    extra('test-invalid-day', '2026-02-30'),
    extra('test-badge-over', '2020-01-31'),
    extra('test-badge-far', '2099-12-31'),
  );
});
afterAll(() => {
  catalogue.splice(shipped);
});

type Role = 'districtAdmin' | 'schoolAdmin' | 'teacher' | 'guardian';
const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] });

async function setFlags(flags: Record<string, boolean>) {
  const db = server.database.db;
  const row = await db
    .selectFrom('districts')
    .select('feature_flags')
    .where('district_id', '=', server.home.districtId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('districts')
    .set({ feature_flags: JSON.stringify({ ...JSON.parse(row.feature_flags), ...flags }) })
    .where('district_id', '=', server.home.districtId)
    .execute();
}

afterEach(() => setFlags({ pd_onboarding: false, demo_lessons: false }));

async function listAs(role: Role, lang = 'en') {
  const response = await server.getAs(`/r/resources?lang=${lang}`, role);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ResourcesResponse).data;
}
const ids = (resources: Resource[]) => resources.map((r) => r.id);

describe('which resources each caller sees (spec §6)', () => {
  it('filters by role: the teachers’ guide for teachers, the administrators’ guide for admins; guardians refused', async () => {
    const teacher = ids((await listAs('teacher')).resources);
    expect(teacher).toContain('dashboard-guide-teachers');
    expect(teacher).not.toContain('dashboard-guide-admins');
    expect(teacher).toContain('family-guide-math-at-home');
    for (const role of ['districtAdmin', 'schoolAdmin'] as const) {
      const admin = ids((await listAs(role)).resources);
      expect(admin).toContain('dashboard-guide-admins');
      expect(admin).not.toContain('dashboard-guide-teachers');
    }
    const guardian = await server.getAs('/r/resources', 'guardian');
    expect(guardian.statusCode).toBe(403);
    expect(guardian.json().apiError.message).toMatch(/educators/);
  });

  it('shows professional-development onboarding only when pd_onboarding is on', async () => {
    expect(ids((await listAs('teacher')).resources)).not.toContain('onboarding-first-month');
    await setFlags({ pd_onboarding: true });
    const shown = (await listAs('teacher')).resources.find((r) => r.id === 'onboarding-first-month');
    expect(shown).toMatchObject({ pdOnBoarding: true, tab: 'dashboard_overview' });
  });

  it('every tab has something for a teacher, the start-here list includes the getting-started page', async () => {
    const { resources } = await listAs('teacher');
    for (const tab of RESOURCE_TABS)
      expect(
        resources.some((r) => r.tab === tab),
        tab,
      ).toBe(true);
    const start = resources.filter((r) => r.startHere);
    expect(start.map((r) => r.links[0]!.url)).toContain('/getting-started');
  });

  it('answers in Spanish when asked, with a PDF link per language', async () => {
    const guide = (await listAs('teacher', 'es')).resources.find(
      (r) => r.id === 'family-guide-math-at-home',
    )!;
    expect(guide.name).toBe('Guía para familias: Cómo ayudar con las matemáticas en casa');
    expect(guide.links).toEqual([
      { url: '/r/resources/family-guide-math-at-home.pdf?lang=en', type: 'pdf', language: 'en' },
      { url: '/r/resources/family-guide-math-at-home.pdf?lang=es', type: 'pdf', language: 'es' },
    ]);
    expect((await server.getAs('/r/resources?lang=fr', 'teacher')).statusCode).toBe(400);
  });
});

describe('the "new" badge (spec §9, §5)', () => {
  it('is on until the resource’s day and off after it; an invalid day is logged and shows no badge', async () => {
    const warn = vi.spyOn(server.app.log, 'warn');
    const byId = new Map((await listAs('teacher')).resources.map((r) => [r.id, r]));
    expect(byId.get('test-badge-far')!.isNew).toBe(true);
    expect(byId.get('test-badge-over')!.isNew).toBe(false);
    expect(byId.get('test-invalid-day')).toMatchObject({ isNew: false, newUntil: '2026-02-30' });
    expect(byId.get('math-talk-poster')!.isNew).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      { resource: 'test-invalid-day', newUntil: '2026-02-30' },
      expect.stringMatching(/not a valid day/),
    );
    warn.mockRestore();
  });
});

describe('the demo lessons area (spec §2)', () => {
  it('is absent unless demo_lessons is on; then K–2, 3–5 and 6–8 each name a lesson per grade', async () => {
    expect((await listAs('teacher')).demo_lessons).toBeNull();
    await setFlags({ demo_lessons: true });
    const bands = (await listAs('teacher')).demo_lessons!;
    expect(bands.map((b) => b.band)).toEqual(['k2', '35', '68']);
    expect(bands.map((b) => b.lessons.map((l) => l.grade))).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
    ]);
    for (const lesson of bands.flatMap((b) => b.lessons)) expect(lesson.name).toMatch(/\S/);
  });
});

describe('resource PDFs', () => {
  async function pdfOf(url: string, role: Role = 'teacher') {
    const response = await server.getAs(url, role);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return { pdf: response.rawPayload, text: await pdfText(response.rawPayload) };
  }

  it('renders the family guide and the growth-mindset poster in English and Spanish', async () => {
    const en = await pdfOf('/r/resources/family-guide-math-at-home.pdf?lang=en');
    expect(en.text).toContain('Helping your child with math at home');
    expect(en.text).toContain('Praise effort, not speed');
    expect((await pdfInfo(en.pdf)).size).toContain('612 x 792');
    const es = await pdfOf('/r/resources/family-guide-math-at-home.pdf?lang=es');
    expect(es.text).toContain('Cómo ayudar a su hijo con las matemáticas en casa');
    expect(es.text).toContain('Elogie el esfuerzo, no la rapidez');
    await keepFirstPage(es.pdf, 'resource-family-guide-es');
    const poster = await pdfOf('/r/resources/growth-mindset-poster.pdf?lang=es');
    expect(poster.text).toContain('Mentalidad de crecimiento en matemáticas');
    expect(poster.text).toContain('Los errores me ayudan a aprender.');
    await keepFirstPage(poster.pdf, 'resource-growth-mindset-poster-es');
    const certificates = await pdfOf('/r/resources/classroom-certificates.pdf?lang=en');
    expect((await pdfInfo(certificates.pdf)).pages).toBe(3);
    await keepFirstPage((await pdfOf('/r/resources/class-lesson-tracker.pdf')).pdf, 'resource-tracker-en');
  });

  it('refuses an unknown id (404), a language other than en or es (400), a hidden resource and guardians (403)', async () => {
    const unknown = await server.getAs('/r/resources/no-such-guide.pdf?lang=en', 'teacher');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().apiError.message).toMatch(/no-such-guide/);
    const tour = await server.getAs('/r/resources/getting-started-tour.pdf', 'teacher');
    expect(tour.statusCode).toBe(404);
    const french = await server.getAs('/r/resources/family-guide-math-at-home.pdf?lang=fr', 'teacher');
    expect(french.statusCode).toBe(400);
    expect(french.json().apiError.message).toMatch(/lang/);
    expect((await server.getAs('/r/resources/dashboard-guide-admins.pdf', 'teacher')).statusCode).toBe(403);
    expect((await server.getAs('/r/resources/onboarding-first-month.pdf', 'teacher')).statusCode).toBe(403);
    expect((await server.getAs('/r/resources/family-guide-math-at-home.pdf', 'guardian')).statusCode).toBe(
      403,
    );
  });
});
