import { displayScaled, toScaled } from '../money/figures';
import { statisticsKinds, type GridColumn, type GridStatisticsKind } from './column';
import { withThousandsSeparators } from './number-input';

/**
 * The statistics row (合计 / 平均). Sums are exact: scaled bigints at the column's `precision`
 * (a column without one keeps up to 10 decimals and shows what the sum needs); only a column that
 * opts in (`statisticsInteger`) sums integer parts, as JeecgBoot's JVxeTable does. The store keeps
 * running sums, so a keystroke costs O(1).
 */
export const STATISTICS_LABELS: Readonly<Record<GridStatisticsKind, string>> = {
  sum: '合计',
  average: '平均',
};

/** The scale a column without a declared precision sums at. */
export const FREE_SCALE = 10;
/** An average's decimals when the column declares no precision. */
const AVERAGE_DECIMALS = 2;

/** A cell's integer part (`parseInt`), 0 for anything that is not a number (isOrder, opt-in sums). */
export function statisticNumber(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
  return Number.isFinite(n) ? n : 0;
}

/** How a statistics column adds up its cells. */
export interface SumRule {
  key: string;
  /** Fraction digits of the running sum. */
  scale: number;
  integer: boolean;
}

export function sumRuleOf(column: Pick<GridColumn, 'key' | 'precision' | 'statisticsInteger'>): SumRule {
  if (column.statisticsInteger) return { key: column.key, scale: 0, integer: true };
  const p = column.precision;
  const scale = typeof p === 'number' && Number.isInteger(p) && p >= 0 && p <= FREE_SCALE ? p : FREE_SCALE;
  return { key: column.key, scale, integer: false };
}

/** A cell's contribution to the running sum at the rule's scale (0 for blanks and non-numbers). */
export function contribution(rule: SumRule, value: unknown): bigint {
  if (rule.integer) return BigInt(statisticNumber(value));
  return toScaled(value, rule.scale) ?? 0n;
}

/** Strips a free-scale figure's trailing zeros: 3.7500000000 → 3.75, 12.0000000000 → 12. */
function trimFree(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** The 合计 figure: grouped, at the column's precision (the same text the lines show). */
export function formatSum(sum: bigint, rule: SumRule, precision?: number): string {
  if (rule.integer) return withThousandsSeparators(sum.toString());
  const text = displayScaled(sum, rule.scale);
  return precision === undefined ? trimFree(text) : text;
}

/** sum / rowCount rounded half up to `decimals` (0 rows → 0). */
export function formatAverage(sum: bigint, scale: number, rowCount: number, decimals: number): string {
  if (rowCount <= 0) return displayScaled(0n, decimals);
  // value = sum / 10^scale / n, wanted at 10^decimals: sum × 10^decimals / (10^scale × n).
  const num = sum * 10n ** BigInt(decimals);
  const den = 10n ** BigInt(scale) * BigInt(rowCount);
  const neg = num < 0n;
  const abs = neg ? -num : num;
  const q = (abs * 2n + den) / (2n * den);
  return displayScaled(neg ? -q : q, decimals);
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
  sums: ReadonlyMap<string, bigint>,
  rowCount: number,
): StatisticsLine[] {
  const lines: StatisticsLine[] = [];
  for (const kind of ['sum', 'average'] as const) {
    const values: Record<string, string> = {};
    let any = false;
    for (const column of columns) {
      if (!statisticsKinds(column).includes(kind)) continue;
      const rule = sumRuleOf(column);
      const sum = sums.get(column.key) ?? 0n;
      values[column.key] =
        kind === 'sum'
          ? formatSum(sum, rule, column.precision)
          : formatAverage(sum, rule.scale, rowCount, column.precision ?? AVERAGE_DECIMALS);
      any = true;
    }
    if (any) lines.push({ kind, label: STATISTICS_LABELS[kind], values });
  }
  return lines;
}

export function hasStatistics(columns: readonly GridColumn[]): boolean {
  return columns.some((c) => statisticsKinds(c).length > 0);
}
