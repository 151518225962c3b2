import { Navigate } from 'react-router';
import { ErrorState, LoadingState } from '../../components/ui/query-state';
import { isApiRequestError, isNotAuthenticated } from '../../lib/api-client';
import { useCustomerInfo } from '../../lib/customer';
import { resolveUnknownUrl } from '../../lib/redirects';

/** Any URL without a page: the customer's default URL when signed in, otherwise the login page. */
export function UnknownUrlRoute() {
  const customerQuery = useCustomerInfo();
  if (customerQuery.data) return <Navigate to={resolveUnknownUrl(customerQuery.data)} replace />;
  if (isNotAuthenticated(customerQuery.error)) return <Navigate to={resolveUnknownUrl(null)} replace />;
  const isSessionEnding = isApiRequestError(customerQuery.error) && customerQuery.error.status === 403;
  return (
    <main id="main" className="app-main">
      {customerQuery.isError && !isSessionEnding ? (
        <ErrorState onRetry={() => void customerQuery.refetch()} />
      ) : (
        <LoadingState />
      )}
    </main>
  );
}
