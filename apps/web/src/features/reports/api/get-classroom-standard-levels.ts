import type { ClassroomStandardLevelsResponse } from '@dash/contracts';
import { reportOperation, AS_OF_NOW, type NoParams } from './get-report';

/** The grade levels a classroom's standards grid offers and the one shown first (…/standards/levels). */
export const {
  get: getClassroomStandardLevels,
  queryOptions: getClassroomStandardLevelsQueryOptions,
  use: useClassroomStandardLevels,
} = reportOperation<ClassroomStandardLevelsResponse, NoParams>(AS_OF_NOW);
