// Online report popup calls (spec 001 §7, CONTRACT §9) and the generic list read of the
// business selector.
import type { Page, Result } from '../../domain/contract/result';
import { POPUP_CACHE_MS } from '../../domain/widgets/popup-report/messages';
import { createTtlCache, requestKey } from '../../domain/widgets/popup-report/ttl-cache';
import type { QueryInfoItem, RpColumnsResult, RpDataResult } from '../../domain/widgets/popup-report/wire';
import { getAction } from '../http';

export type ReportRecord = Record<string, unknown>;

export const REPORT_URLS = {
  columns: (code: string) => `/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`,
  queryInfo: (id: string) => `/online/cgreport/api/getQueryInfo/${encodeURIComponent(id)}`,
  data: (id: string) => `/online/cgreport/api/getData/${encodeURIComponent(id)}`,
} as const;

export function getRpColumns(code: string): Promise<Result<RpColumnsResult>> {
  return getAction<RpColumnsResult>(REPORT_URLS.columns(code));
}

export function getQueryInfo(id: string): Promise<Result<QueryInfoItem[]>> {
  return getAction<QueryInfoItem[]>(REPORT_URLS.queryInfo(id));
}

// Successful data answers are reused for 30 s (spec 001 §7), keyed by report and params.
const dataCache = createTtlCache<Result<RpDataResult<ReportRecord>>>(POPUP_CACHE_MS);

/** getData; `cacheMs` 0 always asks the server (the popup's `cache` prop off). */
export async function getReportData(
  id: string,
  params: Readonly<Record<string, string>>,
  opts: { cache?: boolean } = {},
): Promise<Result<RpDataResult<ReportRecord>>> {
  const url = REPORT_URLS.data(id);
  const key = requestKey(url, params);
  const useCache = opts.cache !== false;
  const hit = useCache ? dataCache.get(key) : undefined;
  if (hit) return hit;
  const res = await getAction<RpDataResult<ReportRecord>>(url, { ...params });
  if (useCache && res.success) dataCache.set(key, res);
  return res;
}

/** Forget cached popup data (tests; after a write that changes report rows). */
export function clearReportCache(): void {
  dataCache.clear();
}

/** One page of any JeecgBoot list URL (the business selector); `records` may also be the result itself. */
export async function getListPage<R extends ReportRecord>(
  url: string,
  params: Readonly<Record<string, unknown>>,
): Promise<Result<Page<R> | R[]>> {
  return getAction<Page<R> | R[]>(url, { ...params });
}
