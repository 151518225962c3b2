import type { Locale } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import enGb from '../../i18n/locales/en-gb.json';
import enUs from '../../i18n/locales/en-us.json';
import esMx from '../../i18n/locales/es-mx.json';
import { gradeName } from './grade-name';
import type { I18n } from './i18n-provider';
import { translate } from './translate';

const catalogues = { 'en-us': enUs, 'en-gb': enGb, 'es-mx': esMx };
const tOf = (locale: Locale): Pick<I18n, 't' | 'locale'> => ({
  locale,
  t: (key, params) => translate(catalogues, locale, key, params),
});

describe('gradeName', () => {
  it('names numbered grades in each interface language', () => {
    expect(gradeName(tOf('en-us'), 6)).toBe('Grade 6');
    // British year groups are one higher (spec §9): grade 6 is Year 7.
    expect(gradeName(tOf('en-gb'), 6)).toBe('Year 7');
    expect(gradeName(tOf('es-mx'), 6)).toBe('6.º grado');
  });

  it('names kindergarten, pre-K, algebra and multi-grade classes without a number', () => {
    const names = (locale: Locale) => [0, -1, 9, 1000, 1001].map((grade) => gradeName(tOf(locale), grade));
    expect(names('en-us')).toEqual(['Kindergarten', 'Pre-K', 'Algebra', 'Multi-grade', 'Multi-grade']);
    expect(names('en-gb')).toEqual([
      'Year 1',
      'Reception',
      'Algebra',
      'Mixed year group',
      'Mixed year group',
    ]);
    expect(names('es-mx')).toEqual(['Preescolar', 'Prekínder', 'Álgebra', 'Multigrado', 'Multigrado']);
  });

  it('never writes the English grade word in Spanish or British English', () => {
    for (const grade of [-1, 0, 1, 5, 8, 9, 1000]) {
      expect(gradeName(tOf('es-mx'), grade)).not.toMatch(/Grade|Kindergarten/);
      expect(gradeName(tOf('en-gb'), grade)).not.toMatch(/Grade|Kindergarten/);
    }
  });
});
