// Paging input and the MyBatis-Plus `IPage` result shape (CONTRACT §5.5).
import type { Page } from '../../../src/shared/domain/contract/result';
import { queryText, type RawQuery } from './query-input';

export const DEFAULT_PAGE_NO = 1;
export const DEFAULT_PAGE_SIZE = 10;
/** Lists never hand out more than this many rows per page (JeecgBoot had no cap: pageSize=-1 meant all). */
export const MAX_PAGE_SIZE = 1000;

export interface Paging {
  pageNo: number;
  pageSize: number;
  offset: number;
}

function positiveInt(value: unknown): number | null {
  const text = queryText(value)?.trim();
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/**
 * `pageNo` / `pageSize` → paging. Missing, non-numeric or < 1 → the defaults (1 / 10);
 * pageSize above `maxPageSize` (default 1000; a service may choose another cap) is cut to it.
 */
export function parsePaging(query: RawQuery, opts: { maxPageSize?: number } = {}): Paging {
  const max = Math.max(1, opts.maxPageSize ?? MAX_PAGE_SIZE);
  const pageNo = positiveInt(query.pageNo) ?? DEFAULT_PAGE_NO;
  const pageSize = Math.min(positiveInt(query.pageSize) ?? DEFAULT_PAGE_SIZE, max);
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** The `IPage` JSON, keys in MyBatis-Plus order. */
export function toPage<T>(records: T[], total: number, paging: Pick<Paging, 'pageNo' | 'pageSize'>): Page<T> {
  const size = paging.pageSize;
  return {
    records,
    total,
    size,
    current: paging.pageNo,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    countId: null,
    maxLimit: null,
    pages: size > 0 ? Math.ceil(total / size) : 0,
  };
}
