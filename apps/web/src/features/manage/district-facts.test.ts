import { describe, expect, it } from 'vitest';
import { academicStandardLabel, countryLabel, timeZoneLabel } from './district-facts';

describe('district facts as read', () => {
  it('names the time zone in the reader’s language, with its identifier', () => {
    expect(timeZoneLabel('America/Chicago', 'en-US')).toBe('Central Time (America/Chicago)');
    expect(timeZoneLabel('America/Chicago', 'es-MX')).toMatch(/^hora central.* \(America\/Chicago\)$/i);
    expect(timeZoneLabel('Not/AZone', 'en-US')).toBe('Not/AZone');
  });

  it('names the country and the standard instead of their codes', () => {
    expect(countryLabel('US', 'es-MX')).toBe('Estados Unidos');
    expect(countryLabel('GB', 'en-GB')).toBe('United Kingdom');
    expect(academicStandardLabel('ccss')).toBe('Common Core State Standards');
    expect(academicStandardLabel('other')).toBe('OTHER');
  });
});
