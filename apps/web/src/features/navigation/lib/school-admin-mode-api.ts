/**
 * The school-admin mode calls (spec §7 GET /m/customer/schools, POST /e/session/school_admin_mode) as TanStack
 * queries; a saved mode reads everything again, since the role and the lists follow it.
 */
import type { CustomerSchools, SchoolAdminModeSave } from '@dash/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useCustomerSchools(enabled = true) {
  return useQuery({
    queryKey: ['customer-schools'],
    queryFn: ({ signal }) => apiRequest<CustomerSchools>('/m/customer/schools', { signal }),
    enabled,
  });
}

export function useSaveSchoolAdminMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolAdminModeSave) =>
      apiRequest<CustomerSchools>('/e/session/school_admin_mode', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
