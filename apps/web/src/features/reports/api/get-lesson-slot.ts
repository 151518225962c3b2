import type { LessonSlotResponse } from '@dash/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestBody } from '../../../lib/api-client';

/** The catalogue never changes while the app runs: a slot's name is read once. */
const LESSON_SLOT_STALE_MS = Infinity;

/** A lesson slot's name and lesson group (GET /api/v1/lesson_slots/{id}, spec §7). */
export const getLessonSlot = (lessonSlotId: number, signal?: AbortSignal) =>
  apiRequestBody<LessonSlotResponse>(`/api/v1/lesson_slots/${lessonSlotId}`, { signal });

export const getLessonSlotQueryOptions = (lessonSlotId: number) =>
  queryOptions({
    queryKey: ['lesson-slot', lessonSlotId],
    queryFn: ({ signal }) => getLessonSlot(lessonSlotId, signal),
    staleTime: LESSON_SLOT_STALE_MS,
  });

export const useLessonSlot = (lessonSlotId: number) => useQuery(getLessonSlotQueryOptions(lessonSlotId));
