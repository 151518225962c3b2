import type { Customer } from '@dash/contracts';

/** What every district pane receives: the signed-in administrator. */
export interface DistrictPaneProps {
  customer: Customer;
}
