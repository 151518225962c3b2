import type { ConceptMapResponse, LessonGroupsResponse } from '@dash/contracts';
import { reportOperation, type LevelParams } from './get-report';

/** A classroom's or a student's concept map state over the last 14 days (…/concepts). */
export const { use: useConceptMap } = reportOperation<ConceptMapResponse, LevelParams>();

/** The catalogue's lesson groups of one grade level (GET /x/lesson-groups). */
export const { use: useLessonGroups } = reportOperation<LessonGroupsResponse, LevelParams>();

export const LESSON_GROUPS_ENDPOINT = '/x/lesson-groups';
