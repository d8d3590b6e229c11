import { describe, expect, it } from 'vitest';
import { hasGlyph, GLYPH_HEIGHT, GLYPH_WIDTH, glyphCells } from '../../../server/lib/bitmap-font';
import { CAPTCHA_ALPHABET, drawCaptchaPng, randomCaptchaText } from '../../../server/lib/captcha-image';

describe('captcha legibility', () => {
  it('uses no look-alike characters, and has a glyph for every one it uses', () => {
    for (const c of 'il1I0oO') expect(CAPTCHA_ALPHABET, c).not.toContain(c);
    for (const c of CAPTCHA_ALPHABET) {
      expect(hasGlyph(c), c).toBe(true);
      expect(glyphCells(c).length, c).toBeGreaterThan(4);
    }
    for (let i = 0; i < 200; i++)
      expect(randomCaptchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
  });

  it('draws glyphs at 4 px per cell: four of them (20×28 px each) fit the 105×35 image', () => {
    expect(3 + 4 * (GLYPH_WIDTH * 4 + 5)).toBeLessThanOrEqual(105);
    expect(GLYPH_HEIGHT * 4).toBeLessThanOrEqual(35);
    const png = drawCaptchaPng('Kp7w');
    expect(png.readUInt32BE(16)).toBe(105);
    expect(png.readUInt32BE(20)).toBe(35);
  });
});
