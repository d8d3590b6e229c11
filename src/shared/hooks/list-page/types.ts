import type { MatchType } from '../../domain/query/rules';
import type { SuperQueryCondition, SuperQueryDraft } from '../../domain/query/super-query';
import type { ResourceSchema } from '../../domain/resources/types';

export type { MatchType, SuperQueryCondition, SuperQueryDraft };

/**
 * The generic list page (spec 002 §4 "Generic list page", CONTRACT §5): what a page configures,
 * what the shell supplies, and what the hook gives back. UI-kit free: both shells render it.
 */

/** The page's endpoints (JeecgListMixin `url`). list/delete/deleteBatch are required by the spec. */
export interface ListPageUrls {
  list?: string;
  delete?: string;
  deleteBatch?: string;
  exportXls?: string;
  importExcel?: string;
}

/** How the hook shows messages and asks for confirmation; each shell provides its kit's version. */
export interface ListPageUi {
  warning(text: string): void;
  /** Configuration errors (请设置url.list属性!). */
  error(text: string): void;
  success(text: string): void;
  /** Resolves true when the user confirms. */
  confirm(options: { title: string; content: string }): Promise<boolean>;
}

export type SortOrder = 'asc' | 'desc';

/** Sorter (spec 002 §3): a field name and asc/desc. */
export interface ListSorter {
  column: string;
  order: SortOrder;
}

/** Pagination (spec 002 §3). `current` is 1-based. */
export interface ListPagination {
  current: number;
  pageSize: number;
  total: number;
}

/** The active advanced query: normalised conditions (domain/query/super-query.ts) and the match type. */
export interface SuperQueryState {
  params: SuperQueryCondition[];
  matchType: MatchType;
}

/** A list record: `id` plus the shown columns (and `<key>_dictText` when the server translated). */
export interface ListRecord {
  id: string;
  [key: string]: unknown;
}

export interface ListPageConfig {
  url: ListPageUrls;
  ui: ListPageUi;
  /** Columns for the `field` parameter come from its `list` fields. */
  schema?: ResourceSchema;
  /** Overrides the `field` columns (without `id`). */
  columns?: string[];
  /** Default createTime desc (CONTRACT §5.1); falls back to `schema.defaultSort`. */
  defaultSort?: ListSorter;
  /** Default ['10','20','30']; the first is the initial page size. */
  pageSizeOptions?: string[];
  /** Sent with every list request and export (e.g. a department id); win over the search form. */
  fixedParams?: Record<string, unknown>;
  /** When true the page loads nothing on mount (it calls loadData itself). */
  disableMixinCreated?: boolean;
  /** Infinite scroll: loading a page after the first appends its records instead of replacing. */
  append?: boolean;
  /** The search the first load starts with (a filter carried in the page's URL). */
  initialQueryParam?: Record<string, unknown>;
}

/** The `sorter` argument of a table change (antd's SorterResult is assignable to it). */
export interface TableSorterLike {
  field?: unknown;
  columnKey?: unknown;
  order?: string | null;
}

export interface TablePaginationLike {
  current?: number;
  pageSize?: number;
}

export interface ListPageState<T extends ListRecord = ListRecord> {
  dataSource: T[];
  ipagination: ListPagination;
  loading: boolean;
  isorter: ListSorter;
  queryParam: Record<string, unknown>;
  superQuery: SuperQueryState;
  selectedRowKeys: string[];
  selectionRows: T[];
  /** True once a list answer arrived (the phone's "no more" text waits for it). */
  loaded: boolean;
}

export interface ListPageController<T extends ListRecord = ListRecord> extends ListPageState<T> {
  pageSizeOptions: string[];
  /** Whether the advanced query is active (at least one condition). */
  superQueryActive: boolean;
  /** Append mode: more records exist on the server. */
  hasMore: boolean;
  url: ListPageUrls;
  /** Reloads the current page, or `page` when given (append mode: page > 1 appends, else page 1). */
  loadData(page?: number): Promise<void>;
  /** Append mode: loads the next page; rejects when it failed (the phone shows its retry link). */
  loadMore(): Promise<void>;
  /** Page 1 with the (optionally replaced) query params; clears the selection. */
  searchQuery(nextQueryParam?: Record<string, unknown>): Promise<void>;
  /** Clears the query params and reloads page 1. */
  searchReset(): Promise<void>;
  setQueryParam(next: Record<string, unknown>): void;
  handleTableChange(
    pagination: TablePaginationLike,
    filters?: unknown,
    sorter?: TableSorterLike | TableSorterLike[],
  ): Promise<void>;
  /** Deletes one record (no confirmation here: the shell confirmed). Resolves true on success. */
  handleDelete(id: string): Promise<boolean>;
  /** Warns 请选择一条记录！ without a selection, else confirms and deletes the selection. */
  batchDel(): Promise<boolean>;
  onSelectChange(keys: readonly (string | number | bigint)[], rows: readonly T[]): void;
  onClearSelected(): void;
  /**
   * The advanced query builder's rows (empty rows are dropped; none left or null = off). Reloads
   * page 1. Rows the domain rejects (unknown rule, too many) warn and change nothing.
   */
  handleSuperQuery(
    params: readonly SuperQueryDraft[] | null | undefined,
    matchType?: MatchType,
  ): Promise<void>;
  /** GET url.exportXls with the query params (+ `selections`), saved as `{fileName}.xls`. */
  handleExportXls(fileName?: string): Promise<void>;
  /** The query parameters the next list request sends (CONTRACT §5.1), without `_t`. */
  getQueryParams(): Record<string, unknown>;
}
