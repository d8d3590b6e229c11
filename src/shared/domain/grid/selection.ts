/**
 * Row selection (spec 001 §4): row checkboxes and select-all with an indeterminate state; disabled
 * rows cannot be selected (a row that becomes disabled leaves the selection).
 */
export interface SelectionState {
  selectedCount: number;
  selectableCount: number;
  all: boolean;
  indeterminate: boolean;
}

export class RowSelection {
  private readonly selected = new Set<string>();
  private readonly disabled = new Set<string>();

  clear(): void {
    this.selected.clear();
    this.disabled.clear();
  }

  isSelected(id: string): boolean {
    return this.selected.has(id);
  }

  isDisabled(id: string): boolean {
    return this.disabled.has(id);
  }

  /** Returns true when the selection changed. */
  set(id: string, checked: boolean): boolean {
    if (checked && this.disabled.has(id)) return false;
    if (checked === this.selected.has(id)) return false;
    if (checked) this.selected.add(id);
    else this.selected.delete(id);
    return true;
  }

  /** Marks a row (not) disabled; returns true when that changed. */
  setDisabled(id: string, disabled: boolean): boolean {
    if (disabled === this.disabled.has(id)) return false;
    if (disabled) {
      this.disabled.add(id);
      this.selected.delete(id);
    } else this.disabled.delete(id);
    return true;
  }

  /** Forgets a removed row. */
  forget(id: string): void {
    this.selected.delete(id);
    this.disabled.delete(id);
  }

  /** Ids of `order` that are selected, in that order. */
  selectedIn(order: readonly string[]): string[] {
    return order.filter((id) => this.selected.has(id));
  }

  state(rowCount: number): SelectionState {
    const selectableCount = rowCount - this.disabled.size;
    const selectedCount = this.selected.size;
    const all = selectableCount > 0 && selectedCount >= selectableCount;
    return { selectedCount, selectableCount, all, indeterminate: selectedCount > 0 && !all };
  }
}
