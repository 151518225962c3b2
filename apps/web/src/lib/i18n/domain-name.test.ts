import { describe, expect, it } from 'vitest';
import enUs from '../../i18n/locales/en-us.json';
import esMx from '../../i18n/locales/es-mx.json';
import { domainName } from './domain-name';
import { translate, type Catalogues } from './translate';

const catalogues: Catalogues = { 'en-us': enUs, 'es-mx': esMx };
const tOr = (locale: 'en-us' | 'es-mx') => (key: string, defaultText: string) =>
  translate(catalogues, locale, key, undefined, defaultText);

describe('domainName', () => {
  it('names a Common Core domain in the interface language, with or without its grade', () => {
    expect(domainName(tOr('es-mx'), { code: 'K.CC', name: 'Counting and Cardinality' })).toBe(
      'Conteo y cardinalidad',
    );
    expect(domainName(tOr('es-mx'), { code: 'RP', name: 'Ratios and Proportional Relationships' })).toBe(
      'Razones y relaciones proporcionales',
    );
    expect(domainName(tOr('en-us'), { code: '3.NF', name: 'Number and Operations—Fractions' })).toBe(
      'Number and Operations—Fractions',
    );
  });

  it('keeps the name of a domain it has no message for', () => {
    expect(domainName(tOr('es-mx'), { code: '4.XY', name: 'Other' })).toBe('Other');
  });
});
