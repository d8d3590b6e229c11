/** Pure geometry of the SVG charts: nice axis maxima and line/area paths (no React, no DOM). */

/** The smallest 1/2/2.5/5 × 10ⁿ at or above `value` (axis top); 1 when there is nothing above 0. */
export function niceMax(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= value - 1e-9) return step * magnitude;
  }
  return 10 * magnitude;
}

/** niceMax in the value's binary unit (KB, MB, GB …): byte axes read "100 MB", not "95.4 MB". */
export function niceBytesMax(bytes: number): number {
  if (!Number.isFinite(bytes) || bytes <= 0) return 1;
  const unit = 1024 ** Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024)));
  return niceMax(bytes / unit) * unit;
}

export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PlotPoint {
  x: number;
  y: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Screen points of a series spread evenly across the box (index i of `count` slots), 0 at the
 * bottom, `max` at the top; a null value breaks the line into runs. Values are clamped to the box.
 */
export function plotRuns(
  values: readonly (number | null)[],
  box: PlotBox,
  max: number,
  count = values.length,
): PlotPoint[][] {
  const runs: PlotPoint[][] = [];
  let run: PlotPoint[] = [];
  const step = count > 1 ? box.width / (count - 1) : 0;
  values.forEach((v, i) => {
    if (v == null || !Number.isFinite(v)) {
      if (run.length) runs.push(run);
      run = [];
      return;
    }
    const ratio = Math.min(Math.max(v / (max || 1), 0), 1);
    run.push({
      x: round(box.left + (count > 1 ? i * step : box.width / 2)),
      y: round(box.top + box.height * (1 - ratio)),
    });
  });
  if (run.length) runs.push(run);
  return runs;
}

/** "M x y L x y …" of each run. */
export function linePath(runs: readonly PlotPoint[][]): string {
  return runs.map((run) => run.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ')).join(' ');
}

/** The same runs closed down to the baseline, for a filled area under the line. */
export function areaPath(runs: readonly PlotPoint[][], baseline: number): string {
  return runs
    .filter((run) => run.length > 1)
    .map((run) => {
      const first = run[0] as PlotPoint;
      const last = run[run.length - 1] as PlotPoint;
      return `M${first.x} ${baseline} ${run.map((p) => `L${p.x} ${p.y}`).join(' ')} L${last.x} ${baseline} Z`;
    })
    .join(' ');
}

/** The last non-null value of a series, or null. */
export function lastValue(values: readonly (number | null)[]): number | null {
  for (let i = values.length - 1; i >= 0; i -= 1) {
    const v = values[i];
    if (v != null && Number.isFinite(v)) return v;
  }
  return null;
}

/** Stroke colour by how full something is: calm, warning (≥ 70 %), danger (≥ 90 %). */
export function levelColor(percent: number | null): string {
  if (percent == null) return '#bfbfbf';
  if (percent >= 90) return '#ff4d4f';
  if (percent >= 70) return '#faad14';
  return '#52c41a';
}
