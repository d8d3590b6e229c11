/**
 * jsdom has no PointerEvent, so Testing Library's fireEvent.pointer* falls back to a plain Event
 * without coordinates. A MouseEvent subclass carrying pointerId is enough for the slider.
 */
export function installPointerEvent(): void {
  if (typeof window.PointerEvent === 'function') return;
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  (window as unknown as { PointerEvent: typeof PointerEventPolyfill }).PointerEvent = PointerEventPolyfill;
}
