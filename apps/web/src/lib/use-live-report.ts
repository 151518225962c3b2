/**
 * Live report pages (DESIGN §6 "Open pages stay current"): an open classroom page, student page or guardian's
 * child page follows its object's version on the server and refetches only that object's report queries when
 * ingest or an assignment changes it.
 */
import type { LiveChanges } from '@dash/contracts';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequestBody, apiUrl, isApiRequestError } from './api-client';

/** Waits after a failed ask, doubling up to the longest (a restarting server, a lost network). */
const RETRY_FIRST_MS = 1_000;
const RETRY_LONGEST_MS = 30_000;

/** What a page follows: a classroom, or a student (also a guardian's child). */
export interface LiveTarget {
  districtId: number;
  kind: 'classroom' | 'student';
  id: number;
}

const COLLECTIONS = { classroom: 'classrooms', student: 'students' } as const;
/** The district report parameter that filters a report to the object (a classroom's students list). */
const FILTERS = { classroom: 'classroom_id', student: null } as const;

/**
 * What a report page follows: its classroom or student, a guardian page the child it shows; other states
 * (district, school, teacher, grade) nothing.
 */
export function liveTargetOf(
  page: { state: string; districtId: number; itemId: number },
  guardianChildId: number | undefined,
): LiveTarget | null {
  const { state, districtId, itemId } = page;
  if (state === 'classroom') return { districtId, kind: 'classroom', id: itemId };
  if (state === 'student') return { districtId, kind: 'student', id: itemId };
  if (state === 'guardian' && guardianChildId !== undefined)
    return { districtId, kind: 'student', id: guardianChildId };
  return null;
}

/**
 * True for a report query about the target: a path under `/r/districts/{d}/classrooms/{c}` or
 * `/r/districts/{d}/students/{s}` (overview, activity, standards, assignments…), or for a classroom a district
 * report filtered to it (`classroom_id={c}`, its students list).
 */
export function isLiveReportQuery(query: Pick<Query, 'queryKey'>, { districtId, kind, id }: LiveTarget) {
  const [head, url] = query.queryKey;
  if (head !== 'report' || typeof url !== 'string') return false;
  const [path = '', search = ''] = url.split('?');
  const district = `/r/districts/${districtId}`;
  const own = `${district}/${COLLECTIONS[kind]}/${id}`;
  if (path === own || path.startsWith(`${own}/`)) return true;
  const filter = FILTERS[kind];
  return (
    filter !== null &&
    path.startsWith(`${district}/`) &&
    new URLSearchParams(search).get(filter) === String(id)
  );
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Resolves once the page is visible: a tab in the background holds no request open (a browser keeps about six
 * per server, which a few hidden report tabs would otherwise take).
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
 * Follows a target's version with held "changed since" requests (one open at a time, answered when a write
 * changes it) and calls `onChange` each time it moves; a hidden page asks again once shown. Stops when refused
 * or aborted.
 */
async function followTarget(target: LiveTarget, onChange: () => void, signal: AbortSignal) {
  const path = `/r/districts/${target.districtId}/${COLLECTIONS[target.kind]}/${target.id}/changes`;
  let since: number | undefined;
  let retryMs = RETRY_FIRST_MS;
  while (!signal.aborted) {
    await whenVisible(signal);
    if (signal.aborted) return;
    try {
      const params = since === undefined ? {} : { since, wait: 'true' };
      const answer = await apiRequestBody<LiveChanges>(apiUrl(path, params), { signal });
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

/** Keeps an open report page current: when its target changes, only the target's report queries refetch. */
export function useLiveReport(target: LiveTarget | null) {
  const queryClient = useQueryClient();
  const districtId = target?.districtId;
  const kind = target?.kind;
  const id = target?.id;
  useEffect(() => {
    if (districtId === undefined || kind === undefined || id === undefined) return;
    const followed = { districtId, kind, id };
    const controller = new AbortController();
    const refetch = () =>
      void queryClient.invalidateQueries({ predicate: (query) => isLiveReportQuery(query, followed) });
    void followTarget(followed, refetch, controller.signal);
    return () => controller.abort();
  }, [queryClient, districtId, kind, id]);
}
