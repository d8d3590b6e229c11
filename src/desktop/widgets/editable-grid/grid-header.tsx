import { Checkbox } from 'antd';
import type { GridColumn } from '../../../shared/domain/grid/column';
import { useGrid } from './grid-context';
import type { GridLayout } from './grid-layout';
import { useStructureVersion } from './use-grid-store';

function isRequired(column: GridColumn): boolean {
  return (column.validateRules ?? []).some((r) => r.required === true || r.pattern === '*');
}

/**
 * The header row (sticky at the top of the scroll area): drag column, select-all (indeterminate
 * when some selectable rows are selected; disabled rows never count), row number and the titles
 * of the data columns in the horizontal window. Required columns carry a red asterisk.
 */
export function GridHeader(props: {
  layout: GridLayout;
  colStart: number;
  colEnd: number;
  dragSort: boolean;
  rowSelection: boolean;
  rowNumber: boolean;
}) {
  const { layout, colStart, colEnd } = props;
  const grid = useGrid();
  useStructureVersion(grid.store);
  const selection = grid.store.getSelectionState();
  const titles = [];
  for (let i = colStart; i < colEnd; i++) {
    const column = layout.columns[i];
    if (!column) continue;
    titles.push(
      <div
        key={column.key}
        role="columnheader"
        aria-colindex={i + 1}
        className="cwxt-grid-head-cell"
        style={{ left: layout.offsets[i] ?? 0, width: layout.widths[i] ?? 0 }}
      >
        {isRequired(column) && (
          <span className="cwxt-grid-required" aria-hidden="true">
            *
          </span>
        )}
        <span className="cwxt-grid-head-title">{column.title}</span>
      </div>,
    );
  }
  return (
    <div
      className="cwxt-grid-header"
      role="rowgroup"
      style={{ width: layout.totalWidth, height: layout.headerHeight }}
    >
      <div
        role="row"
        aria-rowindex={1}
        className="cwxt-grid-header-row"
        style={{ height: layout.headerHeight }}
      >
        {layout.fixedWidth > 0 && (
          <div className="cwxt-grid-fixed cwxt-grid-fixed--head" style={{ width: layout.fixedWidth }}>
            {layout.fixed.expand > 0 && (
              <div
                role="columnheader"
                aria-label="子表"
                className="cwxt-grid-fixed-cell"
                style={{ width: layout.fixed.expand }}
              />
            )}
            {props.dragSort && (
              <div
                role="columnheader"
                aria-label="排序"
                className="cwxt-grid-fixed-cell"
                style={{ width: layout.fixed.dragSort }}
              />
            )}
            {props.rowSelection && (
              <div
                role="columnheader"
                className="cwxt-grid-fixed-cell"
                style={{ width: layout.fixed.selection }}
              >
                <Checkbox
                  aria-label="全选"
                  checked={selection.all}
                  indeterminate={selection.indeterminate}
                  disabled={selection.selectableCount === 0}
                  onChange={(e) => grid.store.selectAll(e.target.checked)}
                />
              </div>
            )}
            {props.rowNumber && (
              <div
                role="columnheader"
                className="cwxt-grid-fixed-cell"
                style={{ width: layout.fixed.rowNumber }}
              >
                #
              </div>
            )}
          </div>
        )}
        <div className="cwxt-grid-cells" style={{ width: layout.dataWidth }}>
          {titles}
        </div>
      </div>
    </div>
  );
}
