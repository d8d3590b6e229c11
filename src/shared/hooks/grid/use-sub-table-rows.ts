import { useCallback, useEffect, useState } from 'react';
import { getAction } from '../../api/http';
import type { GridRowValues } from '../../domain/grid/column';
import {
  SUB_TABLE_MESSAGES,
  SUB_TABLE_RETRY_DELAY_MS,
  withRetries,
  type GridSubTable,
} from '../../domain/grid/sub-table';
import { listOfResult } from '../../domain/widgets/tree-table/response-shape';

export type SubTableRows =
  { status: 'loading' } | { status: 'ok'; rows: GridRowValues[] } | { status: 'failed'; message: string };

/** One GET of the sub-rows; a failed envelope or an unknown shape counts as a failed try. */
async function fetchSubRows(url: string, params: Record<string, unknown>): Promise<GridRowValues[]> {
  const res = await getAction<unknown>(url, params);
  if (!res.success) throw new Error(res.message);
  const shape = listOfResult(res.result);
  if (!shape.ok) throw new Error(shape.message);
  return shape.rows;
}

/**
 * The rows of one grid row's sub-table, fetched while mounted (the popover is open) with up to 3
 * retries; after the last failure the state carries 打开子表失败. `retry()` starts over.
 */
export function useSubTableRows(
  config: Pick<GridSubTable, 'url' | 'params'>,
  row: Readonly<GridRowValues>,
): SubTableRows & { retry(): void } {
  const { url } = config;
  // The params are compared by value: callers pass a fresh function/object on every render.
  const paramsKey = JSON.stringify(config.params(row));
  const [round, setRound] = useState(0);
  const [state, setState] = useState<SubTableRows>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    const params = JSON.parse(paramsKey) as Record<string, unknown>;
    void withRetries(() => fetchSubRows(url, params), {
      wait: () => new Promise((resolve) => setTimeout(resolve, SUB_TABLE_RETRY_DELAY_MS)),
      cancelled: () => cancelled,
    }).then((outcome) => {
      if (cancelled) return;
      setState(
        outcome.ok
          ? { status: 'ok', rows: outcome.value }
          : { status: 'failed', message: SUB_TABLE_MESSAGES.openFailed },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [url, paramsKey, round]);

  const retry = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, retry };
}
