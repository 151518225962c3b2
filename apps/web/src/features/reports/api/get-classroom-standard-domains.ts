import type { ClassroomStandardDomainsResponse } from '@dash/contracts';
import { reportOperation, AS_OF_NOW, type LevelParams } from './get-report';

/** The domains of one grade level with the classroom's average completion (…/standards/domains). */
export const {
  get: getClassroomStandardDomains,
  queryOptions: getClassroomStandardDomainsQueryOptions,
  use: useClassroomStandardDomains,
} = reportOperation<ClassroomStandardDomainsResponse, LevelParams>(AS_OF_NOW);
