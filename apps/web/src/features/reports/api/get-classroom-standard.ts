import type { ClassroomStandardResponse } from '@dash/contracts';
import { reportOperation, AS_OF_NOW, type NoParams } from './get-report';

/**
 * One standard over the classroom: each student's status and percent complete, sorted by status ordinal,
 * percent, name (…/standards/{standardId}).
 */
export const {
  get: getClassroomStandard,
  queryOptions: getClassroomStandardQueryOptions,
  use: useClassroomStandard,
} = reportOperation<ClassroomStandardResponse, NoParams>(AS_OF_NOW);
