import type { ClassroomChanges } from '@dash/contracts';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequestBody, apiUrl, isApiRequestError } from './api-client';

/** Waits after a failed ask, doubling up to the longest (a restarting server, a lost network). */
const RETRY_FIRST_MS = 1_000;
const RETRY_LONGEST_MS = 30_000;

export interface LiveClassroom {
  districtId: number;
  classroomId: number;
}

/**
 * True for a report query about the classroom: a path under `/r/districts/{d}/classrooms/{c}` (alerts, activity,
 * standards, assignments…) or a district report filtered to it (`classroom_id={c}`, its students list).
 */
export function isClassroomReportQuery(
  query: Pick<Query, 'queryKey'>,
  { districtId, classroomId }: LiveClassroom,
) {
  const [kind, url] = query.queryKey;
  if (kind !== 'report' || typeof url !== 'string') return false;
  const [path = '', search = ''] = url.split('?');
  const district = `/r/districts/${districtId}`;
  if (
    path === `${district}/classrooms/${classroomId}` ||
    path.startsWith(`${district}/classrooms/${classroomId}/`)
  )
    return true;
  return (
    path.startsWith(`${district}/`) && new URLSearchParams(search).get('classroom_id') === String(classroomId)
  );
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Resolves once the page is visible: a tab in the background holds no request open (a browser keeps about six
 * per server, which a few hidden classroom tabs would otherwise take).
 */
const whenVisible = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (!document.hidden) return resolve();
    const done = () => {
      if (document.hidden && !signal.aborted) return;
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    document.addEventListener('visibilitychange', done);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Follows a classroom's version with held "changed since" requests (one open at a time, answered when an ingest
 * changes one of its students) and calls `onChange` each time it moves; a hidden page asks again once shown.
 * Stops when refused or aborted.
 */
async function followClassroom(classroom: LiveClassroom, onChange: () => void, signal: AbortSignal) {
  const path = `/r/districts/${classroom.districtId}/classrooms/${classroom.classroomId}/changes`;
  let since: number | undefined;
  let retryMs = RETRY_FIRST_MS;
  while (!signal.aborted) {
    await whenVisible(signal);
    if (signal.aborted) return;
    try {
      const params = since === undefined ? {} : { since, wait: 'true' };
      const answer = await apiRequestBody<ClassroomChanges>(apiUrl(path, params), { signal });
      if (since !== undefined && answer.changed) onChange();
      since = answer.version;
      retryMs = RETRY_FIRST_MS;
    } catch (error) {
      if (signal.aborted || (isApiRequestError(error) && error.status >= 400 && error.status < 500)) return;
      await pause(retryMs, signal);
      retryMs = Math.min(retryMs * 2, RETRY_LONGEST_MS);
    }
  }
}

/**
 * Keeps an open classroom page current (DESIGN §6): when ingest changes one of the classroom's students, only
 * that classroom's report queries are refetched. No classroom (another report state): nothing is followed.
 */
export function useLiveClassroom(classroom: LiveClassroom | null) {
  const queryClient = useQueryClient();
  const districtId = classroom?.districtId;
  const classroomId = classroom?.classroomId;
  useEffect(() => {
    if (districtId === undefined || classroomId === undefined) return;
    const target = { districtId, classroomId };
    const controller = new AbortController();
    const refetch = () =>
      void queryClient.invalidateQueries({ predicate: (query) => isClassroomReportQuery(query, target) });
    void followClassroom(target, refetch, controller.signal);
    return () => controller.abort();
  }, [queryClient, districtId, classroomId]);
}
