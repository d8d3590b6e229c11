import type { GridColumn } from './column';
import { GRID_TYPE_WIDTHS, GRID_WIDTHS } from './constants';

/**
 * Geometry of the virtual grid, pure so the desktop grid and the benchmark compute the same
 * windows. Rows have one fixed height; columns have pixel widths from spec 001 §9.
 */

/** Columns that take space (hidden cells keep their value but never render). */
export function visibleColumns(columns: readonly GridColumn[]): GridColumn[] {
  return columns.filter((c) => c.type !== 'hidden');
}

function explicitWidth(width: number | string | undefined, containerWidth: number): number | null {
  if (width === undefined || width === null || width === '') return null;
  if (typeof width === 'number') return Number.isFinite(width) && width >= 0 ? width : null;
  const text = width.trim();
  const px = /^(\d+(?:\.\d+)?)(px)?$/.exec(text);
  if (px) return Number(px[1]);
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(text);
  if (percent && containerWidth > 0) return (containerWidth * Number(percent[1])) / 100;
  return null;
}

/**
 * Pixel widths of the visible columns. An explicit width wins; otherwise the type's default width
 * (datetime 200, user select 220, department select 160), otherwise an equal share of 92 % of the
 * grid's width, falling back to 120 px when the share would be narrower or the width is unknown
 * (a wide table scrolls sideways instead of squeezing). The type minimums (190 px for datetime,
 * user and department select, 135 px for date) apply last.
 */
export function columnWidths(columns: readonly GridColumn[], containerWidth: number): number[] {
  const share = columns.length > 0 ? (containerWidth * GRID_WIDTHS.splitShare) / columns.length : 0;
  const split = share >= GRID_WIDTHS.fallback ? Math.floor(share) : GRID_WIDTHS.fallback;
  return columns.map((column) => {
    const typeWidths = GRID_TYPE_WIDTHS[column.type] ?? {};
    const width = explicitWidth(column.width, containerWidth) ?? typeWidths.width ?? split;
    // An explicit 0 hides a column's space on purpose; only computed widths get the minimum.
    if (width === 0) return 0;
    return Math.round(Math.max(width, typeWidths.min ?? 0));
  });
}

/** Left edges: offsets[i] is column i's left, offsets[n] the total width. */
export function columnOffsets(widths: readonly number[]): number[] {
  const offsets = new Array<number>(widths.length + 1);
  offsets[0] = 0;
  for (let i = 0; i < widths.length; i++) offsets[i + 1] = (offsets[i] ?? 0) + (widths[i] ?? 0);
  return offsets;
}

export interface FixedColumnsInput {
  dragSort: boolean;
  rowSelection: boolean;
  rowNumber: boolean;
  statistics: boolean;
}

/** Widths of the left structural columns (drag handle, selection 40 or 60 with statistics, row number 60). */
export function fixedColumnWidths(input: FixedColumnsInput): {
  dragSort: number;
  selection: number;
  rowNumber: number;
} {
  return {
    dragSort: input.dragSort ? GRID_WIDTHS.dragSort : 0,
    selection: input.rowSelection
      ? input.statistics
        ? GRID_WIDTHS.selectionWithStatistics
        : GRID_WIDTHS.selection
      : 0,
    rowNumber: input.rowNumber ? GRID_WIDTHS.rowNumber : 0,
  };
}

/** A half-open index range [start, end). */
export interface IndexWindow {
  start: number;
  end: number;
}

export function sameWindow(a: IndexWindow, b: IndexWindow): boolean {
  return a.start === b.start && a.end === b.end;
}

/**
 * Rows to render: the visible ones plus `overscan` below (default 1). With the default 400 px
 * viewport and 61 px rows that is at most 9 rows, the spec's "max rendered lines 9"; the grid
 * re-renders synchronously on scroll, so no row above is needed as a buffer.
 */
export function rowWindow(input: {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  overscan?: number;
}): IndexWindow {
  const { scrollTop, viewportHeight, rowHeight, rowCount } = input;
  const overscan = input.overscan ?? 1;
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, scrollTop);
  const end = Math.min(rowCount, Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight) + overscan);
  const start = Math.min(Math.floor(top / rowHeight), end);
  return { start, end };
}

/** First index i with offsets[i + 1] > x (binary search over the left edges). */
function firstColumnEndingAfter(offsets: readonly number[], x: number): number {
  let lo = 0;
  let hi = Math.max(0, offsets.length - 2);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((offsets[mid + 1] ?? Infinity) > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Columns to render for a horizontal scroll position (data area coordinates). */
export function columnWindow(input: {
  scrollLeft: number;
  viewportWidth: number;
  offsets: readonly number[];
  overscan?: number;
}): IndexWindow {
  const { offsets } = input;
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const overscan = input.overscan ?? 1;
  const left = Math.max(0, input.scrollLeft);
  const right = left + Math.max(0, input.viewportWidth);
  const first = firstColumnEndingAfter(offsets, left);
  let last = first;
  while (last < count && (offsets[last] ?? 0) < right) last++;
  return { start: Math.max(0, first - overscan), end: Math.min(count, Math.max(last, first + 1) + overscan) };
}
