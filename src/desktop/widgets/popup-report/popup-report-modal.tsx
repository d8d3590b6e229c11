import { useMemo } from 'react';
import { Modal, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReportRecord } from '../../../shared/api/sys/report-api';
import {
  POPUP_MESSAGES,
  POPUP_MODAL_WIDTH,
  POPUP_PAGE_SIZE_OPTIONS,
  POPUP_TEXTS as T,
} from '../../../shared/domain/widgets/popup-report/messages';
import { cellText, rowKeyOf } from '../../../shared/domain/widgets/popup-report/query-params';
import {
  usePopupReport,
  type PopupReportOptions,
  type PopupReportUi,
} from '../../../shared/hooks/popup-report/use-popup-report';
import { useFeedback } from '../../app/feedback';
import { AppModal } from '../modal/app-modal';
import { PopupQueryForm } from './popup-query-form';

export interface PopupReportModalProps extends Omit<PopupReportOptions, 'ui' | 'onClose'> {
  onCancel(): void;
  /** The chosen rows (one in single mode). */
  onOk(rows: ReportRecord[]): void;
}

/** The online report popup (spec 001 §2, 1200 wide): query area, result table, paging, sorting. */
export function PopupReportModal(props: PopupReportModalProps) {
  const { message } = useFeedback();
  const [modal, holder] = Modal.useModal();
  const ui = useMemo<PopupReportUi>(
    () => ({
      warning: (text) => void (text && message.warning(text)),
      initError: (serverMessage, onOk) => {
        modal.error({
          title: POPUP_MESSAGES.initFailedTitle,
          content: `${POPUP_MESSAGES.initFailed}${serverMessage}`,
          okText: T.ok,
          onOk,
        });
      },
    }),
    [message, modal],
  );
  const state = usePopupReport({ ...props, ui, onClose: props.onCancel });

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
  return (
    <AppModal
      open={props.open}
      title={state.title || ' '}
      width={POPUP_MODAL_WIDTH}
      okText={T.ok}
      cancelText={T.cancel}
      onCancel={props.onCancel}
      onOk={() => {
        const rows = state.confirm();
        if (rows) props.onOk(rows);
      }}
    >
      {holder}
      <PopupQueryForm state={state} />
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
        rowSelection={{
          type: props.multi ? 'checkbox' : 'radio',
          selectedRowKeys: state.selectedKeys,
          onSelect: (record, on) => state.select(record.__key, on),
          onSelectAll: (_on, rows) => state.selectPage(rows.filter(Boolean).map((r) => r.__key)),
        }}
        onRow={(record) => ({
          onClick: () => state.select(record.__key, !state.selectedKeys.includes(record.__key)),
        })}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: state.total,
          pageSizeOptions: [...POPUP_PAGE_SIZE_OPTIONS],
          showSizeChanger: true,
          showQuickJumper: true,
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
    </AppModal>
  );
}
