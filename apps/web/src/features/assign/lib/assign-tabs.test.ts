import { describe, expect, it } from 'vitest';
import { addAssignmentHref, parseAssignTarget } from '../../../lib/assign-links';
import { ApiRequestError } from '../../../lib/api-client';
import { assignErrorOf } from './assign-error';
import { assignTabsOf } from './assign-tabs';

const policyWith = (panes: Record<string, boolean>) => ({ classroom: { assign: true, ...panes } });

describe('Add Assignment by: tabs', () => {
  it('offers Topic or Standard when the policy allows it, and nothing without assign', () => {
    const teacher = { role: 'teacher' as const, policy: policyWith({ create_assignment: true }) };
    expect(assignTabsOf(teacher, 'classroom')).toEqual(['create_assignment']);
    const noAssign = {
      role: 'teacher' as const,
      policy: { classroom: { assign: false, create_assignment: true } },
    };
    expect(assignTabsOf(noAssign, 'classroom')).toEqual([]);
  });

  it('offers NWEA Score and Quantile Framework as the policy opens them (the server checks option, tag and assessment)', () => {
    const all = policyWith({
      create_assignment: true,
      create_nwea_assignment: true,
      create_quantile_assignment: true,
    });
    expect(assignTabsOf({ role: 'teacher', policy: all }, 'classroom')).toEqual([
      'create_assignment',
      'create_nwea_assignment',
      'create_quantile_assignment',
    ]);
    const quantileOnly = policyWith({ create_assignment: true, create_quantile_assignment: true });
    expect(assignTabsOf({ role: 'teacher', policy: quantileOnly }, 'classroom')).toEqual([
      'create_assignment',
      'create_quantile_assignment',
    ]);
    // Guardians never get them, whatever the policy says.
    expect(assignTabsOf({ role: 'guardian', policy: all }, 'classroom')).toEqual(['create_assignment']);
  });
});

describe('assign mode links', () => {
  it('carry the classroom or student and the standards shortcut, and read back the same', () => {
    const target = { districtId: 1, classroomId: 20, teacherId: 3, schoolId: 4, clusterCode: '6.NS.B' };
    const href = addAssignmentHref(target);
    expect(href).toBe(
      '/add-assignment?districtId=1&classroomId=20&teacherId=3&schoolId=4&pane=create_assignment&standards=6.NS.B%2C1f&focusType=cluster',
    );
    expect(parseAssignTarget(new URLSearchParams(href.split('?')[1]))?.target).toEqual(target);
  });

  it('refuse a missing classroom and student or a non-numeric id', () => {
    expect(parseAssignTarget(new URLSearchParams('districtId=1'))).toBeNull();
    expect(parseAssignTarget(new URLSearchParams('districtId=1&studentId=x'))).toBeNull();
    expect(
      parseAssignTarget(new URLSearchParams('districtId=1&studentId=5&standards=6.NS.B'))?.target,
    ).toEqual({
      districtId: 1,
      studentId: 5,
    });
  });
});

describe('refusals in the form', () => {
  const refusal = (status: number, message: string, fields?: { path: string; message: string }[]) =>
    new ApiRequestError(status, { errorType: 'VALIDATION', code: 4000, message, fields });

  it('names a duplicate, students with 2 active assignments and a 403; other 400s in the server’s words', () => {
    expect(assignErrorOf(refusal(400, 'dup', [{ path: 'DUPLICATE_ASSIGNMENT', message: '' }]))).toEqual({
      key: 'assign.error.duplicate',
    });
    const full = refusal(400, '2 of …', [
      { path: 'user_ids.0', message: 'has 2 active assignments' },
      { path: 'user_ids.3', message: 'has 2 active assignments' },
    ]);
    expect(assignErrorOf(full)).toEqual({ key: 'assign.error.full', params: { count: 2 } });
    expect(assignErrorOf(refusal(403, 'no'))).toEqual({ key: 'assign.error.forbidden' });
    expect(assignErrorOf(refusal(400, 'An assignment cannot start before today.'))).toEqual({
      text: 'An assignment cannot start before today.',
    });
    expect(assignErrorOf(new TypeError('Failed to fetch'))).toEqual({ key: 'assign.error.generic' });
  });
});
