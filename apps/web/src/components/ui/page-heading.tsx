import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';

interface PageHeadingProps {
  title: string;
  /** Optional line under the title. */
  lead?: ReactNode;
  /** Move focus to the heading on arrival (off for pages whose first task is a form). */
  shouldFocus?: boolean;
}

/**
 * The page's h1. Sets the document title and takes focus on arrival so keyboard and screen-reader
 * users start at the new page's heading after client-side navigation.
 */
export function PageHeading({ title, lead, shouldFocus = true }: PageHeadingProps) {
  const { t } = useI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = t('app.documentTitle', { page: title });
  }, [t, title]);

  useEffect(() => {
    if (shouldFocus) headingRef.current?.focus({ preventScroll: true });
  }, [shouldFocus]);

  return (
    <div className="page-heading">
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {lead && <p className="page-heading__lead">{lead}</p>}
    </div>
  );
}
