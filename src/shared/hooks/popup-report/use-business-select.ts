// The business selector (spec 001 §2): pick records from any list URL — one page of 5 by default,
// a keyword on one query field, the selection kept across pages, value = the value field of the
// chosen records comma-joined, labels from the label field.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getListPage, type ReportRecord } from '../../api/sys/report-api';
import { splitValue } from '../../domain/widgets/depart-select/tree-check';

export const BUSINESS_PAGE_SIZE = 5;
export const BUSINESS_PAGE_SIZE_OPTIONS = ['5', '10', '20', '30'] as const;
/** Spec 001 §9: the selected-records table scrolls at 240 px; its cells cut at 12 characters. */
export const BUSINESS_SELECTED_SCROLL_Y = 240;
export const BUSINESS_ELLIPSIS = 12;

export interface BusinessSelectOptions {
  /** A JeecgBoot list URL answering a Page (or a bare list). */
  listUrl: string;
  /** The record field stored in the value (default id). */
  valueKey?: string;
  /** The record field shown as the label. */
  labelKey: string;
  /** The query param the keyword goes to (default the label field), sent as contains (`*kw*`). */
  queryKey?: string;
  multi?: boolean;
  /** Fixed extra list params (e.g. a status filter). */
  params?: Readonly<Record<string, string>>;
  value?: string | null;
  onChange?: (value: string, rows: ReportRecord[]) => void;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function readPage(result: unknown): { records: ReportRecord[]; total: number } {
  if (Array.isArray(result)) return { records: result as ReportRecord[], total: result.length };
  const page = result as { records?: unknown; total?: unknown } | null;
  const records = Array.isArray(page?.records) ? (page.records as ReportRecord[]) : [];
  return { records, total: Number(page?.total ?? records.length) };
}

export function useBusinessSelect(opts: BusinessSelectOptions) {
  const { listUrl, valueKey = 'id', labelKey, multi = false, value } = opts;
  const queryKey = opts.queryKey ?? labelKey;
  const paramsKey = JSON.stringify(opts.params ?? {});
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: BUSINESS_PAGE_SIZE });
  const [records, setRecords] = useState<ReportRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<ReportRecord[]>([]);
  const [known, setKnown] = useState<ReportRecord[]>([]);

  // Labels of an existing value: the list filtered on the value field (a comma list = IN).
  useEffect(() => {
    const ids = splitValue(value);
    if (ids.length === 0) {
      setKnown([]);
      return;
    }
    let live = true;
    getListPage(listUrl, {
      ...(JSON.parse(paramsKey) as object),
      [valueKey]: ids.join(','),
      pageNo: 1,
      pageSize: ids.length,
    })
      .then((res) => {
        if (live && res.success) setKnown(readPage(res.result).records);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [listUrl, paramsKey, value, valueKey]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    const params: Record<string, unknown> = {
      ...(JSON.parse(paramsKey) as object),
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    };
    if (applied.trim()) params[queryKey] = `*${applied.trim()}*`;
    getListPage(listUrl, params)
      .then((res) => {
        if (!live || !res.success) return;
        const read = readPage(res.result);
        setRecords(read.records);
        setTotal(read.total);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [open, listUrl, paramsKey, applied, page, queryKey]);

  const keyOf = useCallback((r: ReportRecord) => text(r[valueKey]), [valueKey]);
  const labels = useMemo(() => {
    const ids = splitValue(value);
    return ids.map((id) => text(known.find((r) => keyOf(r) === id)?.[labelKey]) || id).join(',');
  }, [known, keyOf, labelKey, value]);

  return {
    open,
    show: () => {
      const ids = splitValue(value);
      setSelected(known.filter((r) => ids.includes(keyOf(r))));
      setKeyword('');
      setApplied('');
      setPage({ pageNo: 1, pageSize: BUSINESS_PAGE_SIZE });
      setOpen(true);
    },
    close: () => setOpen(false),
    keyword,
    setKeyword,
    search: () => {
      setApplied(keyword);
      setPage((p) => ({ ...p, pageNo: 1 }));
    },
    records,
    total,
    loading,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    changePage: (pageNo: number, pageSize: number) => setPage({ pageNo, pageSize }),
    keyOf,
    labels,
    selected,
    selectedKeys: selected.map(keyOf),
    select: (record: ReportRecord, on: boolean) =>
      setSelected((prev) => {
        const rest = prev.filter((r) => keyOf(r) !== keyOf(record));
        if (!on) return rest;
        return multi ? [...rest, record] : [record];
      }),
    remove: (key: string) => setSelected((prev) => prev.filter((r) => keyOf(r) !== key)),
    /** An empty selection clears the value (JeecgBoot's selector does the same). */
    confirm: () => {
      setKnown(selected);
      opts.onChange?.(selected.map(keyOf).join(','), selected);
      setOpen(false);
    },
  };
}

export type BusinessSelectState = ReturnType<typeof useBusinessSelect>;
