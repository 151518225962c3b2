import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCustomer } from '../../lib/customer';

/**
 * Renders the page only if allowed, otherwise sends the customer to their default URL (spec §4: failing
 * policy redirects to customer home). A page that is itself the default URL is never redirected in a loop.
 */
export function RequirePage({ isAllowed, children }: { isAllowed: boolean; children: ReactNode }) {
  const customer = useCustomer();
  const location = useLocation();
  if (isAllowed || location.pathname === customer.default_url) return children;
  return <Navigate to={customer.default_url} replace />;
}
