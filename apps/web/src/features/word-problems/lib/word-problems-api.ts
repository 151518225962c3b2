/** The generator's call (GET /m/word-problems): the supported standards and the set for the choices. */
import type { WordProblemsResponse } from '@dash/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';
import type { WordProblemChoices } from './word-problem-choices';

export function useWordProblems(choices: WordProblemChoices | null) {
  return useQuery({
    queryKey: ['word-problems', choices],
    queryFn: ({ signal }) =>
      apiRequest<WordProblemsResponse['data']>(apiUrl('/m/word-problems', { ...choices! }), { signal }),
    enabled: choices !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** The printable of the same set. */
export const wordProblemsPdfUrl = (choices: WordProblemChoices) =>
  apiUrl('/m/word-problems.pdf', { ...choices });
