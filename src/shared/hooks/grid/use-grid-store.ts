import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { OPTION_CELL_TYPES } from '../../domain/grid/cell-types';
import {
  mergeOptions,
  normaliseOptions,
  type GridColumn,
  type GridOption,
  type GridRowValues,
} from '../../domain/grid/column';
import { GRID_DEFAULTS } from '../../domain/grid/constants';
import { GridStore, type DisabledRowsRule } from '../../domain/grid/store';
import type { DictItem } from '../../domain/contract/dict';
import { dictOptionsQueryOptions } from '../../dict/dict-cache';

export interface GridStoreProps {
  columns: readonly GridColumn[];
  dataSource?: readonly Readonly<GridRowValues>[];
  rowKey?: string;
  dragSort: boolean;
  dragSortKey?: string;
  disabledRows?: DisabledRowsRule;
}

/**
 * One GridStore for the grid's life (desktop grid and phone cards alike), kept in step with the
 * props: new columns, a new data source (replaces the rows), the drag-sort key and the disabled-row rule.
 */
export function useGridStore(props: GridStoreProps): GridStore {
  const { columns, dataSource, dragSort, dragSortKey, disabledRows } = props;
  const sortKey = dragSort ? (dragSortKey ?? GRID_DEFAULTS.dragSortKey) : null;
  // The first rows are loaded when the store is made, so the first paint already shows them.
  const [store] = useState(() => {
    const s = new GridStore({ columns, rowKey: props.rowKey, dragSortKey: sortKey, disabledRows });
    if (dataSource) s.load(dataSource);
    return s;
  });
  const loaded = useRef(dataSource);

  // Later changes apply before paint; the store notifies the rows itself.
  useLayoutEffect(() => {
    if (!sameColumns(store.getColumns(), columns)) store.setColumns(columns);
  }, [store, columns]);
  useLayoutEffect(() => {
    if (!dataSource || loaded.current === dataSource) return;
    loaded.current = dataSource;
    store.load(dataSource);
  }, [store, dataSource]);
  useLayoutEffect(() => {
    store.setDragSortKey(sortKey);
  }, [store, sortKey]);
  useLayoutEffect(() => {
    store.setDisabledRows(disabledRows ?? null);
  }, [store, disabledRows]);
  return store;
}

function sameColumns(a: readonly GridColumn[], b: readonly GridColumn[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i]);
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
    // dictData is structurally shared by react-query: it changes only when an answer arrives.
  }, [columns, codes, dictData]);
}
