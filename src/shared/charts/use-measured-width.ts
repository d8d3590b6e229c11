import { useEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element (ResizeObserver), so a chart's viewBox can match its pixels
 * and its labels keep their size; null until measured (and where ResizeObserver is missing).
 */
export function useMeasuredWidth<T extends Element>() {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      // Below 160 px the axes would not fit: keep the viewBox and let it scale down instead.
      if (w && w >= 160) setWidth(Math.round(w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
