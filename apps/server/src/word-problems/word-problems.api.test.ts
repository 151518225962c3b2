/**
 * The word problem generator's routes (spec §2 /word-problem-generator): the supported standards, a set by its
 * seed (the same again on the next call, a new seed drawn when none is sent), the printable read back with
 * pdftotext (problems first, the answer key on its own page, in Spanish), 400s naming the field, and guardians
 * refused.
 */
import type { WordProblemsResponse } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { keepFirstPage, pdfInfo, pdfText } from '../printables/pdf-tools.js';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] });

async function setAs(role: 'districtAdmin' | 'schoolAdmin' | 'teacher', query: string) {
  const response = await server.getAs(`/m/word-problems?${query}`, role);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as WordProblemsResponse).data;
}

describe('GET /m/word-problems', () => {
  it('lists the supported standards, one or more a grade K–8, and no set without a standard', async () => {
    const data = await setAs('teacher', '');
    expect(data.set).toBeNull();
    expect(new Set(data.standards.map((s) => s.grade))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(data.standards.find((s) => s.code === '3.OA.A.3')?.short_description).toMatch(
      /^Use multiplication and division within 100/,
    );
  });

  it('answers the same set for the same seed, to every staff role; a new seed when none is sent', async () => {
    const query = 'standard=3.OA.A.3&count=6&lang=es&seed=1234';
    const first = await setAs('teacher', query);
    expect(first.set).toMatchObject({ standard: '3.OA.A.3', lang: 'es', seed: 1234 });
    expect(first.set!.problems).toHaveLength(6);
    for (const problem of first.set!.problems) {
      expect(problem.question).toMatch(/¿.+\?$/);
      expect(problem.answer_text).toContain(String(problem.answer));
    }
    expect((await setAs('districtAdmin', query)).set).toEqual(first.set);
    expect((await setAs('schoolAdmin', query)).set).toEqual(first.set);
    const drawn = (await setAs('teacher', 'standard=K.OA.A.2')).set!;
    expect(drawn.problems).toHaveLength(10);
    expect(drawn.lang).toBe('en');
    expect((await setAs('teacher', `standard=K.OA.A.2&seed=${drawn.seed}`)).set).toEqual(drawn);
  });

  it.each([
    ['standard=3.NF.A.1', 'standard', /supported standards: K\.OA\.A\.2/],
    ['standard=9.ZZ.A.1', 'standard', /supported standards/],
    ['standard=3.OA.A.3&count=0', 'count', /1 to 20/],
    ['standard=3.OA.A.3&count=21', 'count', /1 to 20/],
    ['standard=3.OA.A.3&count=two', 'count', /1 to 20/],
    ['standard=3.OA.A.3&lang=fr', 'lang', /en or es/],
    ['standard=3.OA.A.3&seed=-4', 'seed', /0 to 2147483647/],
    ['standard=3.OA.A.3&seed=2147483648', 'seed', /0 to 2147483647/],
    ['standard=3.OA.A.3&seed=abc', 'seed', /0 to 2147483647/],
  ])('refuses %s with a 400 naming %s', async (query, field, message) => {
    for (const path of ['/m/word-problems', '/m/word-problems.pdf']) {
      const response = await server.getAs(`${path}?${query}`, 'teacher');
      expect(response.statusCode, `${path} ${response.body}`).toBe(400);
      const error = response.json().apiError;
      expect(error.message).toContain(`"${field}"`);
      expect(error.message).toMatch(message);
    }
  });

  it('refuses guardians (a teacher tool, spec §6) on both routes', async () => {
    for (const path of [
      '/m/word-problems?standard=3.OA.A.3',
      '/m/word-problems.pdf?standard=3.OA.A.3&seed=1',
    ]) {
      expect((await server.getAs(path, 'guardian')).statusCode).toBe(403);
    }
  });
});

describe('GET /m/word-problems.pdf', () => {
  it('prints the set in Spanish: problems first, the answer key on its own page, the same numbers as the JSON', async () => {
    const query = 'standard=6.RP.A.3b&count=8&lang=es&seed=99123';
    const { set } = await setAs('teacher', query);
    const response = await server.getAs(`/m/word-problems.pdf?${query}`, 'teacher');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    const { pages } = await pdfInfo(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    const problemPages = await pdfText(pdf, { first: 1, last: pages - 1 });
    const keyPage = await pdfText(pdf, { first: pages, last: pages });
    for (const text of [problemPages, keyPage]) {
      expect(text).toContain('Estándar 6.RP.A.3b');
      expect(text).toContain('Serie 99123');
    }
    expect(problemPages).toContain('Problemas verbales');
    expect(problemPages).toContain('Nombre:');
    expect(problemPages).not.toContain('Respuestas');
    expect(keyPage).toMatch(/^\s*Respuestas/);
    for (const problem of set!.problems) {
      expect(problemPages).toContain(`${problem.number}. ${problem.question.slice(0, 40)}`);
      expect(keyPage).not.toContain(problem.question.slice(0, 40));
      expect(keyPage).toContain(`${problem.number}. ${problem.answer_text}`);
    }
    await keepFirstPage(pdf, 'word-problems-es');
    const audit = await server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'print')
      .where('target', '=', 'word_problems 6.RP.A.3b:99123')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('keeps each problem whole across pages for a set of 20', async () => {
    const response = await server.getAs('/m/word-problems.pdf?standard=8.EE.C.7b&count=20&seed=5', 'teacher');
    expect(response.statusCode).toBe(200);
    const info = await pdfInfo(response.rawPayload);
    expect(info.pages).toBeGreaterThanOrEqual(3);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Answer Key');
    expect(text).toContain('20. ');
  });
});
