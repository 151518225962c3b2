import { describe, expect, it } from 'vitest';
import { isClassroomReportQuery } from './use-live-classroom';

const classroom = { districtId: 7, classroomId: 12 };
const matches = (url: string, kind = 'report') =>
  isClassroomReportQuery({ queryKey: [kind, url] }, classroom);

describe('the report queries a live classroom page refetches', () => {
  it('takes the classroom’s own reports and district reports filtered to it', () => {
    expect(matches('/r/districts/7/classrooms/12/alerts?usage=false')).toBe(true);
    expect(matches('/r/districts/7/classrooms/12/activity')).toBe(true);
    expect(matches('/r/districts/7/classrooms/12')).toBe(true);
    expect(matches('/r/districts/7/students?classroom_id=12&timeframe=0w')).toBe(true);
  });

  it('leaves other classrooms, other districts and other queries alone', () => {
    expect(matches('/r/districts/7/classrooms/120/alerts')).toBe(false);
    expect(matches('/r/districts/7/classrooms/1/alerts?classroom=12')).toBe(false);
    expect(matches('/r/districts/8/classrooms/12/alerts')).toBe(false);
    expect(matches('/r/districts/7/students?classroom_id=121')).toBe(false);
    expect(matches('/r/districts/70/students?classroom_id=12')).toBe(false);
    expect(matches('/r/districts/7/schools?timeframe=7d')).toBe(false);
    expect(matches('/r/districts/7/classrooms/12/alerts', 'nav')).toBe(false);
  });
});
