import { useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { DictItem } from '../../../shared/domain/contract/dict';
import { OPTION_CELL_TYPES } from '../../../shared/domain/grid/cell-types';
import {
  mergeOptions,
  normaliseOptions,
  type GridColumn,
  type GridOption,
  type GridRowValues,
} from '../../../shared/domain/grid/column';
import { GRID_DEFAULTS } from '../../../shared/domain/grid/constants';
import { GridStore, type DisabledRowsRule } from '../../../shared/domain/grid/store';
import { dictOptionsQueryOptions } from '../../../shared/dict/dict-cache';

/**
 * The phone's GridStore, kept in step with the props (the same store and engine as the desktop
 * grid; these few hook lines are repeated because the shells never import each other).
 */
export function useCardsStore(props: {
  columns: readonly GridColumn[];
  dataSource?: readonly Readonly<GridRowValues>[];
  rowKey?: string;
  dragSort: boolean;
  dragSortKey?: string;
  disabledRows?: DisabledRowsRule;
}): GridStore {
  const { columns, dataSource, disabledRows } = props;
  const sortKey = props.dragSort ? (props.dragSortKey ?? GRID_DEFAULTS.dragSortKey) : null;
  const [store] = useState(() => {
    const s = new GridStore({ columns, rowKey: props.rowKey, dragSortKey: sortKey, disabledRows });
    if (dataSource) s.load(dataSource);
    return s;
  });
  const loaded = useRef(dataSource);
  useLayoutEffect(() => {
    if (store.getColumns().length !== columns.length || store.getColumns().some((c, i) => c !== columns[i])) {
      store.setColumns(columns);
    }
  }, [store, columns]);
  useLayoutEffect(() => {
    if (!dataSource || loaded.current === dataSource) return;
    loaded.current = dataSource;
    store.load(dataSource);
  }, [store, dataSource]);
  useLayoutEffect(() => store.setDragSortKey(sortKey), [store, sortKey]);
  useLayoutEffect(() => store.setDisabledRows(disabledRows ?? null), [store, disabledRows]);
  return store;
}

/** Re-renders on any change of the store (the card list shows a page of rows, not 10,000). */
export function useStoreChanges(store: GridStore): number {
  const counter = useRef(0);
  const subscribe = useCallback(
    (listener: () => void) =>
      store.subscribe(() => {
        counter.current++;
        listener();
      }),
    [store],
  );
  const read = () => counter.current;
  return useSyncExternalStore(subscribe, read, read);
}

const dictDataOf = (results: UseQueryResult<DictItem[]>[]): (DictItem[] | undefined)[] =>
  results.map((r) => r.data);

/** Options per column: static options, then the dictionary's items not already listed. */
export function useColumnOptions(columns: readonly GridColumn[]): ReadonlyMap<string, GridOption[]> {
  const codes = useMemo(
    () => [
      ...new Set(
        columns
          .filter((c) => c.dictCode && OPTION_CELL_TYPES.includes(c.type))
          .map((c) => c.dictCode as string),
      ),
    ],
    [columns],
  );
  const dictData = useQueries({
    queries: codes.map((code) => dictOptionsQueryOptions(code)),
    combine: dictDataOf,
  });
  return useMemo(() => {
    const byCode = new Map(codes.map((code, i) => [code, normaliseOptions(dictData[i] ?? [])]));
    const map = new Map<string, GridOption[]>();
    for (const c of columns) {
      const own = normaliseOptions(c.options);
      map.set(c.key, c.dictCode ? mergeOptions(own, byCode.get(c.dictCode) ?? []) : own);
    }
    return map;
  }, [columns, codes, dictData]);
}
