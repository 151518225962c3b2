import { describe, expect, it } from 'vitest';
import { localeFromLanguages } from './detect-locale';
import { interpolate, languageTag, translate, type Catalogues } from './translate';

const catalogues: Catalogues = {
  'en-us': {
    'login.title': 'Sign in',
    'logout.noAuth.title': 'You are not authorized',
    'nav.signedInAs': 'Signed in as {name}',
    'only.inEnglish': 'Only in en-us',
    'students.one': '{count} student',
    'students.other': '{count} students',
  },
  'en-gb': { 'logout.noAuth.title': 'You are not authorised', 'nav.signedInAs': 'Signed in as {name}' },
  'es-mx': {
    'login.title': 'Iniciar sesión',
    'nav.signedInAs': 'Sesión iniciada como {name}',
    'students.one': '{count} alumno',
    'students.other': '{count} alumnos',
  },
};

describe('translate', () => {
  it('uses the active locale first', () => {
    expect(translate(catalogues, 'es-mx', 'login.title')).toBe('Iniciar sesión');
    expect(translate(catalogues, 'en-gb', 'logout.noAuth.title')).toBe('You are not authorised');
  });

  it('falls back to en-us when the locale lacks the key', () => {
    expect(translate(catalogues, 'en-gb', 'login.title')).toBe('Sign in');
    expect(translate(catalogues, 'es-mx', 'only.inEnglish')).toBe('Only in en-us');
  });

  it('falls back to en-us when the locale catalogue is not loaded', () => {
    expect(translate({ 'en-us': catalogues['en-us'] }, 'es-mx', 'login.title')).toBe('Sign in');
  });

  it('uses the caller’s default text after en-us and before the marker (spec §5 fallback)', () => {
    expect(translate(catalogues, 'es-mx', 'only.inEnglish', undefined, 'Default')).toBe('Only in en-us');
    expect(translate(catalogues, 'es-mx', 'no.such.key', { name: 'Ana' }, 'Hi {name}')).toBe('Hi Ana');
  });

  it('renders a visible marker for a key missing everywhere', () => {
    expect(translate(catalogues, 'es-mx', 'no.such.key')).toBe('ERROR NO STRING: no.such.key');
    expect(translate({}, 'en-us', 'login.title')).toBe('ERROR NO STRING: login.title');
  });

  it('interpolates {name} params', () => {
    expect(translate(catalogues, 'en-us', 'nav.signedInAs', { name: 'Ana Díaz' })).toBe(
      'Signed in as Ana Díaz',
    );
    expect(translate(catalogues, 'es-mx', 'nav.signedInAs', { name: 'Ana' })).toBe(
      'Sesión iniciada como Ana',
    );
  });

  it('chooses plural forms with the locale rules and formats the count', () => {
    expect(translate(catalogues, 'en-us', 'students', { count: 1 })).toBe('1 student');
    expect(translate(catalogues, 'en-us', 'students', { count: 1200 })).toBe('1,200 students');
    expect(translate(catalogues, 'es-mx', 'students', { count: 0 })).toBe('0 alumnos');
    // Spanish has a "many" category for large round numbers; it falls back to "other".
    expect(translate(catalogues, 'es-mx', 'students', { count: 1_000_000 })).toBe('1,000,000 alumnos');
    expect(translate(catalogues, 'en-gb', 'students', { count: 2 })).toBe('2 students');
  });
});

describe('interpolate', () => {
  it('leaves unknown placeholders visible and repeats known ones', () => {
    expect(interpolate('{a} and {b} and {a}', { a: 'x' }, 'en-us')).toBe('x and {b} and x');
    expect(interpolate('no params', undefined, 'en-us')).toBe('no params');
  });
});

describe('locale detection', () => {
  it('maps browser languages to the supported locales', () => {
    expect(localeFromLanguages(['es-ES'])).toBe('es-mx');
    expect(localeFromLanguages(['es'])).toBe('es-mx');
    expect(localeFromLanguages(['en-GB', 'en'])).toBe('en-gb');
    expect(localeFromLanguages(['en-AU'])).toBe('en-us');
    expect(localeFromLanguages(['fr-FR', 'en-GB'])).toBe('en-gb');
    expect(localeFromLanguages(['fr-FR'])).toBe('en-us');
    expect(localeFromLanguages([])).toBe('en-us');
  });

  it('gives BCP 47 tags for html lang', () => {
    expect(languageTag('en-gb')).toBe('en-GB');
    expect(languageTag('es-mx')).toBe('es-MX');
  });
});
