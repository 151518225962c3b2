import type { Customer } from '@dash/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, setRequestAcademicStandard } from './api-client';

/**
 * The signed-in customer; a 401 means nobody is signed in. Every later GET names the customer's academic
 * standard (spec §7 interceptor).
 */
export async function getCustomerInfo(signal?: AbortSignal): Promise<Customer> {
  const customer = await apiRequest<Customer>('/n/customer_info', { signal });
  setRequestAcademicStandard(customer.academic_standard_name);
  return customer;
}

export const CUSTOMER_INFO_QUERY_KEY = ['customer-info'] as const;

export function getCustomerInfoQueryOptions() {
  return queryOptions({
    queryKey: CUSTOMER_INFO_QUERY_KEY,
    queryFn: ({ signal }) => getCustomerInfo(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCustomerInfo() {
  return useQuery(getCustomerInfoQueryOptions());
}

/** The customer inside the signed-in layout, which renders pages only once customer_info has loaded. */
export function useCustomer(): Customer {
  const { data } = useCustomerInfo();
  if (!data) throw new Error('useCustomer is only available inside the signed-in layout.');
  return data;
}

export function hasClassrooms(customer: Customer): boolean {
  return customer.classroom_ids.length > 0;
}
