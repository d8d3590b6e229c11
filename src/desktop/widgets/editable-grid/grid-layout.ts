import { useMemo } from 'react';
import type { GridColumn } from '../../../shared/domain/grid/column';
import {
  columnOffsets,
  columnWidths,
  fixedColumnWidths,
  visibleColumns,
} from '../../../shared/domain/grid/layout';
import { hasStatistics } from '../../../shared/domain/grid/statistics';

/** Pixel geometry shared by the header, the rows and the statistics row. */
export interface GridLayout {
  /** Data columns that render (hidden ones excluded). */
  columns: GridColumn[];
  widths: number[];
  offsets: number[];
  dataWidth: number;
  fixed: { dragSort: number; selection: number; rowNumber: number };
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
}): GridLayout {
  const columns = visibleColumns(input.columns);
  const statistics = hasStatistics(columns);
  const fixed = fixedColumnWidths({ ...input, statistics });
  const fixedWidth = fixed.dragSort + fixed.selection + fixed.rowNumber;
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
  const { columns, containerWidth, rowHeight, dragSort, rowSelection, rowNumber } = input;
  return useMemo(
    () => computeGridLayout({ columns, containerWidth, rowHeight, dragSort, rowSelection, rowNumber }),
    [columns, containerWidth, rowHeight, dragSort, rowSelection, rowNumber],
  );
}
