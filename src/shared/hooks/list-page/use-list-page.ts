import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createListActions, defaultSorterOf, type ListStore } from './list-actions';
import { DEFAULT_PAGE_SIZE_OPTIONS } from './query-params';
import type { ListPageConfig, ListPageController, ListPageState, ListRecord } from './types';

function pageSizeOptionsOf(config: ListPageConfig): string[] {
  return config.pageSizeOptions && config.pageSizeOptions.length > 0
    ? config.pageSizeOptions
    : [...DEFAULT_PAGE_SIZE_OPTIONS];
}

function initialState<T extends ListRecord>(config: ListPageConfig): ListPageState<T> {
  const pageSize = Number(pageSizeOptionsOf(config)[0]) || 10;
  return {
    dataSource: [],
    ipagination: { current: 1, pageSize, total: 0 },
    loading: false,
    isorter: defaultSorterOf(config),
    queryParam: config.initialQueryParam ?? {},
    superQuery: { params: [], matchType: 'and' },
    selectedRowKeys: [],
    selectionRows: [],
    loaded: false,
  };
}

/**
 * The generic list page (spec 002 §4, JeecgListMixin): paging, sorting, searching, advanced query,
 * selection, delete and export over the list contract (CONTRACT §5). UI-kit free: the shell passes
 * `ui` for messages and confirmations. Loads page 1 on mount unless `disableMixinCreated`.
 * The config may be a new object on every render; the latest one is used.
 */
export function useListPage<T extends ListRecord = ListRecord>(
  config: ListPageConfig,
): ListPageController<T> {
  const [state, setState] = useState<ListPageState<T>>(() => initialState<T>(config));
  const stateRef = useRef(state);
  const configRef = useRef(config);
  useLayoutEffect(() => {
    configRef.current = config;
  });

  const actions = useMemo(() => {
    const store: ListStore<T> = {
      get: () => stateRef.current,
      set: (patch) => {
        // The ref is updated at once so an action sequence (fix page → reload) reads its own writes.
        stateRef.current = { ...stateRef.current, ...patch };
        setState(stateRef.current);
      },
      config: () => configRef.current,
    };
    return createListActions(store);
  }, []);

  useEffect(() => {
    if (!configRef.current.disableMixinCreated) void actions.initialLoad();
  }, [actions]);

  // Before the first answer there may be more; afterwards the total decides.
  const hasMore =
    Boolean(config.append) && (!state.loaded || state.dataSource.length < state.ipagination.total);

  const { initialLoad: _initialLoad, ...publicActions } = actions;
  return {
    ...state,
    ...publicActions,
    pageSizeOptions: pageSizeOptionsOf(config),
    superQueryActive: state.superQuery.params.length > 0,
    hasMore,
    url: config.url,
  };
}
