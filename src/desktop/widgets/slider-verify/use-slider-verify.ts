import { useCallback, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, RefObject } from 'react';

/** Position is a percentage of the track: 100 means the handle reached the end. */
const KEY_STEP = 10;

export interface SliderVerifyController {
  position: number;
  passed: boolean;
  dragging: boolean;
  trackRef: RefObject<HTMLDivElement | null>;
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp: (e: PointerEvent<HTMLElement>) => void;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The drag-slider human check (spec 000 §2.4): drag to the end to pass, releasing early resets,
 * locked once passed. Arrow keys / End do the same for keyboard users.
 */
export function useSliderVerify(onPass: () => void): SliderVerifyController {
  const [position, setPosition] = useState(0);
  const [passed, setPassed] = useState(false);
  const [dragging, setDragging] = useState(false);
  const trackRef = useRef<HTMLDivElement | null>(null);
  const startX = useRef(0);

  const complete = useCallback(() => {
    setPosition(100);
    setPassed(true);
    setDragging(false);
    onPass();
  }, [onPass]);

  const percentFor = (clientX: number): number => {
    const width = trackRef.current?.getBoundingClientRect().width ?? 0;
    if (width <= 0 || !Number.isFinite(clientX)) return 0;
    return Math.max(0, Math.min(100, ((clientX - startX.current) / width) * 100));
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (passed) return;
    startX.current = e.clientX - ((trackRef.current?.getBoundingClientRect().width ?? 0) * position) / 100;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDragging(true);
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (!dragging || passed) return;
    const next = percentFor(e.clientX);
    if (next >= 100) complete();
    else setPosition(next);
  };

  const onPointerUp = () => {
    if (passed) return;
    setDragging(false);
    setPosition(0); // released before the end: start over
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (passed) return;
    if (e.key === 'End') {
      e.preventDefault();
      complete();
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = position + KEY_STEP;
      if (next >= 100) complete();
      else setPosition(next);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown' || e.key === 'Home') {
      e.preventDefault();
      setPosition(e.key === 'Home' ? 0 : Math.max(0, position - KEY_STEP));
    }
  };

  return { position, passed, dragging, trackRef, onPointerDown, onPointerMove, onPointerUp, onKeyDown };
}
