import type { Customer } from '@dash/contracts';
import { isApiRequestError } from '../../../lib/api-client';
import { displayName, NAV_LIST_OF, useNavList, type NavListKind, type NavListRow } from '../api/get-nav-list';
import { useStudentOverview } from '../api/get-student-overview';
import type { ReportLocation } from '../lib/report-location';
import { paneViewOf } from '../lib/report-panes';

export interface ReportItem {
  name: string;
  /** Secondary lines of the info pane (spec §2): city and zip, email, grade, school. */
  lines: string[];
  /** A student's grade (K is 0), written by the info pane. */
  grade?: number;
}

export type ReportItemResult =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** The item is not in any list this customer may see: treated like a refused read. */
  | { status: 'missing' }
  | { status: 'ready'; item: ReportItem };

/** A refusal (403) or an unknown object (404) reads as "not yours": the page goes home (spec §8). */
const isRefusal = (error: unknown) =>
  isApiRequestError(error) && (error.status === 403 || error.status === 404);

/** A school's city and zip, a teacher's email, a classroom's teacher and school. */
function linesOf(row: NavListRow<NavListKind>): string[] {
  if ('city' in row) return [[row.city, row.zip].filter(Boolean).join(' ')].filter(Boolean);
  if ('email_address' in row) return row.email_address ? [row.email_address] : [];
  if ('teacher_name' in row) return [row.teacher_name, row.school_name].filter(Boolean);
  return [];
}

/** The student overview call of the student's own Overview pane, for the student's name and grade. */
function overviewEndpointOf(location: ReportLocation): string {
  const view = location.state === 'student' ? paneViewOf(location, 'overview') : null;
  return view?.view === 'studentOverview' ? view.endpoint : '';
}

/** The name and secondary lines of the item a report is about, from the `/n/` lists the caller may see. */
export function useReportItem(location: ReportLocation, customer: Customer): ReportItemResult {
  const { state, districtId, itemId, context } = location;
  const kind = NAV_LIST_OF[state];
  const listParams =
    state === 'teacher'
      ? { school_id: context.schoolId }
      : state === 'classroom'
        ? { classroom_id: itemId }
        : {};
  const list = useNavList(districtId, kind ?? 'schools', listParams, kind !== undefined);
  const overview = useStudentOverview(overviewEndpointOf(location), { timeframe: '1d' }, state === 'student');

  if (state === 'district') return { status: 'ready', item: { name: customer.district_name, lines: [] } };
  if (state === 'guardian') return { status: 'ready', item: { name: customer.name, lines: [] } };
  if (state === 'student') {
    if (overview.isPending) return { status: 'loading' };
    if (overview.isError) {
      return isRefusal(overview.error)
        ? { status: 'missing' }
        : { status: 'error', retry: () => void overview.refetch() };
    }
    const { student } = overview.data.data;
    return {
      status: 'ready',
      item: { name: `${student.first_name} ${student.last_name}`, lines: [], grade: student.grade },
    };
  }
  if (list.isPending) return { status: 'loading' };
  if (list.isError)
    return isRefusal(list.error)
      ? { status: 'missing' }
      : { status: 'error', retry: () => void list.refetch() };
  const row = list.data.find((entry) => entry.id === itemId);
  if (!row) return { status: 'missing' };
  const grade = state === 'grade' ? itemId : 'teacher_name' in row ? row.grade_id : undefined;
  return { status: 'ready', item: { name: displayName(row), lines: linesOf(row), grade } };
}
