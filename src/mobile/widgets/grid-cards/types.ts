import type { ReactNode, Ref } from 'react';
import type { BeforeDeleteHook, GridApi } from '../../../shared/domain/grid/api';
import type { GridCellType } from '../../../shared/domain/grid/cell-types';
import type { GridColumn, GridOption, GridRowValues } from '../../../shared/domain/grid/column';
import type { DisabledRowsRule } from '../../../shared/domain/grid/store';
import type { GridDraftBinding } from '../../../shared/hooks/drafts/use-grid-draft';
import type { LiveGridBinding } from '../../../shared/hooks/grid/use-live-grid';

/** The cards' imperative API: the grid API plus the draft's save signal. */
export interface GridCardsRef extends GridApi {
  /** After the rows were saved: removes the offline draft (see the `draft` prop). Optional so a `GridApi` ref fits. */
  draftSaved?(): void;
  /** Whether a row was added here (never saved): a save sends no `version` for it. */
  isNewRow?(id: string): boolean;
}

/** What a field control of the row editor receives (antd-mobile Form.Item injects value/onChange). */
export interface FieldControlProps {
  column: GridColumn;
  options: readonly GridOption[];
  disabled: boolean;
  placeholder: string;
  label: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** A field control by cell type (a picker for sel_user, …), overriding the built-in one. */
export type FieldRenderer = (props: FieldControlProps) => ReactNode;

export interface GridCardsProps {
  columns: readonly GridColumn[];
  dataSource?: readonly Readonly<GridRowValues>[];
  rowKey?: string;
  /** Accessible name of the card list. */
  label?: string;
  dragSort?: boolean;
  dragSortKey?: string;
  disabled?: boolean;
  disabledRows?: DisabledRowsRule;
  /** Permission prefix for add / delete (looked up as prefix + ':'). */
  authPre?: string;
  /** How many leading columns make the card title (default 2). */
  titleColumns?: number;
  fieldRenderers?: Readonly<Partial<Record<GridCellType, FieldRenderer>>>;
  beforeDelete?: BeforeDeleteHook;
  onAdded?: (rows: GridRowValues[]) => void;
  onRemoved?: (ids: string[]) => void;
  onRowSaved?: (row: GridRowValues, errors: Readonly<Record<string, string>>) => void;
  /** Autosaves the pending edits as an offline draft and offers them back (issue 8). */
  draft?: GridDraftBinding;
  /** Live updates from the other users on this record (issue 11): remote row changes apply in place. */
  live?: LiveGridBinding;
  /** After any change of the rows (an edit here or a remote one): the rows in display order. */
  onRowsChange?: (rows: GridRowValues[]) => void;
  ref?: Ref<GridCardsRef>;
}
