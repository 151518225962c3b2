import type { LicenseReport } from '@dash/contracts';
import { reportOperation, type NoParams } from './get-report';

/** A district's or school's licence groups (spec §7 `/m/district/{id}/license`, `/m/school/{id}/license`). */
export const {
  get: getLicenses,
  queryOptions: getLicensesQueryOptions,
  use: useLicenses,
} = reportOperation<LicenseReport, NoParams>();
