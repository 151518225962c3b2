import type { UniqueUserCount } from '@dash/contracts';
import { reportOperation, type NoParams } from './get-report';

/**
 * Students who logged in during each licence period (spec §7 `…/metrics/unique-user-count`). A failure is
 * logged and the licence report goes on without the figures (spec §8).
 */
export const {
  get: getUniqueUserCount,
  queryOptions: getUniqueUserCountQueryOptions,
  use: useUniqueUserCount,
} = reportOperation<UniqueUserCount, NoParams>();
