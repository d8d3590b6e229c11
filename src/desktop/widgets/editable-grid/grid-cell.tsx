import { memo, useMemo, type ReactNode } from 'react';
import type { GridColumn, GridOption } from '../../../shared/domain/grid/column';
import { replaceColumnProps } from '../../../shared/domain/grid/column';
import { cellDisplayText } from '../../../shared/domain/grid/display';
import { cleanRowId } from '../../../shared/domain/grid/row-id';
import { customRenderer } from './cell-registry';
import { ALWAYS_SHOWN, BUILT_IN_EDITORS } from './editors';
import { useGrid } from './grid-context';
import type { CellRenderProps } from './types';

const NO_OPTIONS: GridOption[] = [];

export interface GridCellProps {
  /** Internal row id. */
  rowId: string;
  rowIndex: number;
  column: GridColumn;
  value: unknown;
  error: string | undefined;
  disabled: boolean;
  editing: boolean;
  left: number;
  width: number;
  /** Bumps with any change of the row: slot and installed renderers may read other columns. */
  rowVersion: number;
}

function inputPropsOf(column: GridColumn): Readonly<Record<string, unknown>> {
  if (!column.props) return {};
  const props: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(column.props))
    props[k] = typeof v === 'string' ? replaceColumnProps(column, v) : v;
  return props;
}

/**
 * One data cell. Not being edited it shows text (cheap for a 10,000-row grid); a click or focus
 * makes it the active cell and its editor appears with focus. A failing cell is marked
 * (aria-invalid, red frame); the grid's one tooltip shows its message while it is hovered or
 * focused (GridTooltip).
 */
export const GridCell = memo(function GridCell(props: GridCellProps) {
  const { rowId, rowIndex, column, value, error, editing, left, width } = props;
  const grid = useGrid();
  const invalid = error !== undefined;
  const disabled = props.disabled || grid.disabled || column.disabled === true;
  const options = grid.options.get(column.key) ?? NO_OPTIONS;
  const inputProps = useMemo(() => inputPropsOf(column), [column]);
  const custom = customRenderer(column.type, grid.renderers);
  const editor = BUILT_IN_EDITORS[column.type];
  const canEdit = !disabled && (editor !== null || !!custom);

  const renderProps: CellRenderProps = {
    column,
    rowId: cleanRowId(rowId),
    rowIndex,
    value,
    row: grid.store.getRow(rowId) ?? {},
    options,
    disabled,
    invalid,
    placeholder: replaceColumnProps(column, column.placeholder ?? ''),
    ariaLabel: `第${rowIndex + 1}行 ${column.title}`,
    autoFocus: editing && !grid.alwaysEdit,
    inputProps,
    onChange: (next, others) => grid.commit(rowId, column.key, next, 'change', others),
    onInput: (next) => grid.commit(rowId, column.key, next, 'input'),
    onBlur: (finalValue) => grid.blur(rowId, column.key, finalValue),
    stopEditing: () => grid.active.set(null),
  };

  // Editors and renderers are components (they may hold state and hooks); a renderer given to the
  // grid must keep its identity across renders (a module-level function), or it would remount.
  let content: ReactNode;
  let showsEditor = true;
  if (column.type === 'slot') {
    const Slot = grid.slots[column.slot ?? ''];
    content = Slot ? <Slot {...renderProps} /> : cellDisplayText(column, value, options);
  } else if (custom) {
    const Custom = custom;
    content = <Custom {...renderProps} />;
  } else if (editor && (grid.alwaysEdit || editing || ALWAYS_SHOWN.has(column.type))) {
    const Editor = editor;
    content = <Editor {...renderProps} />;
  } else {
    showsEditor = false;
    content = <span className="cwxt-grid-text">{cellDisplayText(column, value, options)}</span>;
  }

  const activate = () => {
    if (!showsEditor && canEdit && !grid.alwaysEdit) grid.active.set({ rowId, key: column.key });
  };

  const address = { rowId, key: column.key };
  return (
    <div
      role="gridcell"
      aria-invalid={invalid || undefined}
      aria-readonly={!canEdit || undefined}
      data-key={column.key}
      className={`cwxt-grid-cell${invalid ? ' cwxt-grid-cell--invalid' : ''}${editing ? ' cwxt-grid-cell--editing' : ''}`}
      style={{ left, width }}
      // A text cell takes keyboard focus and turns into its editor, like a click.
      tabIndex={showsEditor ? undefined : canEdit ? 0 : -1}
      onClick={activate}
      onFocus={(e) => {
        grid.tooltip.setFocused(address);
        if (e.target === e.currentTarget) activate();
      }}
      onBlur={() => grid.tooltip.blur(address)}
      onMouseEnter={() => grid.tooltip.setHovered(address)}
      onMouseLeave={() => grid.tooltip.leave(address)}
    >
      {content}
    </div>
  );
});
