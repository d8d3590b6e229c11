import { useCallback, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';

export interface Offset {
  x: number;
  y: number;
}

const ORIGIN: Offset = { x: 0, y: 0 };

/**
 * Drags a modal by its header: the offset is applied as a transform around the dialog, and kept
 * inside the window (bounds measured when the drag starts, like antd's draggable-modal demo).
 */
export function useModalDrag(enabled: boolean) {
  const [offset, setOffset] = useState<Offset>(ORIGIN);
  const boxRef = useRef<HTMLDivElement | null>(null);

  const onPointerDown = useCallback(
    (e: ReactPointerEvent<HTMLElement>) => {
      if (!enabled || e.button !== 0) return;
      // Buttons in the header (fullscreen toggle) keep their click.
      if ((e.target as HTMLElement).closest('button')) return;
      const rect = boxRef.current?.getBoundingClientRect();
      const start = { x: e.clientX, y: e.clientY };
      const from = offset;
      const bounds = rect
        ? {
            minX: from.x - rect.left,
            maxX: from.x + (window.innerWidth - rect.right),
            minY: from.y - rect.top,
            maxY: from.y + (window.innerHeight - rect.bottom),
          }
        : null;
      const clamp = (v: number, min: number, max: number) =>
        min > max ? v : Math.min(max, Math.max(min, v));
      const move = (ev: PointerEvent) => {
        const x = from.x + ev.clientX - start.x;
        const y = from.y + ev.clientY - start.y;
        setOffset(
          bounds
            ? { x: clamp(x, bounds.minX, bounds.maxX), y: clamp(y, bounds.minY, bounds.maxY) }
            : { x, y },
        );
      };
      const up = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      e.preventDefault();
    },
    [enabled, offset],
  );

  const reset = useCallback(() => setOffset(ORIGIN), []);

  return { offset, boxRef, onPointerDown, reset };
}
