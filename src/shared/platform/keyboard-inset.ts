/**
 * The on-screen keyboard inside WeCom / DingTalk / iOS webviews. iOS does not shrink the layout
 * viewport when the keyboard opens, only the visual viewport: fixed popups (antd-mobile Popup,
 * the full-screen form screens) keep their bottom under the keyboard. The covered height is
 * published as the CSS variable --cwxt-keyboard-inset (the mobile CSS pads popup bodies and form
 * screens with it), and the focused field is scrolled back into view once the viewport settled.
 * Android webviews resize the layout viewport instead, so the inset stays 0 there.
 */
export const KEYBOARD_INSET_VAR = '--cwxt-keyboard-inset';

export interface ViewportMetrics {
  innerHeight: number;
  viewportHeight: number;
  offsetTop: number;
}

/** Pixels of the layout viewport hidden below the visual viewport (the keyboard), never negative. */
export function keyboardInset({ innerHeight, viewportHeight, offsetTop }: ViewportMetrics): number {
  const inset = Math.round(innerHeight - viewportHeight - offsetTop);
  return Number.isFinite(inset) && inset > 0 ? inset : 0;
}

/** What typing goes into: the only elements worth scrolling back into view. */
export function isTextEntry(el: Element | null): el is HTMLElement {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement) return true;
  if (el instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(
      el.type,
    );
  }
  return el instanceof HTMLElement && el.isContentEditable;
}

interface KeyboardWindow {
  innerHeight: number;
  visualViewport: Pick<
    VisualViewport,
    'height' | 'offsetTop' | 'addEventListener' | 'removeEventListener'
  > | null;
  document: Document;
  requestAnimationFrame: (cb: FrameRequestCallback) => number;
  cancelAnimationFrame: (id: number) => void;
}

/**
 * Follows the visual viewport; does nothing without one (old webviews). Returns the uninstall
 * function. `win` is injectable for tests (a fake visualViewport).
 */
export function installKeyboardInset(win: KeyboardWindow = window): () => void {
  const viewport = win.visualViewport;
  if (!viewport) return () => undefined;
  const root = win.document.documentElement;
  let last = -1;
  let frame = 0;

  const update = (event?: Event) => {
    const inset = keyboardInset({
      innerHeight: win.innerHeight,
      viewportHeight: viewport.height,
      offsetTop: viewport.offsetTop,
    });
    if (inset !== last) {
      last = inset;
      root.style.setProperty(KEYBOARD_INSET_VAR, `${inset}px`);
    }
    if (event?.type !== 'resize' || inset === 0) return;
    // After the padding applied (next frame), bring the field the user types into back in view.
    win.cancelAnimationFrame(frame);
    frame = win.requestAnimationFrame(() => {
      const active = win.document.activeElement;
      if (isTextEntry(active)) active.scrollIntoView({ block: 'nearest' });
    });
  };

  update();
  viewport.addEventListener('resize', update);
  viewport.addEventListener('scroll', update);
  return () => {
    viewport.removeEventListener('resize', update);
    viewport.removeEventListener('scroll', update);
    win.cancelAnimationFrame(frame);
    root.style.removeProperty(KEYBOARD_INSET_VAR);
  };
}
