import { memo, useSyncExternalStore } from 'react';
import { Checkbox, Tag } from 'antd';
import { customRenderer } from './cell-registry';
import { DragHandle, type DragActions } from './drag-handle';
import { GridCell } from './grid-cell';
import { useGrid } from './grid-context';
import type { GridLayout } from './grid-layout';
import { ExpandButton, OpenSubTable, SubTablePopover } from './sub-table-popover';

/** Grids without a sub-table subscribe to a store that never opens. */
const NO_SUB_TABLE = new OpenSubTable();

export interface GridRowProps {
  /** Internal row id. */
  rowId: string;
  index: number;
  rowCount: number;
  layout: GridLayout;
  /** Data columns to render, [start, end). */
  colStart: number;
  colEnd: number;
  drag: DragActions | null;
  rowSelection: boolean;
  rowNumber: boolean;
}

/**
 * One virtual row, absolutely placed at index × row height. It re-renders only when its own
 * version (values, errors, selection) or the active cell in it changes; cells are memoised too.
 */
export const GridRow = memo(function GridRow(props: GridRowProps) {
  const { rowId, index, layout, colStart, colEnd, drag } = props;
  const grid = useGrid();
  const { store } = grid;
  const readVersion = () => store.getRowVersion(rowId);
  const readActive = () => grid.active.keyFor(rowId);
  const version = useSyncExternalStore(store.subscribe, readVersion, readVersion);
  const activeKey = useSyncExternalStore(grid.active.subscribe, readActive, readActive);
  const openStore = grid.subTableOpen ?? NO_SUB_TABLE;
  const readOpen = () => openStore.isOpen(rowId);
  const subTableOpen = useSyncExternalStore(openStore.subscribe, readOpen, readOpen);
  const row = store.getRow(rowId);
  if (!row) return null;
  const selected = store.isSelected(rowId);
  const rowDisabled = store.isRowDisabled(rowId);
  const errors = store.errors.ofRow(rowId);
  // LiveRows touches the row when its conflict starts or ends, so this read stays current.
  const conflict = grid.liveRows?.conflictOf(rowId);

  // The edited column stays rendered even when scrolled out of the window, so it keeps focus.
  const indexes: number[] = [];
  for (let i = colStart; i < colEnd; i++) indexes.push(i);
  const activeIndex = activeKey ? layout.columns.findIndex((c) => c.key === activeKey) : -1;
  if (activeIndex >= 0 && (activeIndex < colStart || activeIndex >= colEnd)) indexes.push(activeIndex);
  const cells = indexes.map((i) => {
    const column = layout.columns[i];
    if (!column) return null;
    return (
      <GridCell
        key={column.key}
        rowId={rowId}
        rowIndex={index}
        column={column}
        value={row[column.key]}
        error={errors.get(column.key)}
        disabled={rowDisabled}
        editing={activeKey === column.key}
        left={layout.offsets[i] ?? 0}
        width={layout.widths[i] ?? 0}
        rowVersion={column.type === 'slot' || customRenderer(column.type, grid.renderers) ? version : 0}
      />
    );
  });

  const element = (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={props.rowSelection ? selected : undefined}
      aria-disabled={rowDisabled || undefined}
      className={`cwxt-grid-row${selected ? ' cwxt-grid-row--selected' : ''}${errors.size > 0 ? ' cwxt-grid-row--invalid' : ''}${conflict ? ' cwxt-grid-row--conflict' : ''}`}
      style={{ top: index * layout.rowHeight, height: layout.rowHeight, width: layout.totalWidth }}
    >
      {layout.fixedWidth > 0 && (
        <div className="cwxt-grid-fixed" style={{ width: layout.fixedWidth }}>
          {layout.fixed.expand > 0 && (
            <div role="gridcell" className="cwxt-grid-fixed-cell" style={{ width: layout.fixed.expand }}>
              <ExpandButton
                rowNumber={index + 1}
                open={subTableOpen}
                onToggle={() => openStore.toggle(rowId)}
              />
            </div>
          )}
          {drag && (
            <div role="gridcell" className="cwxt-grid-fixed-cell" style={{ width: layout.fixed.dragSort }}>
              <DragHandle index={index} rowCount={props.rowCount} actions={drag} />
            </div>
          )}
          {props.rowSelection && (
            <div role="gridcell" className="cwxt-grid-fixed-cell" style={{ width: layout.fixed.selection }}>
              <Checkbox
                aria-label={`选择第${index + 1}行`}
                checked={selected}
                disabled={rowDisabled}
                onChange={(e) => store.setSelected(rowId, e.target.checked)}
              />
            </div>
          )}
          {props.rowNumber && (
            <div
              role="rowheader"
              className="cwxt-grid-fixed-cell cwxt-grid-number"
              style={{ width: layout.fixed.rowNumber }}
            >
              {index + 1}
              {conflict && (
                <Tag color="warning" className="cwxt-grid-live-tag">
                  他人已修改
                </Tag>
              )}
            </div>
          )}
        </div>
      )}
      <div className="cwxt-grid-cells" style={{ width: layout.dataWidth }}>
        {cells}
      </div>
    </div>
  );
  if (!grid.subTable) return element;
  return (
    <SubTablePopover
      config={grid.subTable}
      row={row}
      open={subTableOpen}
      onClose={() => openStore.close(rowId)}
    >
      {element}
    </SubTablePopover>
  );
});
