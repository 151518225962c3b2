import { Navigate } from 'react-router';
import { useCustomer } from '../../lib/customer';

/** /customer_home (spec §2): wherever this customer's home is (their default URL, spec §2 landing rules). */
export function CustomerHomeRoute() {
  return <Navigate to={useCustomer().default_url} replace />;
}
