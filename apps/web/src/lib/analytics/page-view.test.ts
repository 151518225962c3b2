import { ANALYTICS_MAX_DURATION_MS, analyticsEventSchema } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { contextIdsOf, localIso, pageNameOf, pageViewEvent } from './page-view';

describe('page views (spec §3 analytics event)', () => {
  it('names a page by its route with ids as :id', () => {
    expect(pageNameOf('/district/12/classroom/34')).toBe('/district/:id/classroom/:id');
    expect(pageNameOf('/home/')).toBe('/home');
    expect(pageNameOf('/reports/newDashboardUsage')).toBe('/reports/newDashboardUsage');
    expect(pageNameOf('/we<ird>/p%20ath')).toBe('/weird/p20ath');
  });

  it('reads the school, classroom and teacher a report path names', () => {
    expect(contextIdsOf('/district/1/school/2')).toEqual({ schoolId: 2 });
    expect(contextIdsOf('/district/1/classroom/7')).toEqual({ classroomId: 7 });
    expect(contextIdsOf('/district/1/teacher/9')).toEqual({ teacherId: 9 });
    expect(contextIdsOf('/home')).toEqual({});
  });

  it('writes the local time with its offset, which the server accepts', () => {
    const text = localIso(new Date(2026, 0, 5, 9, 30, 0, 7));
    expect(text).toMatch(/^2026-01-05T09:30:00\.007[+-]\d\d:\d\d$/);
    expect(new Date(text).getTime()).toBe(new Date(2026, 0, 5, 9, 30, 0, 7).getTime());
  });

  it('drops views under a second, clamps long ones, and builds an event the contract accepts', () => {
    const now = new Date();
    expect(pageViewEvent(1, '/home', 999, now)).toBeNull();
    const event = pageViewEvent(1, '/district/1/school/2', ANALYTICS_MAX_DURATION_MS * 3, now)!;
    expect(event.trackingDurationInMs).toBe(ANALYTICS_MAX_DURATION_MS);
    expect(event).toMatchObject({ districtId: 1, schoolId: 2, page: '/district/:id/school/:id' });
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });
});
