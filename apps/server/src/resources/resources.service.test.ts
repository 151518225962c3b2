import { describe, expect, it, vi } from 'vitest';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { isCalendarDay, isNewOn } from './resources.service.js';

describe('the "new" badge rule (spec §9, §5)', () => {
  it('is on through the resource’s last day and off the day after', () => {
    const warn = vi.fn();
    const resource = { id: 'poster', newUntil: '2027-01-31' };
    expect(isNewOn(resource, '2027-01-30', warn)).toBe(true);
    expect(isNewOn(resource, '2027-01-31', warn)).toBe(true);
    expect(isNewOn(resource, '2027-02-01', warn)).toBe(false);
    expect(isNewOn({ id: 'never', newUntil: null }, '2027-01-01', warn)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('hides the badge of an invalid day and logs it', () => {
    const warn = vi.fn();
    for (const day of ['2027-02-30', '2027-13-01', '31/01/2027', ''])
      expect(isNewOn({ id: 'bad', newUntil: day }, '2020-01-01', warn)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not a valid day/), {
      resource: 'bad',
      newUntil: '2027-02-30',
    });
  });

  it('ships only real days, unique ids, and words in English and Spanish', () => {
    const ids = RESOURCE_CATALOGUE.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const resource of RESOURCE_CATALOGUE) {
      if (resource.newUntil !== null) expect(isCalendarDay(resource.newUntil), resource.id).toBe(true);
      for (const words of [resource.name, resource.description]) {
        expect(words.en, resource.id).toMatch(/\S/);
        expect(words.es, resource.id).toMatch(/\S/);
        expect(words.es, resource.id).not.toBe(words.en);
      }
    }
  });
});
