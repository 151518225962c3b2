import type { ClassroomProficiencyResponse } from '@dash/contracts';
import { reportOperation, AS_OF_NOW, type NoParams } from './get-report';

/** A classroom's grade proficiency table: its students × grade levels K–8 (…/standards/proficiency). */
export const {
  get: getClassroomProficiency,
  queryOptions: getClassroomProficiencyQueryOptions,
  use: useClassroomProficiency,
} = reportOperation<ClassroomProficiencyResponse, NoParams>(AS_OF_NOW, {
  loadFailureKey: 'errors.load.proficiency',
  locator: 'proficiency',
});
