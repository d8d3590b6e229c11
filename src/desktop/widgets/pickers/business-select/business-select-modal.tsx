import { Button, Card, Col, Input, Row, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReportRecord } from '../../../../shared/api/sys/report-api';
import {
  BUSINESS_ELLIPSIS,
  BUSINESS_PAGE_SIZE_OPTIONS,
  BUSINESS_SELECTED_SCROLL_Y,
  type BusinessSelectState,
} from '../../../../shared/hooks/popup-report/use-business-select';
import { AppModal } from '../../modal/app-modal';

/** Spec 001 §9: picker dialogs are 1200 wide. */
export const BUSINESS_MODAL_WIDTH = 1200;

export interface BusinessColumn {
  dataIndex: string;
  title: string;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A cell cut to `max` characters with the whole text in a tooltip. */
function Cut({ value, max }: { value: unknown; max: number }) {
  const chars = Array.from(text(value));
  if (chars.length <= max) return <>{chars.join('')}</>;
  return (
    <Tooltip title={chars.join('')}>
      <span>{`${chars.slice(0, max).join('')}...`}</span>
    </Tooltip>
  );
}

export interface BusinessSelectModalProps {
  state: BusinessSelectState;
  title: string;
  columns: readonly BusinessColumn[];
  multi: boolean;
  /** The keyword box placeholder. */
  searchPlaceholder: string;
}

/** Pick records from a list URL: a paged table (5 a page) and the selected-records table. */
export function BusinessSelectModal({
  state,
  title,
  columns,
  multi,
  searchPlaceholder,
}: BusinessSelectModalProps) {
  const listColumns: TableColumnsType<ReportRecord> = columns.map((c) => ({
    key: c.dataIndex,
    dataIndex: c.dataIndex,
    title: c.title,
    render: (v: unknown) => text(v),
  }));
  const selectedColumns: TableColumnsType<ReportRecord> = [
    ...columns.map((c) => ({
      key: c.dataIndex,
      dataIndex: c.dataIndex,
      title: c.title,
      render: (v: unknown) => <Cut value={v} max={BUSINESS_ELLIPSIS} />,
    })),
    {
      key: '__action',
      title: '操作',
      width: 70,
      render: (_: unknown, r: ReportRecord) => (
        <Button type="link" size="small" onClick={() => state.remove(state.keyOf(r))}>
          删除
        </Button>
      ),
    },
  ];
  return (
    <AppModal
      open={state.open}
      title={title}
      width={BUSINESS_MODAL_WIDTH}
      okText="确定"
      cancelText="取消"
      onOk={state.confirm}
      onCancel={state.close}
    >
      <Row gutter={8}>
        <Col span={14}>
          <Card size="small">
            <Input.Search
              aria-label={searchPlaceholder}
              placeholder={searchPlaceholder}
              value={state.keyword}
              onChange={(e) => state.setKeyword(e.target.value)}
              onSearch={state.search}
              enterButton="查询"
              style={{ marginBottom: 8 }}
            />
            <Table<ReportRecord>
              size="small"
              aria-label="待选记录"
              rowKey={state.keyOf}
              loading={state.loading}
              dataSource={state.records}
              columns={listColumns}
              rowSelection={{
                type: multi ? 'checkbox' : 'radio',
                selectedRowKeys: state.selectedKeys,
                onSelect: (record, on) => state.select(record, on),
                onSelectAll: (on, _rows, changed) => changed.forEach((r) => state.select(r, on)),
              }}
              onRow={(record) => ({
                onClick: () => state.select(record, !state.selectedKeys.includes(state.keyOf(record))),
              })}
              pagination={{
                current: state.pageNo,
                pageSize: state.pageSize,
                total: state.total,
                pageSizeOptions: [...BUSINESS_PAGE_SIZE_OPTIONS],
                showSizeChanger: true,
                showTotal: (total, [a, b]) => `${a}-${b} 共 ${total} 条`,
                onChange: state.changePage,
              }}
            />
          </Card>
        </Col>
        <Col span={10}>
          <Card size="small" title="已选记录">
            <Table<ReportRecord>
              size="small"
              aria-label="已选记录"
              rowKey={state.keyOf}
              dataSource={state.selected}
              columns={selectedColumns}
              pagination={false}
              scroll={{ y: BUSINESS_SELECTED_SCROLL_Y }}
            />
          </Card>
        </Col>
      </Row>
    </AppModal>
  );
}
