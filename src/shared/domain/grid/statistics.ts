import { statisticsKinds, type GridColumn, type GridStatisticsKind } from './column';
import { withThousandsSeparators } from './number-input';

/**
 * The statistics row (spec 001 §3 `statistics`, §5 "Statistics row sums integer-parsed number
 * columns", §9 thousands separators). The store keeps running sums, so a keystroke costs O(1).
 */
export const STATISTICS_LABELS: Readonly<Record<GridStatisticsKind, string>> = {
  sum: '合计',
  average: '平均',
};

/** A cell's contribution: its integer part (`parseInt`), 0 for anything that is not a number. */
export function statisticNumber(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
  return Number.isFinite(n) ? n : 0;
}

export function formatSum(sum: number): string {
  return withThousandsSeparators(String(sum));
}

/** Average over every row, two decimals (0 rows → 0.00). */
export function formatAverage(sum: number, rowCount: number): string {
  const average = rowCount > 0 ? sum / rowCount : 0;
  return withThousandsSeparators(average.toFixed(2));
}

export interface StatisticsLine {
  kind: GridStatisticsKind;
  label: string;
  /** Column key → formatted figure, only for columns that ask for this kind. */
  values: Record<string, string>;
}

/** The statistics lines to show (sum first, then average), or [] when no column asks for one. */
export function buildStatisticsLines(
  columns: readonly GridColumn[],
  sums: ReadonlyMap<string, number>,
  rowCount: number,
): StatisticsLine[] {
  const lines: StatisticsLine[] = [];
  for (const kind of ['sum', 'average'] as const) {
    const values: Record<string, string> = {};
    let any = false;
    for (const column of columns) {
      if (!statisticsKinds(column).includes(kind)) continue;
      const sum = sums.get(column.key) ?? 0;
      values[column.key] = kind === 'sum' ? formatSum(sum) : formatAverage(sum, rowCount);
      any = true;
    }
    if (any) lines.push({ kind, label: STATISTICS_LABELS[kind], values });
  }
  return lines;
}

export function hasStatistics(columns: readonly GridColumn[]): boolean {
  return columns.some((c) => statisticsKinds(c).length > 0);
}
