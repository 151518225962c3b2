import { useState, type FormEvent } from 'react';

/**
 * The verify step of an assign form (spec §2 Modals): submitting the form opens it when something can be
 * added; Back closes it, and so does the server's answer to Confirm.
 */
export function useVerifyStep(canAdd: boolean) {
  const [isVerifying, setIsVerifying] = useState(false);
  return {
    isVerifying,
    close: () => setIsVerifying(false),
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      if (canAdd) setIsVerifying(true);
    },
  };
}
