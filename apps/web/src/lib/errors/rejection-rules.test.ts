import type { ApiError } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { alertFor, methodIndex, rejectionCode, resourceLetter, type Rejection } from './rejection-rules';

const context = { districtId: 12, customerId: 345 };
const detail = (
  code: number,
  errorType: ApiError['errorType'] = 'UNKNOWN',
  extra: object = {},
): ApiError => ({
  errorType,
  code,
  message: `message ${code}`,
  ...extra,
});
const rejection = (status: number, d?: ApiError, method = 'GET', path = '/r/districts/12/x'): Rejection => ({
  status,
  method,
  path,
  detail: d,
});

describe('coded rejections (spec §8)', () => {
  it('indexes the method: GET 0, POST 1, PUT 2, DELETE 3, else U', () => {
    expect(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'post'].map(methodIndex)).toEqual([
      '0',
      '1',
      '2',
      '3',
      'U',
      '1',
    ]);
  });

  it('names the resource by the path’s first segment: n, m, r, e, else U', () => {
    expect(resourceLetter('/n/customer_info')).toBe('n');
    expect(resourceLetter('/m/assignments?x=1')).toBe('m');
    expect(resourceLetter('/r/districts/1/students/2/activity')).toBe('r');
    expect(resourceLetter('/e/session/school_admin_mode')).toBe('e');
    expect(resourceLetter('/api/v1/districts/1/customers/me/preferences/x')).toBe('U');
    expect(resourceLetter('/x/accessIds')).toBe('U');
    expect(resourceLetter('https://host.test/r/districts/1')).toBe('r');
  });

  it('joins status, method, letter, district, customer and the optional locator', () => {
    expect(rejectionCode(rejection(500, undefined, 'PUT', '/m/assignments/9'), context)).toBe(
      '500-2-m-12-345',
    );
    expect(rejectionCode(rejection(500), context, 'activity')).toBe('500-0-r-12-345-activity');
  });
});

describe('which alert a failed request raises (spec §8)', () => {
  it('ignores status 0, sign-in (401) and a 403 that ends the session', () => {
    expect(alertFor(rejection(0), context)).toBeNull();
    expect(alertFor(rejection(401, detail(4010, 'NOT_AUTHENTICATED')), context)).toBeNull();
    expect(alertFor(rejection(403, detail(4030, 'SESSION', { reason: 'reset' })), context)).toBeNull();
  });

  it('rejects a 403 without a reason', () => {
    expect(alertFor(rejection(403, detail(4030, 'FORBIDDEN')), context)).toEqual({
      kind: 'requestRejected',
      code: '403-0-r-12-345',
    });
  });

  it('400: validation, 5100 and 6000 raise nothing; any other 400 is rejected', () => {
    expect(alertFor(rejection(400, detail(4000, 'VALIDATION')), context)).toBeNull();
    expect(alertFor(rejection(400, detail(5100)), context)).toBeNull();
    expect(alertFor(rejection(400, detail(6000)), context)).toBeNull();
    expect(alertFor(rejection(400, detail(7000), 'POST', '/m/assignments'), context)).toEqual({
      kind: 'requestRejected',
      code: '400-1-m-12-345',
    });
  });

  it('406: 1002 raises nothing, 3232 a request error with its code and message, others are rejected', () => {
    expect(alertFor(rejection(406, detail(1002)), context)).toBeNull();
    expect(alertFor(rejection(406, detail(3232)), context)).toEqual({
      kind: 'requestError',
      code: 3232,
      message: 'message 3232',
    });
    expect(alertFor(rejection(406, detail(1)), context)?.kind).toBe('requestRejected');
  });

  it('leaves error 1000 to its own edit-mode-blocked alert', () => {
    expect(alertFor(rejection(403, detail(1000, 'EDIT_BLOCKED'), 'POST'), context)).toBeNull();
  });

  it('rejects any other status, but never shows a code starting 404', () => {
    expect(alertFor(rejection(500), context)).toEqual({ kind: 'requestRejected', code: '500-0-r-12-345' });
    expect(alertFor(rejection(404, detail(4040, 'NOT_FOUND')), context)).toBeNull();
  });

  it('a failed load says its "Unable to load …" message, with the code unless it starts 404 or there was none', () => {
    const key = 'errors.load.activity' as const;
    expect(alertFor(rejection(500), context, { loadFailureKey: key, locator: 'activity' })).toEqual({
      kind: 'loadFailed',
      messageKey: key,
      code: '500-0-r-12-345-activity',
    });
    expect(alertFor(rejection(404), context, { loadFailureKey: key })).toEqual({
      kind: 'loadFailed',
      messageKey: key,
      code: null,
    });
    expect(alertFor(rejection(0), context, { loadFailureKey: key })).toEqual({
      kind: 'loadFailed',
      messageKey: key,
      code: null,
    });
    expect(
      alertFor(rejection(403, detail(4030, 'SESSION', { reason: 'expired' })), context, {
        loadFailureKey: key,
      }),
    ).toBeNull();
  });
});
