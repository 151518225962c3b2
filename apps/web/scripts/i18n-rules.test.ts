import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_TERMS,
  checkKeysAndPlaceholders,
  checkSchoolTerms,
  checkSpanish,
  wordsToCheck,
} from './i18n-rules.mjs';

const enUs = {
  'home.greeting': 'Welcome, {name}. Choose a classroom to see its reports.',
  'classrooms.grade': 'Grade',
  'item.gradeNumber': 'Grade {grade}',
  'classrooms.studentCount.other': '{count} students',
  'chart.noData': 'No data',
  'app.documentTitle': '{page} | Math Dashboard',
  'chart.range': '{from}–{to}',
  'chart.bubble.legendPoint': 'Individual',
  'pane.overview': 'Overview',
};

const esMx = {
  'home.greeting': 'Hola, {name}. Elige un grupo para ver sus reportes.',
  'classrooms.grade': 'Grado',
  'item.gradeNumber': '{grade}.º grado',
  'classrooms.studentCount.other': '{count} alumnos',
  'chart.noData': 'Sin datos',
  'app.documentTitle': '{page} | Math Dashboard',
  'chart.range': '{from}–{to}',
  'chart.bubble.legendPoint': 'Individual',
  'pane.overview': 'Resumen',
};

const enGb = {
  'home.greeting': 'Welcome, {name}. Choose a class to see its reports.',
  'classrooms.grade': 'Year group',
  'item.gradeNumber': 'Year {grade}',
  'classrooms.studentCount.other': '{count} pupils',
  'chart.noData': 'No data',
  'app.documentTitle': '{page} | Math Dashboard',
  'chart.range': '{from}–{to}',
  'chart.bubble.legendPoint': 'Individual',
  'pane.overview': 'Overview',
};

const readLocale = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${locale}.json`, import.meta.url), 'utf8'));

describe('i18n rules on correct catalogues', () => {
  it('report nothing', () => {
    expect(checkKeysAndPlaceholders(enUs, esMx, 'es-mx')).toEqual([]);
    expect(checkKeysAndPlaceholders(enUs, enGb, 'en-gb')).toEqual([]);
    expect(checkSpanish(enUs, esMx)).toEqual([]);
    expect(checkSchoolTerms(enUs, enGb)).toEqual([]);
  });

  it('report nothing on the shipped catalogues', () => {
    const source = readLocale('en-us');
    expect(checkSpanish(source, readLocale('es-mx'))).toEqual([]);
    expect(checkSchoolTerms(source, readLocale('en-gb'))).toEqual([]);
  });
});

describe('keys and placeholders', () => {
  it('reports a placeholder renamed, dropped or added in a translation', () => {
    const problems = checkKeysAndPlaceholders(
      enUs,
      { ...esMx, 'home.greeting': 'Hola, {nombre}.', 'item.gradeNumber': 'grado', 'chart.noData': 'Sin {x}' },
      'es-mx',
    );
    expect(problems).toEqual([
      'es-mx: "home.greeting" has placeholders {nombre} but en-us has {name}',
      'es-mx: "item.gradeNumber" has placeholders {} but en-us has {grade}',
      'es-mx: "chart.noData" has placeholders {x} but en-us has {}',
    ]);
  });

  it('reports missing and extra keys', () => {
    const { 'pane.overview': _dropped, ...rest } = enGb;
    expect(checkKeysAndPlaceholders(enUs, { ...rest, 'pane.extra': 'Extra' }, 'en-gb')).toEqual([
      'en-gb: missing key "pane.overview"',
      'en-gb: extra key "pane.extra" (not in en-us)',
    ]);
  });
});

describe('English left in es-mx', () => {
  it('reports a value copied from en-us', () => {
    expect(checkSpanish(enUs, { ...esMx, 'pane.overview': 'Overview' })).toEqual([
      'es-mx: "pane.overview" is the same as en-us ("Overview"): translate it',
    ]);
  });

  it('reports common English words inside a Spanish value, as whole words in any case', () => {
    const problems = checkSpanish(enUs, {
      ...esMx,
      'classrooms.grade': 'Grade',
      'item.gradeNumber': 'Grade {grade}',
      'chart.noData': 'No data',
      'home.greeting': 'Hola, {name}: reportes of the students',
    });
    expect(problems).toEqual([
      'es-mx: "home.greeting" holds English (of, the, students): "Hola, {name}: reportes of the students"',
      'es-mx: "classrooms.grade" is the same as en-us ("Grade"): translate it',
      'es-mx: "item.gradeNumber" is the same as en-us ("Grade {grade}"): translate it',
      'es-mx: "chart.noData" is the same as en-us ("No data"): translate it',
    ]);
    expect(checkSpanish(enUs, { ...esMx, 'classrooms.grade': 'Grade 6 del grupo' })).toEqual([
      'es-mx: "classrooms.grade" holds English (Grade): "Grade 6 del grupo"',
    ]);
  });

  it('does not take parts of Spanish words, placeholders or allowed terms for English', () => {
    const spanish = {
      ...esMx,
      'home.greeting': 'Estándares de {students}: ofertas y andamios, theatro',
      'chart.noData': 'Math Dashboard: {h} h {m} min',
    };
    expect(checkSpanish(enUs, spanish)).toEqual([]);
    expect(wordsToCheck('{page} | Math Dashboard')).not.toMatch(/\p{L}/u);
  });

  it('gives a reason for every allowed term', () => {
    for (const entry of ALLOWED_TERMS) expect(entry.reason.length).toBeGreaterThan(10);
  });
});

describe('school terms', () => {
  it('reports US school terms in en-gb', () => {
    const problems = checkSchoolTerms(enUs, {
      ...enGb,
      'classrooms.grade': 'Year group: Grade 6',
      'classrooms.studentCount.other': '{count} students',
    });
    expect(problems).toEqual([
      'en-gb: "classrooms.grade" uses the US term Grade (en-gb: year / years / year group / year groups): "Year group: Grade 6"',
      'en-gb: "classrooms.studentCount.other" uses the US term students (en-gb: pupil / pupils): "{count} students"',
    ]);
  });

  it('reports US spellings in en-gb', () => {
    const problems = checkSchoolTerms(enUs, { ...enGb, 'pane.overview': 'Color key at the center' });
    expect(problems).toEqual([
      'en-gb: "pane.overview" uses the US term Color (en-gb: colour / colours): "Color key at the center"',
      'en-gb: "pane.overview" uses the US term center (en-gb: centre / centres): "Color key at the center"',
    ]);
  });

  it('reports an en-gb value that drops the British term of its en-us value', () => {
    const problems = checkSchoolTerms(enUs, { ...enGb, 'classrooms.studentCount.other': '{count} learners' });
    expect(problems).toEqual([
      'en-gb: "classrooms.studentCount.other" translates "{count} students" without pupil / pupils: "{count} learners"',
    ]);
  });

  it('reports British terms in en-us, so each catalogue uses one form throughout', () => {
    const problems = checkSchoolTerms({ ...enUs, 'classrooms.grade': 'Year group' }, enGb);
    expect(problems).toEqual([
      'en-us: "classrooms.grade" uses the GB term Year group (en-us: grade / grades): "Year group"',
    ]);
  });

  it('leaves the product name alone', () => {
    expect(checkSchoolTerms(enUs, { ...enGb, 'chart.noData': 'About Math Dashboard' })).toEqual([]);
  });
});
