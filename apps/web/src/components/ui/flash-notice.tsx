import { useLocation } from 'react-router';
import './flash-notice.css';

/**
 * A one-time confirmation a page hands to the next one through the router state (`{ notice }`), e.g. "assigned"
 * after assign mode returns to the report it started from. It goes with the next navigation.
 */
export function FlashNotice() {
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  if (typeof notice !== 'string') return null;
  return (
    <p className="flash-notice" role="status">
      {notice}
    </p>
  );
}
