import type { StudentThirdPartyScores } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import * as form from './third-party-form';

const RIT = [
  { id: '181-190', label: '181–190', min: 181, max: 190 },
  { id: '191-200', label: '191–200', min: 191, max: 200 },
];
const MEASURES = [
  { id: '600', label: '600Q', min: 600, max: 645 },
  { id: '650', label: '650Q', min: 650, max: 695 },
];
const scores: StudentThirdPartyScores = {
  user_id: 1,
  first_name: 'Ana',
  last_name: 'Ruiz',
  grade_id: 3,
  level_id: 3,
  nwea: [{ domain_id: 30, rit: 193, test_date: '2026-11-01' }],
  quantile: { measure: 655, test_date: '2026-10-01' },
};

describe('third-party assign form', () => {
  it('starts the score range or measure on the student’s latest score, clamped to those offered', () => {
    expect(form.initialRangeOf('NWEA', scores, 30, RIT)).toBe('191-200');
    expect(form.initialRangeOf('NWEA', scores, 31, RIT)).toBeNull();
    expect(form.initialRangeOf('QUANTILE', scores, 31, MEASURES)).toBe('650');
    expect(
      form.initialRangeOf('QUANTILE', { ...scores, quantile: { measure: 90, test_date: '' } }, 1, MEASURES),
    ).toBe('600');
    expect(form.initialRangeOf('QUANTILE', { ...scores, quantile: null }, 1, MEASURES)).toBeNull();
  });

  it('enables Add Assignment once any student has a domain and a range; Don’t Assign counts as no choice to send', () => {
    let choices: form.Choices = new Map();
    expect([form.canAddAssignment(choices), form.hasChoices(choices)]).toEqual([false, false]);
    choices = form.withDomain(choices, 1, -1, () => '191-200');
    expect([form.canAddAssignment(choices), form.hasChoices(choices)]).toEqual([false, true]);
    choices = form.withDomain(choices, 2, 30, () => null);
    expect(form.canAddAssignment(choices)).toBe(false);
    choices = form.withRange(choices, 2, '181-190');
    expect(form.canAddAssignment(choices)).toBe(true);
  });

  it('sends NWEA students with a domain (a missing range too, for the server to refuse) and Quantile students with a measure only', () => {
    let choices: form.Choices = new Map();
    choices = form.withDomain(choices, 1, 30, () => '191-200');
    choices = form.withDomain(choices, 2, 31, () => null);
    choices = form.withDomain(choices, 3, -1, () => null);
    expect(form.requestOf('NWEA', 9, [1, 2, 3, 4], choices)).toEqual({
      classroom_id: 9,
      assessment: 'NWEA',
      items: [
        { user_id: 1, domain_id: 30, score_range: '191-200' },
        { user_id: 2, domain_id: 31, score_range: undefined },
      ],
    });
    choices = form.withRange(choices, 1, '650');
    expect(form.requestOf('QUANTILE', 9, [1, 2, 3], choices).items).toEqual([
      { user_id: 1, domain_id: 30, measure: 650 },
    ]);
  });
});

describe('after a refusal (spec §5)', () => {
  const chosen: form.Choices = new Map([[1, { domainId: 30, rangeId: '191-200' }]]);
  it('discards the selection for a duplicate of an active focus', () => {
    expect(form.choicesAfterRefusal(chosen, { key: 'assign.error.duplicate' })).toEqual(new Map());
  });
  it('keeps it for any other refusal, to be corrected', () => {
    expect(form.choicesAfterRefusal(chosen, { key: 'assign.error.scoreRange' })).toBe(chosen);
    expect(form.choicesAfterRefusal(chosen, { text: 'No.' })).toBe(chosen);
  });
});
