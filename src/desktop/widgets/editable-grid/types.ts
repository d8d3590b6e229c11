import type { ReactNode, Ref } from 'react';
import type { BeforeDeleteHook, GridApi } from '../../../shared/domain/grid/api';
import type { GridCellType } from '../../../shared/domain/grid/cell-types';
import type {
  GridColumn,
  GridOption,
  GridRowValues,
  GridValidateTrigger,
} from '../../../shared/domain/grid/column';
import type { DisabledRowsRule } from '../../../shared/domain/grid/store';
import type { GridSubTable } from '../../../shared/domain/grid/sub-table';
import type { GridDraftBinding } from '../../../shared/hooks/drafts/use-grid-draft';
import type { LiveGridBinding } from '../../../shared/hooks/grid/use-live-grid';

/** What a cell renderer (built-in editor, installed picker or slot) receives. */
export interface CellRenderProps {
  column: GridColumn;
  /** The row id as callers see it (cleaned). */
  rowId: string;
  rowIndex: number;
  value: unknown;
  /** The live row values (read-only; write through onChange / onInput). */
  row: Readonly<GridRowValues>;
  /** Static options merged with the dictionary's. */
  options: readonly GridOption[];
  disabled: boolean;
  invalid: boolean;
  /** The column placeholder with `${title}`, `${key}`, `${defaultValue}` replaced. */
  placeholder: string;
  /** Accessible name: 第n行 title. */
  ariaLabel: string;
  /** True when the cell just entered edit mode (focus it). */
  autoFocus: boolean;
  /** Column props with placeholders replaced, for the input component. */
  inputProps: Readonly<Record<string, unknown>>;
  /** A committed change (select, date, checkbox, picker): stores and validates on change. `others` fills other columns (popup dest fields). */
  onChange(value: unknown, others?: Readonly<GridRowValues>): void;
  /** A keystroke: stores and validates on input. */
  onInput(value: unknown): void;
  /** Leaving the input: validates on blur after 100 ms (optionally storing a final value first). */
  onBlur(finalValue?: unknown): void;
  /** Leaves edit mode. */
  stopEditing(): void;
}

/** A cell renderer; installed ones render in every state (they manage their own display). */
export type CellRenderer = (props: CellRenderProps) => ReactNode;

/** Slot cells render `slots[column.slot]`. */
export type SlotRenderer = (props: CellRenderProps) => ReactNode;

export interface GridValueChangeEvent {
  type: GridCellType;
  trigger: GridValidateTrigger;
  row: GridRowValues;
  column: GridColumn;
  value: unknown;
}

export interface GridPagination {
  current: number;
  pageSize: number;
  total: number;
  pageSizeOptions?: readonly string[];
}

/** The imperative API (spec names where it gives them) plus scrolling. */
export interface EditableGridRef extends GridApi {
  /** Scrolls so the row is visible. */
  scrollToRow(rowId: string): void;
  /** After the rows were saved: removes the offline draft (see the `draft` prop). */
  draftSaved(): void;
  /** True for a row that does not exist on the server yet (added here, or kept after a remote delete). */
  isNewRow(rowId: string): boolean;
}

export interface EditableGridProps {
  columns: readonly GridColumn[];
  /** Rows to show; a new array replaces the grid's rows (errors, selection and deleted ids reset). */
  dataSource?: readonly Readonly<GridRowValues>[];
  /** Row key field (default `id`). */
  rowKey?: string;
  /** Accessible name of the grid. */
  label?: string;
  rowNumber?: boolean;
  rowSelection?: boolean;
  dragSort?: boolean;
  /** Sort field renumbered from 1 (default orderNum). */
  dragSortKey?: string;
  /** Every cell edits in place (false: a cell becomes editable on click or focus). */
  alwaysEdit?: boolean;
  disabled?: boolean;
  disabledRows?: DisabledRowsRule;
  /** Show the toolbar (add, remove, clear selection). */
  toolbar?: boolean;
  /** Permission prefix for the toolbar (looked up as prefix + ':'). */
  authPre?: string;
  maxHeight?: number;
  rowHeight?: number;
  loading?: boolean;
  /** Renderers by cell type (a picker for sel_user, …), overriding the built-in ones. */
  cellRenderers?: Readonly<Partial<Record<GridCellType, CellRenderer>>>;
  slots?: Readonly<Record<string, SlotRenderer>>;
  /** Adds an expand control per row opening a popover with a read-only grid of that row's sub-rows. */
  subTable?: GridSubTable;
  beforeDelete?: BeforeDeleteHook;
  pagination?: GridPagination;
  onPageChange?: (current: number, pageSize: number) => void;
  onValueChange?: (event: GridValueChangeEvent) => void;
  onAdded?: (rows: GridRowValues[]) => void;
  onRemoved?: (ids: string[]) => void;
  onDragged?: (event: { oldIndex: number; newIndex: number }) => void;
  onSelectionChange?: (ids: string[]) => void;
  /**
   * After the figures of the statistics columns may have moved (an edit in one, rows added,
   * removed or loaded, a live update): the grid's values, for hosts that show their own totals.
   */
  onStatisticsChange?: (values: GridRowValues[]) => void;
  /** Autosaves the pending edits as an offline draft and offers them back (issue 8). */
  draft?: GridDraftBinding;
  /** Live updates (issue 11): joins the record's channel, applies other users' saves in place. */
  live?: LiveGridBinding;
  ref?: Ref<EditableGridRef>;
}
