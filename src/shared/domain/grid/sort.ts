import type { GridRowValues } from './column';

/**
 * Drag sort (spec 001 §3, §4): rows move by drag, by the up/down menu (up disabled on the first
 * row, down on the last) or a row is inserted below; afterwards the sort field (default orderNum)
 * is renumbered from 1.
 */

/** Moves one item in place; returns false (and changes nothing) for an out-of-range or no-op move. */
export function moveInPlace<T>(list: T[], from: number, to: number): boolean {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return false;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item as T);
  return true;
}

export function canMoveUp(index: number): boolean {
  return index > 0;
}

export function canMoveDown(index: number, rowCount: number): boolean {
  return index >= 0 && index < rowCount - 1;
}

/**
 * Writes 1..n into the sort field of the rows in order; returns the indexes whose number changed
 * (so only those rows re-render).
 */
export function renumberSortField(rowsInOrder: readonly GridRowValues[], key: string): number[] {
  const changed: number[] = [];
  rowsInOrder.forEach((row, i) => {
    if (row[key] !== i + 1) {
      row[key] = i + 1;
      changed.push(i);
    }
  });
  return changed;
}

/** The target index of a pointer drag: start index moved by whole rows, clamped to the grid. */
export function dragTargetIndex(
  startIndex: number,
  deltaY: number,
  rowHeight: number,
  rowCount: number,
): number {
  if (rowCount <= 0) return 0;
  const target = startIndex + Math.round(deltaY / rowHeight);
  return Math.min(Math.max(0, target), rowCount - 1);
}
