/**
 * Small external stores for UI state that many cells read but few care about at a time: a cell
 * subscribes with a selector, so moving the active cell re-renders two rows, not the window.
 */
type Listener = () => void;

class Subscribable {
  private readonly listeners = new Set<Listener>();
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  protected notify(): void {
    for (const l of [...this.listeners]) l();
  }
}

export interface CellAddress {
  /** Internal row id. */
  rowId: string;
  key: string;
}

/**
 * The cell being edited (alwaysEdit off). Leaving a cell removes its editor, and a removed input
 * fires no blur event, so `onLeave` runs the blur step for the cell that was left.
 */
export class ActiveCell extends Subscribable {
  private cell: CellAddress | null = null;
  onLeave: (cell: CellAddress) => void = () => undefined;

  get(): CellAddress | null {
    return this.cell;
  }

  /** The edited column key in this row, or null. */
  keyFor(rowId: string): string | null {
    return this.cell && this.cell.rowId === rowId ? this.cell.key : null;
  }

  set(cell: CellAddress | null): void {
    if (
      this.cell === cell ||
      (cell && this.cell && cell.rowId === this.cell.rowId && cell.key === this.cell.key)
    )
      return;
    const left = this.cell;
    this.cell = cell;
    this.notify();
    if (left) this.onLeave(left);
  }
}

/** A boolean flag (the grid is scrolling: validation tooltips wait until it stops). */
export class Flag extends Subscribable {
  private value = false;
  get = (): boolean => this.value;
  set(value: boolean): void {
    if (value === this.value) return;
    this.value = value;
    this.notify();
  }
}

/**
 * Which cell's validation message to show: the hovered cell first, else the focused (edited)
 * one. One tooltip per grid instead of one per cell: a cell stays a plain element, and a scroll
 * frame does not pay for dozens of tooltip components.
 */
export class TooltipTarget extends Subscribable {
  private hovered: CellAddress | null = null;
  private focused: CellAddress | null = null;

  get = (): CellAddress | null => this.hovered ?? this.focused;

  setHovered(cell: CellAddress | null): void {
    this.hovered = cell;
    this.notify();
  }

  /** Clears the hovered cell only if it is still `cell` (leave events may arrive late). */
  leave(cell: CellAddress): void {
    if (this.hovered && this.hovered.rowId === cell.rowId && this.hovered.key === cell.key)
      this.setHovered(null);
  }

  setFocused(cell: CellAddress | null): void {
    this.focused = cell;
    this.notify();
  }

  blur(cell: CellAddress): void {
    if (this.focused && this.focused.rowId === cell.rowId && this.focused.key === cell.key)
      this.setFocused(null);
  }
}
