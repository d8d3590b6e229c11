import { deleteAction, downloadFile, getAction } from '../../api/http';
import { normalizeSuperQuery } from '../../domain/query/super-query';
import type { ResourceSchema } from '../../domain/resources/types';
import { SELECT_ONE_RECORD, urlNotSet } from '../../domain/validation/messages';
import {
  DEFAULT_SORTER,
  buildListParams,
  pageAfterDelete,
  paginationFromTable,
  sorterFromTable,
} from './query-params';
import type {
  ListPageConfig,
  ListPageController,
  ListPageState,
  ListRecord,
  ListSorter,
  MatchType,
  SuperQueryDraft,
} from './types';

/** Texts of the batch-delete confirmation (JeecgListMixin.batchDel). */
export const BATCH_DELETE_CONFIRM = { title: '确认删除', content: '是否删除选中数据?' } as const;
/** Default export file name (spec 002 §7). */
export const DEFAULT_EXPORT_NAME = '导出文件';

/** The state cell the actions work on: `get` is always the latest value, `set` merges synchronously. */
export interface ListStore<T extends ListRecord> {
  get(): ListPageState<T>;
  set(patch: Partial<ListPageState<T>>): void;
  config(): ListPageConfig;
}

export type ListActions<T extends ListRecord> = Omit<
  ListPageController<T>,
  keyof ListPageState<T> | 'pageSizeOptions' | 'superQueryActive' | 'hasMore' | 'url'
> & { initialLoad(): Promise<void> };

/** How a list request ended; 'stale' = a newer request replaced it (its answer is ignored). */
type Outcome = 'ok' | 'failed' | 'stale';

/** `result.records || result` (an array answer is the list itself) and `result.total` (spec 002 §7). */
function readPage<T>(result: unknown): { records: T[]; total: number } {
  const page = result as { records?: unknown; total?: unknown } | null | undefined;
  const records = (page && !Array.isArray(page) && page.records) || page;
  return {
    records: Array.isArray(records) ? (records as T[]) : [],
    total: Number(page && !Array.isArray(page) ? page.total : 0) || 0,
  };
}

/** Columns of the `field` parameter: the configured ones, else the schema's listed, non-secret fields. */
export function listColumns(config: Pick<ListPageConfig, 'columns' | 'schema'>): string[] {
  if (config.columns) return config.columns;
  return (config.schema?.fields ?? []).filter((f) => f.list && !f.secret).map((f) => f.key);
}

export function defaultSorterOf(config: { defaultSort?: ListSorter; schema?: ResourceSchema }): ListSorter {
  if (config.defaultSort) return config.defaultSort;
  const s = config.schema?.defaultSort;
  return s ? { column: s.key, order: s.order } : DEFAULT_SORTER;
}

/**
 * The list page's behaviour (JeecgListMixin, spec 002 §4/§5/§7/§8) over a state cell. Requests
 * are sequenced: only the latest list answer is applied, so a slow old page never overwrites a
 * newer search.
 */
export function createListActions<T extends ListRecord>(store: ListStore<T>): ListActions<T> {
  let seq = 0;
  let inflight: Promise<Outcome> | null = null;

  function getQueryParams(page?: number): Record<string, unknown> {
    const s = store.get();
    const cfg = store.config();
    return buildListParams({
      superQuery: s.superQuery,
      queryParam: s.queryParam,
      fixedParams: cfg.fixedParams,
      isorter: s.isorter,
      columns: listColumns(cfg),
      pagination: { current: page ?? s.ipagination.current, pageSize: s.ipagination.pageSize },
    });
  }

  async function request(page: number, append: boolean): Promise<Outcome> {
    const cfg = store.config();
    if (!cfg.url.list) {
      cfg.ui.error(urlNotSet('list'));
      return 'failed';
    }
    const params = getQueryParams(page);
    const mine = ++seq;
    // Replacing loads move the page at once (the table shows where it is going); appending
    // commits the page only when it arrived, so a failed page is asked for again.
    if (!append) store.set({ ipagination: { ...store.get().ipagination, current: page } });
    store.set({ loading: true });
    try {
      const res = await getAction<unknown>(cfg.url.list, params);
      if (mine !== seq) return 'stale';
      if (!res.success) {
        cfg.ui.warning(res.message);
        return 'failed';
      }
      const { records, total } = readPage<T>(res.result);
      const s = store.get();
      store.set({
        dataSource: append ? [...s.dataSource, ...records] : records,
        ipagination: { ...s.ipagination, current: page, total },
        loaded: true,
      });
      return 'ok';
    } catch {
      // The interceptor already showed the transport error.
      return mine === seq ? 'failed' : 'stale';
    } finally {
      if (mine === seq) store.set({ loading: false });
    }
  }

  function track(p: Promise<Outcome>): Promise<Outcome> {
    inflight = p;
    void p.finally(() => {
      if (inflight === p) inflight = null;
    });
    return p;
  }

  function loadPage(page?: number): Promise<Outcome> {
    const cfg = store.config();
    if (cfg.append) {
      // Infinite scroll: a later page is added below; anything else starts again from page 1.
      return track(page !== undefined && page > 1 ? request(page, true) : request(1, false));
    }
    return track(request(page ?? store.get().ipagination.current, false));
  }

  async function loadData(page?: number): Promise<void> {
    await loadPage(page);
  }

  /** The first load unless one is already running (infinite scroll may have started it). */
  async function initialLoad(): Promise<void> {
    if (!inflight) await loadData();
  }

  async function loadMore(): Promise<void> {
    let outcome: Outcome | undefined = inflight ? await inflight : undefined;
    if (outcome === undefined) {
      const s = store.get();
      if (s.loaded && s.dataSource.length >= s.ipagination.total) return;
      outcome = await loadPage(s.loaded ? s.ipagination.current + 1 : 1);
    }
    // A newer load replaced this one: its outcome is the one that counts.
    while (outcome === 'stale' && inflight) outcome = await inflight;
    if (outcome === 'failed') throw new Error('load more failed');
  }

  function onClearSelected(): void {
    store.set({ selectedRowKeys: [], selectionRows: [] });
  }

  async function searchQuery(nextQueryParam?: Record<string, unknown>): Promise<void> {
    if (nextQueryParam) store.set({ queryParam: nextQueryParam });
    onClearSelected();
    await loadData(1);
  }

  async function searchReset(): Promise<void> {
    store.set({ queryParam: {} });
    await loadData(1);
  }

  function setQueryParam(next: Record<string, unknown>): void {
    store.set({ queryParam: next });
  }

  async function handleTableChange(
    pagination: Parameters<ListActions<T>['handleTableChange']>[0],
    _filters?: unknown,
    sorter?: Parameters<ListActions<T>['handleTableChange']>[2],
  ): Promise<void> {
    const s = store.get();
    store.set({
      isorter: sorterFromTable(sorter, defaultSorterOf(store.config())),
      ipagination: paginationFromTable(pagination, s.ipagination),
    });
    await loadData();
  }

  /** After `count` records were deleted: fix the page number, then reload. */
  async function afterDelete(count: number): Promise<void> {
    const cfg = store.config();
    if (cfg.append) {
      await loadData(1);
      return;
    }
    const s = store.get();
    store.set({ ipagination: { ...s.ipagination, current: pageAfterDelete(s.ipagination, count) } });
    await loadData();
  }

  async function runDelete(url: string, params: Record<string, string>): Promise<boolean> {
    const cfg = store.config();
    store.set({ loading: true });
    try {
      const res = await deleteAction<unknown>(url, params);
      if (!res.success) {
        cfg.ui.warning(res.message);
        return false;
      }
      cfg.ui.success(res.message);
      return true;
    } catch {
      return false;
    } finally {
      store.set({ loading: false });
    }
  }

  async function handleDelete(id: string): Promise<boolean> {
    const cfg = store.config();
    if (!cfg.url.delete) {
      cfg.ui.error(urlNotSet('delete'));
      return false;
    }
    if (!(await runDelete(cfg.url.delete, { id }))) return false;
    // A deleted record must not stay selected for a later batch action.
    const s = store.get();
    store.set({
      selectedRowKeys: s.selectedRowKeys.filter((k) => k !== id),
      selectionRows: s.selectionRows.filter((r) => r.id !== id),
    });
    await afterDelete(1);
    return true;
  }

  async function batchDel(): Promise<boolean> {
    const cfg = store.config();
    if (!cfg.url.deleteBatch) {
      cfg.ui.error(urlNotSet('deleteBatch'));
      return false;
    }
    const keys = store.get().selectedRowKeys;
    if (keys.length === 0) {
      cfg.ui.warning(SELECT_ONE_RECORD);
      return false;
    }
    if (!(await cfg.ui.confirm(BATCH_DELETE_CONFIRM))) return false;
    if (!(await runDelete(cfg.url.deleteBatch, { ids: keys.join(',') }))) return false;
    onClearSelected();
    await afterDelete(keys.length);
    return true;
  }

  function onSelectChange(keys: readonly (string | number | bigint)[], rows: readonly T[]): void {
    store.set({ selectedRowKeys: keys.map(String), selectionRows: [...rows] });
  }

  async function handleSuperQuery(
    params: readonly SuperQueryDraft[] | null | undefined,
    matchType: MatchType = 'and',
  ): Promise<void> {
    const normalized = normalizeSuperQuery(params ?? []);
    if (!normalized.ok) {
      store.config().ui.warning(normalized.error);
      return;
    }
    store.set({ superQuery: { params: normalized.conditions, matchType } });
    await loadData(1);
  }

  async function handleExportXls(fileName?: string): Promise<void> {
    const cfg = store.config();
    if (!cfg.url.exportXls) {
      cfg.ui.error(urlNotSet('exportXls'));
      return;
    }
    const name = typeof fileName === 'string' && fileName ? fileName : DEFAULT_EXPORT_NAME;
    const params = getQueryParams();
    const keys = store.get().selectedRowKeys;
    if (keys.length > 0) params.selections = keys.join(',');
    await downloadFile(cfg.url.exportXls, params, `${name}.xls`).catch(() => undefined);
  }

  return {
    loadData,
    initialLoad,
    loadMore,
    searchQuery,
    searchReset,
    setQueryParam,
    handleTableChange,
    handleDelete,
    batchDel,
    onSelectChange,
    onClearSelected,
    handleSuperQuery,
    handleExportXls,
    getQueryParams: () => getQueryParams(),
  };
}
