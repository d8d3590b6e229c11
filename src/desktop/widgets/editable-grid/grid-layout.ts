import { useMemo } from 'react';
import type { GridColumn } from '../../../shared/domain/grid/column';
import {
  columnOffsets,
  columnWidths,
  fixedColumnWidths,
  visibleColumns,
} from '../../../shared/domain/grid/layout';
import { hasStatistics } from '../../../shared/domain/grid/statistics';
import { SUB_TABLE_EXPAND_WIDTH } from '../../../shared/domain/grid/sub-table';

/** Pixel geometry shared by the header, the rows and the statistics row. */
export interface GridLayout {
  /** Data columns that render (hidden ones excluded). */
  columns: GridColumn[];
  widths: number[];
  offsets: number[];
  dataWidth: number;
  fixed: { expand: number; dragSort: number; selection: number; rowNumber: number };
  fixedWidth: number;
  totalWidth: number;
  rowHeight: number;
  headerHeight: number;
  statistics: boolean;
}

export const HEADER_HEIGHT = 40;

export function computeGridLayout(input: {
  columns: readonly GridColumn[];
  containerWidth: number;
  rowHeight: number;
  dragSort: boolean;
  rowSelection: boolean;
  rowNumber: boolean;
  /** A sub-table adds the expand column. */
  subTable?: boolean;
}): GridLayout {
  const columns = visibleColumns(input.columns);
  const statistics = hasStatistics(columns);
  const fixed = {
    expand: input.subTable ? SUB_TABLE_EXPAND_WIDTH : 0,
    ...fixedColumnWidths({ ...input, statistics }),
  };
  const fixedWidth = fixed.expand + fixed.dragSort + fixed.selection + fixed.rowNumber;
  const widths = columnWidths(columns, Math.max(0, input.containerWidth - fixedWidth));
  const offsets = columnOffsets(widths);
  const dataWidth = offsets[offsets.length - 1] ?? 0;
  return {
    columns,
    widths,
    offsets,
    dataWidth,
    fixed,
    fixedWidth,
    totalWidth: fixedWidth + dataWidth,
    rowHeight: input.rowHeight,
    headerHeight: HEADER_HEIGHT,
    statistics,
  };
}

export function useGridLayout(input: Parameters<typeof computeGridLayout>[0]): GridLayout {
  const { columns, containerWidth, rowHeight, dragSort, rowSelection, rowNumber, subTable } = input;
  return useMemo(
    () =>
      computeGridLayout({ columns, containerWidth, rowHeight, dragSort, rowSelection, rowNumber, subTable }),
    [columns, containerWidth, rowHeight, dragSort, rowSelection, rowNumber, subTable],
  );
}
