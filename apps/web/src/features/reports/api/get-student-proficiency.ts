import type { StudentProficiencyResponse } from '@dash/contracts';
import { reportOperation, type NoParams } from './get-report';

/** A student's proficiency table by grade level and domain (…/proficiency/domains), with the default level. */
export const {
  get: getStudentProficiency,
  queryOptions: getStudentProficiencyQueryOptions,
  use: useStudentProficiency,
} = reportOperation<StudentProficiencyResponse, NoParams>(
  {},
  { loadFailureKey: 'errors.load.proficiency', locator: 'proficiency' },
);
