import { describe, expect, it } from 'vitest';
import { loginPathFor, postLoginPath, resolveUnknownUrl, safeNextPath } from './redirects';

describe('resolveUnknownUrl', () => {
  it('sends a signed-in customer to their default URL', () => {
    expect(resolveUnknownUrl({ default_url: '/reports' })).toBe('/reports');
    expect(resolveUnknownUrl({ default_url: '/district/3/guardian/44' })).toBe('/district/3/guardian/44');
  });

  it('sends a visitor who is not signed in to the login page without a return URL', () => {
    expect(resolveUnknownUrl(null)).toBe('/login');
    expect(resolveUnknownUrl(undefined)).toBe('/login');
  });

  it('never follows a default URL that leaves the site', () => {
    expect(resolveUnknownUrl({ default_url: 'https://evil.example/' })).toBe('/home');
  });
});

describe('safeNextPath', () => {
  it('accepts same-site paths with query and hash', () => {
    expect(safeNextPath('/district/1/school/2?pane=teachers#top')).toBe(
      '/district/1/school/2?pane=teachers#top',
    );
  });

  it('rejects other sites, protocol-relative and backslash tricks', () => {
    for (const next of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeNextPath(next)).toBeNull();
    }
  });

  it('rejects login and logout pages', () => {
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/logout/expired')).toBeNull();
    expect(safeNextPath('/logout?x=1')).toBeNull();
    expect(safeNextPath('/logouts')).toBe('/logouts');
  });
});

describe('login round trip', () => {
  it('remembers a deep link and returns to it after login', () => {
    const loginPath = loginPathFor('/district/1/school/2?pane=teachers');
    expect(loginPath).toBe('/login?next=%2Fdistrict%2F1%2Fschool%2F2%3Fpane%3Dteachers');
    const search = loginPath.slice(loginPath.indexOf('?'));
    expect(postLoginPath(search, '/home')).toBe('/district/1/school/2?pane=teachers');
  });

  it('falls back to the default URL without a usable next', () => {
    expect(postLoginPath('', '/reports')).toBe('/reports');
    expect(postLoginPath('?next=https%3A%2F%2Fevil.example', '/reports')).toBe('/reports');
    expect(loginPathFor('/logout')).toBe('/login');
  });
});
