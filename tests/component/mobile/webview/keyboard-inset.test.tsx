import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYBOARD_INSET_VAR, installKeyboardInset } from '../../../../src/shared/platform/keyboard-inset';

/** A visualViewport the test moves: height/offsetTop plus resize/scroll events. */
class FakeViewport extends EventTarget {
  height = 844;
  offsetTop = 0;
  open(keyboard: number, offsetTop = 0) {
    this.height = 844 - keyboard;
    this.offsetTop = offsetTop;
    this.dispatchEvent(new Event('resize'));
  }
}

function setup() {
  const viewport = new FakeViewport();
  const frames: FrameRequestCallback[] = [];
  const win = {
    innerHeight: 844,
    visualViewport: viewport,
    document,
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    cancelAnimationFrame: (id: number) => {
      frames[id - 1] = () => undefined;
    },
  };
  const uninstall = installKeyboardInset(win);
  const flush = () => frames.splice(0).forEach((cb) => cb(0));
  return { viewport, uninstall, flush };
}

const inset = () => document.documentElement.style.getPropertyValue(KEYBOARD_INSET_VAR);

let cleanup: () => void = () => undefined;
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('installKeyboardInset', () => {
  it('publishes the covered height as --cwxt-keyboard-inset and clears it on uninstall', () => {
    const { viewport, uninstall } = setup();
    cleanup = uninstall;
    expect(inset()).toBe('0px');
    viewport.open(336);
    expect(inset()).toBe('336px');
    // iOS scrolls the visual viewport inside the layout viewport while typing.
    viewport.offsetTop = 100;
    viewport.dispatchEvent(new Event('scroll'));
    expect(inset()).toBe('236px');
    viewport.open(0);
    expect(inset()).toBe('0px');
    uninstall();
    cleanup = () => undefined;
    expect(inset()).toBe('');
  });

  it('scrolls the focused field into view (nearest) after the keyboard resized the viewport', () => {
    const { viewport, uninstall, flush } = setup();
    cleanup = uninstall;
    const input = document.createElement('input');
    const button = document.createElement('button');
    document.body.append(input, button);
    const scrolled = vi.fn();
    input.scrollIntoView = scrolled;
    input.focus();
    viewport.open(300);
    expect(scrolled).not.toHaveBeenCalled(); // only once the padding applied (next frame)
    flush();
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });

    // Closing the keyboard or a focused button: nothing to bring back.
    scrolled.mockClear();
    viewport.open(0);
    flush();
    button.scrollIntoView = scrolled;
    button.focus();
    viewport.open(300);
    flush();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('does nothing without visualViewport (old webviews)', () => {
    const uninstall = installKeyboardInset({
      innerHeight: 844,
      visualViewport: null,
      document,
      requestAnimationFrame: () => 0,
      cancelAnimationFrame: () => undefined,
    });
    expect(inset()).toBe('');
    uninstall();
  });
});
