import { useEffect, useMemo, useRef, useState } from 'react';
import { ErrorBlock, InfiniteScroll } from 'antd-mobile';
import type { ReportRecord } from '../../../../shared/api/sys/report-api';
import { POPUP_MESSAGES, POPUP_TEXTS as T } from '../../../../shared/domain/widgets/popup-report/messages';
import {
  buildDataParams,
  cellText,
  rowKeyOf,
} from '../../../../shared/domain/widgets/popup-report/query-params';
import { usePopupReport, type PopupReportUi } from '../../../../shared/hooks/popup-report/use-popup-report';
import { toast, toastError } from '../../../ui/lazy-feedback';
import { MobileExportExcelButton } from '../../../widgets/excel/export-excel-button';
import { PopupQuery } from '../../../widgets/popup-report/popup-query';
import '../../../widgets/popup-report/popup-report.css';

/**
 * One online report on the phone: the report's search fields and sort choice (the popup's query
 * area), its rows as cards with infinite paging, and 导出 of the current search. The popup's state
 * hook drives it (one page at a time); the cards keep the pages already loaded.
 */
export function ReportCards({ code, exportId }: { code: string; exportId?: string }) {
  const ui = useMemo<PopupReportUi>(
    () => ({
      warning: (text) => void (text && toast(text)),
      initError: (serverMessage) => void toastError(serverMessage || POPUP_MESSAGES.initFailed),
    }),
    [],
  );
  const state = usePopupReport({ code, open: true, cache: false, ui, onClose: () => undefined });
  // The pages loaded so far: a new answer replaces them on page 1 and appends after them otherwise
  // (adjusted while rendering, keyed by the answer, so a page change alone appends nothing).
  const [loaded, setLoaded] = useState<{ answer: ReportRecord[]; rows: ReportRecord[] }>({
    answer: state.records,
    rows: state.records,
  });
  if (loaded.answer !== state.records) {
    setLoaded({
      answer: state.records,
      rows: state.pageNo <= 1 ? state.records : [...loaded.rows, ...state.records],
    });
  }
  const rows = loaded.rows;
  // Resolves InfiniteScroll's loadMore once the requested page has arrived (or failed).
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!state.settled) return;
    pending.current?.();
    pending.current = null;
  }, [state.settled, state.records]);

  // Until the current search's page is answered the list may have more (the old total no longer
  // counts), and loadMore only waits: asking for page 2 of a new search before its page 1 has come
  // back would replace that page 1 and leave the old rows on screen.
  const hasMore = state.ready && (!state.settled || state.pageNo * state.pageSize < state.total);
  const loadMore = () =>
    new Promise<void>((resolve) => {
      pending.current = resolve;
      if (state.settled) state.changePage(state.pageNo + 1, state.pageSize);
    });
  const [first, ...rest] = state.columns;
  const title = state.title || '报表数据';
  const exportParams = () =>
    buildDataParams({
      items: state.queryItems,
      values: state.values,
      pageNo: 1,
      pageSize: state.pageSize,
      sort: state.sort,
    });

  return (
    <div className="cwxt-m-report-cards">
      <PopupQuery state={state} />
      {exportId && state.ready && (
        <div className="cwxt-m-rp-actions" style={{ padding: '0 12px' }}>
          <MobileExportExcelButton
            url={`/online/cgreport/api/exportXls/${encodeURIComponent(exportId)}`}
            params={exportParams()}
            name={state.title}
          />
        </div>
      )}
      <div role="list" aria-label={title}>
        {rows.map((r, i) => {
          const key = rowKeyOf(r, i);
          return (
            <div key={key} role="listitem" className="cwxt-m-rp-card">
              <strong>{first ? cellText(first, r, state.dictOptions) : key}</strong>
              <dl>
                {rest.map((c) => (
                  <div key={c.dataIndex} style={{ display: 'contents' }}>
                    <dt>{c.title}</dt>
                    <dd>{cellText(c, r, state.dictOptions)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          );
        })}
      </div>
      {state.ready && !state.loading && rows.length === 0 ? (
        <ErrorBlock status="empty" title={T.empty} description="" />
      ) : (
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore} />
      )}
    </div>
  );
}
