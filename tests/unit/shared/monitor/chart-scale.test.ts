import { describe, expect, it } from 'vitest';
import {
  areaPath,
  lastValue,
  levelColor,
  linePath,
  niceBytesMax,
  niceMax,
  plotRuns,
} from '../../../../src/shared/charts/scale';

const BOX = { left: 10, top: 0, width: 100, height: 50 };

describe('chart scale', () => {
  it('rounds an axis top up to 1, 2, 2.5 or 5 × 10ⁿ', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(-3)).toBe(1);
    expect(niceMax(0.7)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(1.2)).toBe(2);
    expect(niceMax(2.2)).toBe(2.5);
    expect(niceMax(37)).toBe(50);
    expect(niceMax(51)).toBe(100);
    expect(niceMax(1_300_000)).toBe(2_000_000);
  });

  it('spreads values across the box, bottom = 0, top = max, clamped', () => {
    expect(plotRuns([0, 50, 100, 150], BOX, 100)).toEqual([
      [
        { x: 10, y: 50 },
        { x: 43.33, y: 25 },
        { x: 76.67, y: 0 },
        { x: 110, y: 0 },
      ],
    ]);
  });

  it('breaks the line at missing values and closes areas to the baseline', () => {
    const runs = plotRuns([10, null, 20, 30], BOX, 100);
    expect(runs).toHaveLength(2);
    expect(linePath(runs)).toBe('M10 45 M76.67 40 L110 35');
    // A single point has no area; the two-point run is closed down to y = 50.
    expect(areaPath(runs, 50)).toBe('M76.67 50 L76.67 40 L110 35 L110 50 Z');
  });

  it('places a lone value in the middle and finds the last value', () => {
    expect(plotRuns([5], BOX, 10)).toEqual([[{ x: 60, y: 25 }]]);
    expect(lastValue([1, 2, null])).toBe(2);
    expect(lastValue([null])).toBeNull();
  });

  it('colours by level', () => {
    expect(levelColor(10)).toBe('#52c41a');
    expect(levelColor(75)).toBe('#faad14');
    expect(levelColor(95)).toBe('#ff4d4f');
    expect(levelColor(null)).toBe('#bfbfbf');
  });
});

describe('byte axes', () => {
  it('rounds up within the binary unit', () => {
    expect(niceBytesMax(0)).toBe(1);
    expect(niceBytesMax(700)).toBe(1000);
    expect(niceBytesMax(57.7 * 1024 ** 2)).toBe(100 * 1024 ** 2);
    expect(niceBytesMax(1.3 * 1024 ** 3)).toBe(2 * 1024 ** 3);
  });
});
