import { describe, expect, it } from 'vitest';
import { parseReportPath } from './parse-report-path';

describe('parseReportPath', () => {
  it('reads the district itself', () => {
    expect(parseReportPath('12', '')).toEqual({ districtId: 12, state: 'district', itemId: 12 });
    expect(parseReportPath('12', undefined)).toEqual({ districtId: 12, state: 'district', itemId: 12 });
  });

  it('reads a state below the district', () => {
    expect(parseReportPath('12', 'school/5')).toEqual({ districtId: 12, state: 'school', itemId: 5 });
    expect(parseReportPath('12', 'classroom/7/')).toEqual({ districtId: 12, state: 'classroom', itemId: 7 });
  });

  it('rejects non-numeric ids, unknown states and extra segments', () => {
    expect(parseReportPath('abc', 'school/5')).toBeNull();
    expect(parseReportPath('12', 'school/x')).toBeNull();
    expect(parseReportPath('12', 'planet/5')).toBeNull();
    expect(parseReportPath('12', 'district/5')).toBeNull();
    expect(parseReportPath('12', 'school/5/teacher/3')).toBeNull();
    expect(parseReportPath('12', 'school')).toBeNull();
  });
});
