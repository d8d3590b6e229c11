import { createContext, useContext } from 'react';
import type { GridOption, GridRowValues, GridValidateTrigger } from '../../../shared/domain/grid/column';
import type { LiveRows } from '../../../shared/domain/grid/live-rows';
import type { GridStore } from '../../../shared/domain/grid/store';
import type { GridSubTable } from '../../../shared/domain/grid/sub-table';
import type { ActiveCell, Flag, TooltipTarget } from './grid-ui-state';
import type { OpenSubTable } from './sub-table-popover';
import type { CellRenderer, SlotRenderer } from './types';

/** What every row and cell of one grid shares. Stable for the grid's life except `options`. */
export interface GridContextValue {
  store: GridStore;
  active: ActiveCell;
  scrolling: Flag;
  tooltip: TooltipTarget;
  options: ReadonlyMap<string, GridOption[]>;
  renderers: Readonly<Record<string, CellRenderer | undefined>> | undefined;
  slots: Readonly<Record<string, SlotRenderer>>;
  alwaysEdit: boolean;
  disabled: boolean;
  /** The sub-table popover (absent: no expand column). */
  subTable?: GridSubTable;
  subTableOpen?: OpenSubTable;
  /** The live binding's rows (null: not a live grid); a row reads its conflict from it. */
  liveRows?: LiveRows | null;
  /** Stores a value (and `others` in the same row), validates with `trigger` when given. */
  commit(
    rowId: string,
    key: string,
    value: unknown,
    trigger: GridValidateTrigger | null,
    others?: Readonly<GridRowValues>,
  ): void;
  /** Blur: optional final value, then validation 100 ms later. */
  blur(rowId: string, key: string, finalValue?: unknown): void;
}

export const GridContext = createContext<GridContextValue | null>(null);

export function useGrid(): GridContextValue {
  const grid = useContext(GridContext);
  if (!grid) throw new Error('grid parts must be rendered inside <EditableGrid>');
  return grid;
}
