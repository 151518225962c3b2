import type { ClassroomStandardsGridResponse } from '@dash/contracts';
import { reportOperation, AS_OF_NOW, type LevelParams } from './get-report';

/** The standards grid of one grade level: the classroom's students by standard (…/standards/all). */
export const {
  get: getClassroomStandardsGrid,
  queryOptions: getClassroomStandardsGridQueryOptions,
  use: useClassroomStandardsGrid,
} = reportOperation<ClassroomStandardsGridResponse, LevelParams>(AS_OF_NOW);
