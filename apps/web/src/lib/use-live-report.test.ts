import { describe, expect, it } from 'vitest';
import { isLiveReportQuery, liveTargetOf, type LiveTarget } from './use-live-report';

const classroom: LiveTarget = { districtId: 7, kind: 'classroom', id: 12 };
const student: LiveTarget = { districtId: 7, kind: 'student', id: 40 };
const matches = (target: LiveTarget, url: string, head = 'report') =>
  isLiveReportQuery({ queryKey: [head, url] }, target);

describe('the report queries a live classroom page refetches', () => {
  it('takes the classroom’s own reports and district reports filtered to it', () => {
    expect(matches(classroom, '/r/districts/7/classrooms/12/alerts?usage=false')).toBe(true);
    expect(matches(classroom, '/r/districts/7/classrooms/12/activity')).toBe(true);
    expect(matches(classroom, '/r/districts/7/classrooms/12')).toBe(true);
    expect(matches(classroom, '/r/districts/7/students?classroom_id=12&timeframe=0w')).toBe(true);
  });

  it('leaves other classrooms, other districts and other queries alone', () => {
    expect(matches(classroom, '/r/districts/7/classrooms/120/alerts')).toBe(false);
    expect(matches(classroom, '/r/districts/7/classrooms/1/alerts?classroom=12')).toBe(false);
    expect(matches(classroom, '/r/districts/8/classrooms/12/alerts')).toBe(false);
    expect(matches(classroom, '/r/districts/7/students?classroom_id=121')).toBe(false);
    expect(matches(classroom, '/r/districts/70/students?classroom_id=12')).toBe(false);
    expect(matches(classroom, '/r/districts/7/schools?timeframe=7d')).toBe(false);
    expect(matches(classroom, '/r/districts/7/classrooms/12/alerts', 'nav')).toBe(false);
  });
});

describe('the report queries a live student page refetches', () => {
  it('takes the student’s own reports', () => {
    expect(matches(student, '/r/districts/7/students/40/overview?timeframe=0y')).toBe(true);
    expect(matches(student, '/r/districts/7/students/40/activity')).toBe(true);
    expect(matches(student, '/r/districts/7/students/40/assignments/9/progress')).toBe(true);
    expect(matches(student, '/r/districts/7/students/40')).toBe(true);
  });

  it('leaves other students, their classroom’s reports and other districts alone', () => {
    expect(matches(student, '/r/districts/7/students/400/activity')).toBe(false);
    expect(matches(student, '/r/districts/7/students/4/activity')).toBe(false);
    expect(matches(student, '/r/districts/8/students/40/activity')).toBe(false);
    expect(matches(student, '/r/districts/7/students?classroom_id=40')).toBe(false);
    expect(matches(student, '/r/districts/7/classrooms/40/activity')).toBe(false);
  });
});

describe('what a report page follows', () => {
  it('its classroom or student, a guardian page the child it shows, nothing elsewhere', () => {
    expect(liveTargetOf({ state: 'classroom', districtId: 7, itemId: 12 }, undefined)).toEqual(classroom);
    expect(liveTargetOf({ state: 'student', districtId: 7, itemId: 40 }, undefined)).toEqual(student);
    expect(liveTargetOf({ state: 'guardian', districtId: 7, itemId: 3 }, 40)).toEqual(student);
    expect(liveTargetOf({ state: 'guardian', districtId: 7, itemId: 3 }, undefined)).toBeNull();
    expect(liveTargetOf({ state: 'school', districtId: 7, itemId: 12 }, undefined)).toBeNull();
  });
});
