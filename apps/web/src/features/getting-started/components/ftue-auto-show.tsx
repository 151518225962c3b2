import type { Customer } from '@dash/contracts';
import { useEffect, useState } from 'react';
import { shouldAutoShowFtue, takeFreshSignIn } from '../lib/auto-show';
import { FtueModal } from './ftue-modal';

/**
 * Shows the tour by itself once after signing in (spec §2), when the rule allows it. It sits in the signed-in
 * layout, so it stays open while the landing page loads or redirects (spec §4: the tour is not dismissed by that).
 */
export function FtueAutoShow({ customer }: { customer: Customer }) {
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    // The mark is taken on arrival, so a later change to the customer (a saved preference) offers nothing again.
    if (takeFreshSignIn() && shouldAutoShowFtue(customer, window.innerWidth)) setIsOpen(true);
  }, [customer]);
  return <FtueModal isOpen={isOpen} customer={customer} onClose={() => setIsOpen(false)} />;
}
