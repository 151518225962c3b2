import type { ClassroomStandardClustersResponse } from '@dash/contracts';
import { reportOperation, AS_OF_NOW, type LevelParams } from './get-report';

/** One domain of a grade level (its code, e.g. 6.NS). */
export type DomainParams = LevelParams & { domain: string | undefined };

/** A domain's clusters and their standards over the classroom, with statuses (…/standards/clusters). */
export const {
  get: getClassroomStandardClusters,
  queryOptions: getClassroomStandardClustersQueryOptions,
  use: useClassroomStandardClusters,
} = reportOperation<ClassroomStandardClustersResponse, DomainParams>(AS_OF_NOW);
