import { randomInt } from 'node:crypto';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphCells } from './bitmap-font';
import { Raster } from './png';

type Rgb = [number, number, number];

// Without the look-alikes i l 1 I and o O 0 (the check ignores case, so c/C and the like are one).
export const CAPTCHA_ALPHABET = 'qwertyupkjhgfdsazxcvbnmQWERTYUPLKJHGFDSAZXCVBNM23456789';
const WIDTH = 105;
const HEIGHT = 35;

export function randomCaptchaText(length = 4): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return out;
}

const dark = (): Rgb => [randomInt(0, 110), randomInt(0, 110), randomInt(0, 110)];
const light = (): Rgb => [randomInt(150, 230), randomInt(150, 230), randomInt(150, 230)];

function line(r: Raster, x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let s = 0; s <= steps; s++) r.set(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, colour);
}

/** Draws the 105×35 captcha: large (20×28 px), slightly sheared glyphs over light noise. */
export function drawCaptchaPng(text: string): Buffer {
  const r = new Raster(WIDTH, HEIGHT);
  r.fill([randomInt(235, 256), randomInt(235, 256), randomInt(235, 256)]);
  for (let i = 0; i < 6; i++) {
    line(r, randomInt(0, WIDTH), randomInt(0, HEIGHT), randomInt(0, WIDTH), randomInt(0, HEIGHT), light());
  }
  // Four glyphs of 5×7 cells at 4 px fill the image; little shear and jitter keep them legible.
  const scale = 4;
  const cell = GLYPH_WIDTH * scale + 5;
  [...text].forEach((char, index) => {
    const colour = dark();
    const left = 3 + index * cell + randomInt(-1, 2);
    const top = Math.floor((HEIGHT - GLYPH_HEIGHT * scale) / 2) + randomInt(-1, 2);
    const shear = (randomInt(-15, 16) / 100) * scale;
    for (const [cx, cy] of glyphCells(char)) {
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const y = top + cy * scale + dy;
          const x = left + cx * scale + dx + ((GLYPH_HEIGHT * scale) / 2 - (y - top)) * (shear / scale);
          r.set(x, y, colour);
        }
      }
    }
  });
  // One dark line across the text (three made glyphs hard to read).
  for (let i = 0; i < 1; i++) {
    line(
      r,
      randomInt(0, WIDTH / 3),
      randomInt(0, HEIGHT),
      randomInt((2 * WIDTH) / 3, WIDTH),
      randomInt(0, HEIGHT),
      dark(),
    );
  }
  for (let i = 0; i < 80; i++) r.set(randomInt(0, WIDTH), randomInt(0, HEIGHT), i % 2 ? dark() : light());
  return r.toPng();
}
