import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import './slider-check.css';

export const SLIDER_TEXT = '拖动滑块验证';
export const SLIDER_PASSED_TEXT = '验证通过';
const HANDLE_WIDTH = 40;
const KEY_STEP = 25;

interface SliderCheckProps {
  passed: boolean;
  onPass: () => void;
}

/**
 * The drag-slider human check (spec 000 §2.4). Pointer events cover touch, pen and mouse alike;
 * releasing before the end snaps back, and once passed it stays locked. Keyboard users move it
 * with the arrow keys / Home / End (it is a role="slider").
 */
export function SliderCheck({ passed, onPass }: SliderCheckProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [animating, setAnimating] = useState(false);

  // jsdom and hidden tracks report 0 width; 1 keeps the arithmetic meaningful there.
  const maxOffset = () => Math.max((trackRef.current?.offsetWidth ?? 0) - HANDLE_WIDTH, 1);
  const percent = passed ? 100 : Math.round((offset / maxOffset()) * 100);

  const pass = () => {
    setOffset(maxOffset());
    onPass();
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (passed) return;
    drag.current = { startX: e.clientX - offset, pointerId: e.pointerId };
    setAnimating(false);
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (passed || !drag.current) return;
    setOffset(Math.min(Math.max(e.clientX - drag.current.startX, 0), maxOffset()));
  };

  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (passed || !drag.current) return;
    const reached = e.clientX - drag.current.startX >= maxOffset();
    drag.current = null;
    if (reached) {
      pass();
    } else {
      // Released early: snap back to the start.
      setAnimating(true);
      setOffset(0);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (passed) return;
    const max = maxOffset();
    const step = (max * KEY_STEP) / 100;
    let next: number | null = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') next = offset + step;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') next = offset - step;
    else if (e.key === 'End') next = max;
    else if (e.key === 'Home') next = 0;
    if (next === null) return;
    e.preventDefault();
    setAnimating(true);
    if (next >= max - 0.5) pass();
    else setOffset(Math.max(next, 0));
  };

  const left = passed ? maxOffset() : offset;
  return (
    <div
      ref={trackRef}
      className={`cwxt-m-slider${passed ? ' is-passed' : ''}${animating ? ' is-animating' : ''}`}
    >
      <div className="cwxt-m-slider-fill" style={{ width: passed ? '100%' : left + HANDLE_WIDTH / 2 }} />
      <div className="cwxt-m-slider-text" aria-hidden="true">
        {passed ? SLIDER_PASSED_TEXT : SLIDER_TEXT}
      </div>
      <div
        className="cwxt-m-slider-handle"
        role="slider"
        tabIndex={passed ? -1 : 0}
        aria-label={SLIDER_TEXT}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={passed ? SLIDER_PASSED_TEXT : `${percent}%`}
        aria-disabled={passed || undefined}
        style={{ transform: `translateX(${left}px)` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {passed ? '✓' : '»'}
      </div>
    </div>
  );
}
