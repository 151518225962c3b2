import { useEffect, useRef, useState, type ReactNode } from 'react';
import './scroll-region.css';

/** Which sides of a scroller hide more content. */
interface Overflow {
  start: boolean;
  end: boolean;
}

function overflowOf(element: HTMLElement): Overflow {
  const hidden = element.scrollWidth - element.clientWidth;
  return { start: element.scrollLeft > 1, end: hidden - element.scrollLeft > 1 };
}

/** Follows a scroller's hidden sides as it scrolls and as it or its content changes size. */
function useOverflow() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setOverflow((previous) => {
        const next = overflowOf(element);
        return next.start === previous.start && next.end === previous.end ? previous : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  return { ref, overflow };
}

/**
 * A table that scrolls sideways when it is wider than the screen: a focusable region (arrow keys scroll it)
 * with a visible scroll bar and a shadow on each side that hides more columns.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const { ref, overflow } = useOverflow();
  return (
    <div
      className="scroll-region"
      data-more-start={overflow.start || undefined}
      data-more-end={overflow.end || undefined}
    >
      <div ref={ref} className="table-scroll" tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
    </div>
  );
}

/** A table in a ScrollRegion, named by its caption (read by screen readers, hidden on screen). */
export function ScrollTable({
  caption,
  className,
  children,
}: {
  caption: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className={className}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </ScrollRegion>
  );
}
