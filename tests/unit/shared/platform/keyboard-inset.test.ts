import { describe, expect, it } from 'vitest';
import { keyboardInset } from '../../../../src/shared/platform/keyboard-inset';

describe('keyboardInset', () => {
  it.each([
    // iOS: the layout viewport keeps its height, the visual viewport shrinks by the keyboard.
    [{ innerHeight: 844, viewportHeight: 508, offsetTop: 0 }, 336],
    // …and may be scrolled down inside the layout viewport: that part is not covered.
    [{ innerHeight: 844, viewportHeight: 508, offsetTop: 120 }, 216],
    // No keyboard.
    [{ innerHeight: 844, viewportHeight: 844, offsetTop: 0 }, 0],
    // Android resizes the layout viewport with the keyboard: nothing is hidden.
    [{ innerHeight: 500, viewportHeight: 500, offsetTop: 0 }, 0],
    // Pinch zoom or rubber-band overscroll can make the sum exceed innerHeight: never negative.
    [{ innerHeight: 844, viewportHeight: 700, offsetTop: 200 }, 0],
    // Fractional viewport heights (zoomed pages) round to whole pixels.
    [{ innerHeight: 844, viewportHeight: 507.6, offsetTop: 0 }, 336],
    [{ innerHeight: 844, viewportHeight: Number.NaN, offsetTop: 0 }, 0],
  ])('%o → %i', (metrics, expected) => {
    expect(keyboardInset(metrics)).toBe(expected);
  });
});
