import type { Role } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { defaultUrl } from './accounts.service.js';

const customer = (role: Role, classroomIds: number[]) => ({
  role,
  districtId: 7,
  customerId: 42,
  classroomIds,
});

describe('defaultUrl (spec §2 default landing)', () => {
  it('sends anyone with classrooms home', () => {
    expect(defaultUrl(customer('teacher', [100, 101]))).toBe('/home');
    expect(defaultUrl(customer('schoolAdmin', [100]))).toBe('/home');
    expect(defaultUrl(customer('districtAdmin', [100]))).toBe('/home');
  });

  it('sends admins without classrooms to reports', () => {
    expect(defaultUrl(customer('districtAdmin', []))).toBe('/reports');
    expect(defaultUrl(customer('schoolAdmin', []))).toBe('/reports');
  });

  it('sends only a teacher without classrooms to missingroster', () => {
    expect(defaultUrl(customer('teacher', []))).toBe('/missingroster');
  });

  it('sends a guardian to their own guardian page', () => {
    expect(defaultUrl(customer('guardian', []))).toBe('/district/7/guardian/42');
  });
});
