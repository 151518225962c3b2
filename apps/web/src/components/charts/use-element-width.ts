import { useCallback, useState } from 'react';

/**
 * The rendered width of an element, followed with ResizeObserver, so a chart can lay itself out in real
 * pixels (text stays readable on narrow screens instead of being scaled down with a fixed viewBox).
 * Returns a callback ref and the width; `fallback` until the element is measured.
 */
export function useElementWidth(
  fallback: number,
): [(node: HTMLElement | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return undefined;
    const measure = () => {
      const measured = Math.floor(node.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
