import { useMemo } from 'react';
import { Button, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReportRecord } from '../../../../shared/api/sys/report-api';
import {
  POPUP_PAGE_SIZE_OPTIONS,
  POPUP_TEXTS as T,
} from '../../../../shared/domain/widgets/popup-report/messages';
import {
  buildDataParams,
  cellText,
  rowKeyOf,
} from '../../../../shared/domain/widgets/popup-report/query-params';
import { exportXls } from '../../../../shared/api/sys/excel-api';
import { usePopupReport, type PopupReportUi } from '../../../../shared/hooks/popup-report/use-popup-report';
import { useFeedback } from '../../../app/feedback';
import { PopupQueryForm } from '../../../widgets/popup-report/popup-query-form';

/**
 * One online report as a page section: its search form (the report's search fields, 查询/重置),
 * and a paged, sortable table with dictionary texts. The popup's state hook drives it, so a report
 * behaves here exactly as in the popup widget, only without row selection and without caching.
 */
export function ReportView({ code, exportId }: { code: string; exportId?: string }) {
  const { message } = useFeedback();
  const ui = useMemo<PopupReportUi>(
    () => ({
      warning: (text) => void (text && message.warning(text)),
      initError: (serverMessage) => void message.error(serverMessage || '报表加载失败'),
    }),
    [message],
  );
  const state = usePopupReport({ code, open: true, cache: false, ui, onClose: () => undefined });

  const columns: TableColumnsType<ReportRecord> = state.columns.map((c) => ({
    key: c.dataIndex,
    dataIndex: c.dataIndex,
    title: c.title,
    align: c.align,
    sorter: c.sorter === 'true',
    sortOrder:
      state.sort?.column === c.dataIndex ? (state.sort.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (_: unknown, record: ReportRecord) => cellText(c, record, state.dictOptions),
  }));
  const keyed = state.records.map((r, i) => ({ ...r, __key: rowKeyOf(r, i) }));
  // 导出 takes the search form's values and the sort as they stand (the server caps the rows).
  const exportRows = () => {
    if (!exportId) return;
    const params = buildDataParams({
      items: state.queryItems,
      values: state.values,
      pageNo: 1,
      pageSize: state.pageSize,
      sort: state.sort,
    });
    void exportXls(`/online/cgreport/api/exportXls/${encodeURIComponent(exportId)}`, params, state.title);
  };

  return (
    <div className="cwxt-report-view">
      <PopupQueryForm state={state} />
      {exportId && (
        <div style={{ marginBottom: 12 }}>
          <Button onClick={exportRows} disabled={!state.ready}>
            导出
          </Button>
        </div>
      )}
      <Table<ReportRecord & { __key: string }>
        size="small"
        bordered
        aria-label={state.title || '报表数据'}
        rowKey="__key"
        loading={state.loading}
        dataSource={keyed}
        columns={columns as TableColumnsType<ReportRecord & { __key: string }>}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: T.empty }}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: state.total,
          pageSizeOptions: [...POPUP_PAGE_SIZE_OPTIONS],
          showSizeChanger: true,
          showTotal: (total, [a, b]) => `${a}-${b} 共 ${total} 条`,
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            state.changeSort(s?.field ? String(s.field) : undefined, s?.order ?? null);
          } else if (extra.action === 'paginate') {
            state.changePage(pagination.current ?? 1, pagination.pageSize ?? state.pageSize);
          }
        }}
      />
    </div>
  );
}
