import type { GridColumn, GridRowValues } from './column';

/**
 * The sub-table popover of the editable grid (JeecgBoot JVxeSubPopover): a row's expand control
 * opens a read-only grid of rows fetched for that row. Opening is retried up to 3 times (four
 * attempts, like the original's `level > 3`); then it fails with 打开子表失败.
 */

export const SUB_TABLE_MESSAGES = {
  openFailed: '打开子表失败',
} as const;

export const SUB_TABLE_RETRIES = 3;
/** Width of the grid's expand column. */
export const SUB_TABLE_EXPAND_WIDTH = 40;
/** Pause before each retry: a brief network hiccup has passed, a user barely notices. */
export const SUB_TABLE_RETRY_DELAY_MS = 200;

/** The grid's `subTable` prop: what to fetch for a row and how to show it. */
export interface GridSubTable {
  /** Columns of the read-only sub-grid. */
  columns: readonly GridColumn[];
  /** List URL answered with an array, a Page `{ records }` or `{ list }`. */
  url: string;
  /** Query parameters for one row, e.g. `(row) => ({ id: row.id })`. */
  params(row: Readonly<GridRowValues>): Readonly<Record<string, string | number | undefined>>;
  /** Popover title (default 子表). */
  title?: string;
  /** Key field of the sub-rows (default id). */
  rowKey?: string;
  /** Popover width in px (default 640). */
  width?: number;
}

export type RetryOutcome<T> = { ok: true; value: T; attempts: number } | { ok: false; attempts: number };

/**
 * Runs `attempt` once and then up to `retries` more times while it rejects, waiting `wait()`
 * between tries. `cancelled()` stops early (the popover closed): the outcome is then a failure
 * nobody reads.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  options: { retries?: number; wait?: () => Promise<void>; cancelled?: () => boolean } = {},
): Promise<RetryOutcome<T>> {
  const retries = options.retries ?? SUB_TABLE_RETRIES;
  let attempts = 0;
  while (attempts <= retries) {
    if (attempts > 0 && options.wait) await options.wait();
    if (options.cancelled?.()) break;
    attempts++;
    try {
      return { ok: true, value: await attempt(), attempts };
    } catch {
      // Next try; the last failure becomes 打开子表失败.
    }
  }
  return { ok: false, attempts };
}
