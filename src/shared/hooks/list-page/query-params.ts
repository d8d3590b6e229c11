import { encodeSuperQuery as encodeConditions } from '../../domain/query/super-query';
import type {
  ListPagination,
  ListSorter,
  SuperQueryState,
  TablePaginationLike,
  TableSorterLike,
} from './types';

/** CONTRACT §5.1 defaults. */
export const DEFAULT_SORTER: ListSorter = { column: 'createTime', order: 'desc' };
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly string[] = ['10', '20', '30'];

/** `filterObj`: drops keys whose value is null, undefined or ''. */
export function dropEmpty(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    out[key] = value;
  }
  return out;
}

/** `field` = "id," followed by ",col" per column: `id,,col1,col2` (CONTRACT §5.1). */
export function queryFieldParam(columns: readonly string[]): string {
  return `id,${columns.map((c) => `,${c}`).join('')}`;
}

/** `superQueryParams` is encodeURI(JSON) and axios encodes it once more (CONTRACT §5.4). */
export function encodeSuperQuery(superQuery: SuperQueryState): Record<string, string> {
  if (superQuery.params.length === 0) return {};
  return {
    superQueryParams: encodeConditions(superQuery.params),
    superQueryMatchType: superQuery.matchType,
  };
}

export interface ListParamsInput {
  superQuery: SuperQueryState;
  queryParam: Record<string, unknown>;
  fixedParams?: Record<string, unknown>;
  isorter: ListSorter;
  columns: readonly string[];
  pagination: Pick<ListPagination, 'current' | 'pageSize'>;
}

/** The list request's query string (getQueryParams): advanced query, search form, sorter, field, paging. */
export function buildListParams(input: ListParamsInput): Record<string, unknown> {
  return dropEmpty({
    ...encodeSuperQuery(input.superQuery),
    ...input.queryParam,
    ...input.fixedParams,
    column: input.isorter.column,
    order: input.isorter.order,
    field: queryFieldParam(input.columns),
    pageNo: input.pagination.current,
    pageSize: input.pagination.pageSize,
  });
}

function sorterField(sorter: TableSorterLike): string | null {
  const raw = sorter.field ?? sorter.columnKey;
  if (Array.isArray(raw)) return raw.map(String).join('.') || null;
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw) || null : null;
}

/** A table sort: ascend → asc, any other order → desc, no order (sort cleared) → the default. */
export function sorterFromTable(
  sorter: TableSorterLike | readonly TableSorterLike[] | undefined,
  fallback: ListSorter,
): ListSorter {
  const first = Array.isArray(sorter) ? sorter[0] : (sorter as TableSorterLike | undefined);
  if (!first?.order) return fallback;
  const column = sorterField(first);
  if (!column) return fallback;
  return { column, order: first.order === 'ascend' ? 'asc' : 'desc' };
}

/** The table's new paging: its current/pageSize, keeping the total until the answer arrives. */
export function paginationFromTable(next: TablePaginationLike, previous: ListPagination): ListPagination {
  return {
    current: next.current && next.current > 0 ? next.current : previous.current,
    pageSize: next.pageSize && next.pageSize > 0 ? next.pageSize : previous.pageSize,
    total: previous.total,
  };
}

/**
 * "Delete fixes the page number" (reCalculatePage): after removing `count` records, a page past the
 * new last page moves back to it (never below page 1).
 */
export function pageAfterDelete(pagination: ListPagination, count: number): number {
  const remaining = Math.max(0, pagination.total - count);
  const lastPage = Math.max(1, Math.ceil(remaining / pagination.pageSize));
  return Math.min(pagination.current, lastPage);
}
