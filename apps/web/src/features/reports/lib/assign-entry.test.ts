import type { Customer } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { parseAssignTarget } from '../../../lib/assign-links';
import { assignEntryHref } from './assign-entry';
import { parseReportLocation } from './report-location';

const at = (rest: string, query: string) => parseReportLocation('1', rest, new URLSearchParams(query))!;
const customerWith = (policy: Record<string, Record<string, boolean>>) => ({ policy }) as unknown as Customer;
const assigning = { assign: true, create_assignment: true, show: true };
const teacher = customerWith({ classroom: assigning, student: assigning });
const guardian = customerWith({ guardian: assigning });

describe('entering assign mode (spec §2 assign=true, §4 Assign button)', () => {
  it('takes a classroom report to /add-assignment for that classroom, without assign=true', () => {
    const location = at('classroom/20', 'teacherId=3&schoolId=4&pane=students&assign=true');
    const href = assignEntryHref(location, teacher, {
      pathname: '/district/1/classroom/20',
      search: '?teacherId=3&schoolId=4&pane=students&assign=true',
    });
    expect(href).toBe(
      '/add-assignment?districtId=1&classroomId=20&teacherId=3&schoolId=4&pane=create_assignment',
    );
  });

  it('takes a student report to /add-assignment for the student in their classroom', () => {
    const location = at('student/7', 'teacherId=3&schoolId=4&classroomId=20&assign=true');
    const href = assignEntryHref(location, teacher, { pathname: '/district/1/student/7', search: '' })!;
    const parsed = parseAssignTarget(new URLSearchParams(href.split('?')[1]));
    expect(parsed?.target).toEqual({
      districtId: 1,
      studentId: 7,
      classroomId: 20,
      teacherId: 3,
      schoolId: 4,
    });
  });

  it('keeps a guardian on their page, on the Create Assignment pane', () => {
    const location = at('guardian/9', 'pane=overview&assign=true');
    const href = assignEntryHref(location, guardian, {
      pathname: '/district/1/guardian/9',
      search: '?pane=overview&assign=true&order=name',
    });
    expect(href).toBe('/district/1/guardian/9?pane=create_assignment');
  });

  it('opens the standards shortcut on a cluster, for staff and for a guardian', () => {
    const classroom = at('classroom/20', 'teacherId=3&schoolId=4&pane=standards');
    const staff = assignEntryHref(classroom, teacher, { pathname: '/x', search: '' }, '3.NF.A')!;
    expect(parseAssignTarget(new URLSearchParams(staff.split('?')[1]))?.target.clusterCode).toBe('3.NF.A');
    expect(staff).toContain('pane=create_assignment&standards=3.NF.A%2C1f&focusType=cluster');
    const child = assignEntryHref(
      at('guardian/9', 'pane=standards'),
      guardian,
      { pathname: '/district/1/guardian/9', search: '?pane=standards&standards=2%2C3.NF' },
      '3.NF.A',
    );
    expect(child).toBe(
      '/district/1/guardian/9?pane=create_assignment&standards=3.NF.A%2C1f&focusType=cluster',
    );
  });

  it('goes nowhere where the policy does not allow assigning, or on other reports', () => {
    const classroom = at('classroom/20', 'teacherId=3&schoolId=4');
    const here = { pathname: '/district/1/classroom/20', search: '' };
    expect(assignEntryHref(classroom, customerWith({ classroom: { assign: false } }), here)).toBeNull();
    const noPane = customerWith({ classroom: { assign: true, create_assignment: false } });
    expect(assignEntryHref(classroom, noPane, here)).toBeNull();
    expect(assignEntryHref(at('school/5', ''), customerWith({ school: assigning }), here)).toBeNull();
  });
});
