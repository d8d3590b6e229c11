import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { dragTargetIndex } from '../../../shared/domain/grid/sort';
import type { GridStore } from '../../../shared/domain/grid/store';
import type { DragActions } from './drag-handle';

/** Pixels the pointer must travel before a press on the handle becomes a drag (else it is a click). */
const DRAG_THRESHOLD = 4;
/** Distance from the scroll area's edge that scrolls it while dragging. */
const EDGE = 24;

export interface DragIndicator {
  from: number;
  to: number;
}

/**
 * Pointer drag of a row by its handle: the target index follows the pointer (scrolling included),
 * the body auto-scrolls near its edges, and the release moves the row (the store renumbers the
 * sort field). The menu's up/down and insert go through the same `move` / `insertBelow`.
 */
export function useRowDrag(input: {
  store: GridStore;
  scrollRef: RefObject<HTMLElement | null>;
  rowHeight: number;
  headerHeight: number;
  move(from: number, to: number): void;
  insertBelow(index: number): void;
}): { actions: DragActions; indicator: DragIndicator | null } {
  const { store, scrollRef, rowHeight, headerHeight, move, insertBelow } = input;
  const [indicator, setIndicator] = useState<DragIndicator | null>(null);
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanup.current?.(), []);

  const startDrag = useCallback(
    (index: number, startY: number, pointerId: number) => {
      const el = scrollRef.current;
      if (!el) return;
      cleanup.current?.();
      const startScroll = el.scrollTop;
      let target = index;
      let dragging = false;
      const onMove = (e: PointerEvent) => {
        if (e.pointerId !== pointerId) return;
        if (!dragging && Math.abs(e.clientY - startY) < DRAG_THRESHOLD) return;
        dragging = true;
        const rect = el.getBoundingClientRect();
        if (e.clientY < rect.top + headerHeight + EDGE) el.scrollTop -= rowHeight / 3;
        else if (e.clientY > rect.bottom - EDGE) el.scrollTop += rowHeight / 3;
        target = dragTargetIndex(
          index,
          e.clientY - startY + (el.scrollTop - startScroll),
          rowHeight,
          store.rowCount,
        );
        setIndicator({ from: index, to: target });
      };
      const finish = (commit: boolean) => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onCancel);
        cleanup.current = null;
        setIndicator(null);
        if (commit && dragging && target !== index) move(index, target);
      };
      const onUp = (e: PointerEvent) => {
        if (e.pointerId === pointerId) finish(true);
      };
      const onCancel = () => finish(false);
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onCancel);
      cleanup.current = () => finish(false);
    },
    [scrollRef, store, rowHeight, headerHeight, move],
  );

  const actions = useMemo(() => ({ startDrag, move, insertBelow }), [startDrag, move, insertBelow]);
  return { actions, indicator };
}
