// The online report popup's state for both shells (spec 001 §2, §4, §7, §8): columns and
// dictionaries by report code, query items by head id, data pages with sort and self_ params,
// a selection kept across pages, and the confirm rule.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DictItem } from '../../domain/contract/dict';
import { getQueryInfo, getReportData, getRpColumns, type ReportRecord } from '../../api/sys/report-api';
import { confirmSelection } from '../../domain/widgets/popup-report/field-map';
import { POPUP_PAGE_SIZE } from '../../domain/widgets/popup-report/messages';
import {
  buildDataParams,
  readSelfParams,
  rowKeyOf,
  visibleItems,
  type QueryValues,
} from '../../domain/widgets/popup-report/query-params';
import { parseSorter, sortOf, type ReportSort } from '../../domain/widgets/popup-report/sorter';
import type { QueryInfoItem, RpColumn } from '../../domain/widgets/popup-report/wire';

/** How the shell shows the popup's messages. */
export interface PopupReportUi {
  warning(text: string): void;
  /** The init failure: dialog 出错了 with the fixed text and the server message; `onOk` closes. */
  initError(serverMessage: string, onOk: () => void): void;
}

export interface PopupReportOptions {
  code: string;
  open: boolean;
  multi?: boolean;
  /** 'column=asc|desc' */
  sorter?: string;
  /** Report parameters (JSON string or object), sent as self_<name>. */
  param?: string | Readonly<Record<string, unknown>>;
  /** Reuse data answers for 30 s (default true). */
  cache?: boolean;
  ui: PopupReportUi;
  /** Called when the init failure dialog is confirmed. */
  onClose(): void;
}

interface Loaded {
  id: string;
  title: string;
  columns: RpColumn[];
  dictOptions: Record<string, DictItem[]>;
  items: QueryInfoItem[];
}

export function usePopupReport(opts: PopupReportOptions) {
  const { code, open, multi = false, cache = true } = opts;
  const uiRef = useRef(opts);
  uiRef.current = opts;
  const [meta, setMeta] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [draft, setDraft] = useState<Record<string, string | undefined>>({});
  const [applied, setApplied] = useState<QueryValues>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: POPUP_PAGE_SIZE });
  const initialSort = useMemo(() => parseSorter(opts.sorter), [opts.sorter]);
  const [sort, setSort] = useState<ReportSort | null>(initialSort);
  const [records, setRecords] = useState<ReportRecord[]>([]);
  const [total, setTotal] = useState(0);
  // Which request `records` answers: an infinite list may ask for the next page only once the
  // current search's page has been answered (else a page 2 of the new search overtakes its page 1).
  const [answered, setAnswered] = useState<readonly unknown[] | null>(null);
  const [selected, setSelected] = useState<ReadonlyMap<string, ReportRecord>>(new Map());
  const paramKey = typeof opts.param === 'string' ? opts.param : JSON.stringify(opts.param ?? {});
  const selfParams = useMemo(() => readSelfParams(paramKey), [paramKey]);

  // Opening: columns by code (failure → the init dialog), then the query items by id.
  useEffect(() => {
    if (!open) return;
    let live = true;
    setMeta(null);
    setRecords([]);
    setTotal(0);
    setSelected(new Map());
    setDraft({});
    setApplied({});
    setExpanded(false);
    setSort(initialSort);
    setPage({ pageNo: 1, pageSize: POPUP_PAGE_SIZE });
    void (async () => {
      setLoading(true);
      try {
        const cols = await getRpColumns(code).catch((e: unknown) => ({
          success: false,
          message: e instanceof Error ? e.message : '',
          result: null,
        }));
        if (!live) return;
        if (!cols.success || !cols.result) {
          uiRef.current.ui.initError(cols.message ?? '', () => uiRef.current.onClose());
          return;
        }
        const info = await getQueryInfo(cols.result.cgRpConfigId);
        if (!live) return;
        if (!info.success) uiRef.current.ui.warning(info.message);
        setMeta({
          id: cols.result.cgRpConfigId,
          title: cols.result.cgRpConfigName,
          columns: cols.result.columns ?? [],
          dictOptions: cols.result.dictOptions ?? {},
          items: info.success && Array.isArray(info.result) ? info.result : [],
        });
      } finally {
        if (live) setLoading(false);
      }
    })();
    return () => {
      live = false;
    };
  }, [open, code, initialSort]);

  // Data: whenever the report, the applied search, the page or the sort changes.
  const request = [meta, applied, page, sort, selfParams] as const;
  useEffect(() => {
    if (!open || !meta) return;
    let live = true;
    const asked = [meta, applied, page, sort, selfParams] as const;
    const params = buildDataParams({
      items: meta.items,
      values: applied,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      sort,
      selfParams,
    });
    setLoading(true);
    getReportData(meta.id, params, { cache })
      .then((res) => {
        if (!live) return;
        if (!res.success) {
          uiRef.current.ui.warning(res.message);
          return;
        }
        setRecords(Array.isArray(res.result?.records) ? res.result.records : []);
        setTotal(Number(res.result?.total ?? 0));
      })
      .catch(() => undefined) // transport errors are shown by the HTTP interceptor
      .finally(() => {
        if (!live) return;
        setLoading(false);
        setAnswered(asked);
      });
    return () => {
      live = false;
    };
  }, [open, meta, applied, page, sort, selfParams, cache]);

  const keys = useMemo(() => [...selected.keys()], [selected]);

  const select = useCallback(
    (key: string, on: boolean) => {
      const index = records.findIndex((r, i) => rowKeyOf(r, i) === key);
      const record = records[index];
      setSelected((prev) => {
        const next = new Map(multi ? prev : []);
        if (on && record) next.set(key, record);
        else next.delete(key);
        return next;
      });
    },
    [multi, records],
  );

  /** Replace the selection of the current page with these keys (select all on a page). */
  const selectPage = useCallback(
    (pageKeys: readonly string[]) => {
      setSelected((prev) => {
        const next = new Map(prev);
        records.forEach((r, i) => {
          const key = rowKeyOf(r, i);
          if (pageKeys.includes(key)) next.set(key, r);
          else next.delete(key);
        });
        return next;
      });
    },
    [records],
  );

  return {
    loading,
    ready: meta !== null,
    title: meta?.title ?? '',
    columns: meta?.columns ?? [],
    dictOptions: meta?.dictOptions ?? {},
    queryItems: meta?.items ?? [],
    shownItems: visibleItems(meta?.items ?? [], expanded),
    hasHidden: (meta?.items ?? []).some((i) => i.hidden === '1'),
    expanded,
    toggleExpanded: () => setExpanded((e) => !e),
    values: draft,
    setValue: (key: string, value: string | undefined) => setDraft((d) => ({ ...d, [key]: value })),
    search: () => {
      setApplied({ ...draft });
      setPage((p) => ({ ...p, pageNo: 1 }));
    },
    reset: () => {
      setDraft({});
      setApplied({});
      setPage((p) => ({ ...p, pageNo: 1 }));
    },
    records,
    /** True once the current search, page and sort have been answered (or failed). */
    settled: !loading && answered !== null && request.every((part, i) => part === answered[i]),
    total,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    changePage: (pageNo: number, pageSize: number) => setPage({ pageNo, pageSize }),
    sort,
    changeSort: (column: string | undefined, direction: string | null | undefined) =>
      setSort(sortOf(column, direction) ?? initialSort),
    selectedKeys: keys,
    selectedRows: [...selected.values()],
    select,
    selectPage,
    /** The chosen rows, or null after the 请选择一条记录 warning. */
    confirm: (): ReportRecord[] | null => {
      const outcome = confirmSelection([...selected.values()], multi);
      if (!outcome.ok) {
        uiRef.current.ui.warning(outcome.message);
        return null;
      }
      return outcome.rows;
    },
  };
}

export type PopupReportState = ReturnType<typeof usePopupReport>;
