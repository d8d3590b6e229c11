import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { GRID_DEFAULTS } from '../../../shared/domain/grid/constants';
import { columnWindow, rowWindow, sameWindow, type IndexWindow } from '../../../shared/domain/grid/layout';
import type { Flag } from './grid-ui-state';
import type { GridLayout } from './grid-layout';

/** Width assumed before the grid is measured (server render, jsdom): a common desktop content width. */
export const FALLBACK_VIEWPORT_WIDTH = 1200;

/** The scroll container's size, kept current with a ResizeObserver. */
export function useViewportSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const next = { width: el.clientWidth, height: el.clientHeight };
      setSize((s) => (s.width === next.width && s.height === next.height ? s : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export interface GridWindows {
  rows: IndexWindow;
  cols: IndexWindow;
}

/**
 * The row and column windows for the scroll position. A scroll event recomputes them (O(log n)
 * for columns) and re-renders synchronously only when a window actually moved; the statistics
 * strip follows horizontally through a transform; the scrolling flag hides tooltips until 100 ms
 * after the last scroll event (spec 001 §9 scroll-state debounce).
 */
export function useScrollWindows(input: {
  scrollRef: RefObject<HTMLElement | null>;
  stripRef: RefObject<HTMLElement | null>;
  layout: GridLayout;
  rowCount: number;
  viewport: { width: number; height: number };
  maxHeight: number;
  scrolling: Flag;
}) {
  const { scrollRef, stripRef, layout, rowCount, viewport, maxHeight, scrolling } = input;
  const compute = useCallback(
    (scrollTop: number, scrollLeft: number): GridWindows => {
      const width = viewport.width || FALLBACK_VIEWPORT_WIDTH;
      const height = (viewport.height || maxHeight) - layout.headerHeight;
      return {
        rows: rowWindow({ scrollTop, viewportHeight: height, rowHeight: layout.rowHeight, rowCount }),
        cols: columnWindow({ scrollLeft, viewportWidth: width - layout.fixedWidth, offsets: layout.offsets }),
      };
    },
    [viewport.width, viewport.height, maxHeight, layout, rowCount],
  );

  const position = useRef({ top: 0, left: 0 });
  const [windows, setWindows] = useState<GridWindows>(() => compute(0, 0));
  const current = useRef(windows);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Geometry or row count changed: recompute for the current position.
  useLayoutEffect(() => {
    const next = compute(position.current.top, position.current.left);
    if (!sameWindow(next.rows, current.current.rows) || !sameWindow(next.cols, current.current.cols)) {
      current.current = next;
      setWindows(next);
    }
  }, [compute]);

  useLayoutEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    position.current = { top: el.scrollTop, left: el.scrollLeft };
    const strips = stripRef.current?.querySelectorAll<HTMLElement>('[data-stats-strip]') ?? [];
    for (const strip of strips) strip.style.transform = `translateX(${-el.scrollLeft}px)`;
    const next = compute(el.scrollTop, el.scrollLeft);
    if (!sameWindow(next.rows, current.current.rows) || !sameWindow(next.cols, current.current.cols)) {
      current.current = next;
      // Synchronous, so the newly exposed rows paint in the same frame as the scroll.
      flushSync(() => setWindows(next));
    }
    scrolling.set(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => scrolling.set(false), GRID_DEFAULTS.scrollStateDebounceMs);
  }, [compute, scrollRef, stripRef, scrolling]);

  return { windows, onScroll };
}
