import type { StudentStandardsResponse } from '@dash/contracts';
import { reportOperation, AS_OF_NOW, type LevelParams } from './get-report';

/** One grade level's domains, clusters and standards with the student's status (…/students/{id}/standards). */
export const {
  get: getStudentStandards,
  queryOptions: getStudentStandardsQueryOptions,
  use: useStudentStandards,
} = reportOperation<StudentStandardsResponse, LevelParams>(AS_OF_NOW);
