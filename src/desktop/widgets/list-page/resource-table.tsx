import type { ReactNode } from 'react';
import { Alert, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { isSortable, type ResourceSchema } from '../../../shared/domain/resources/types';
import type { ListPageController, ListRecord } from '../../../shared/hooks/list-page/types';
import { FieldText } from '../../../shared/hooks/list-page/field-text';

export type ColumnRender<T extends ListRecord> = (value: unknown, record: T) => ReactNode;

export interface ResourceTableProps<T extends ListRecord> {
  list: ListPageController<T>;
  schema: ResourceSchema;
  /** Cell renderers by field key (replace the default text). */
  columnRender?: Record<string, ColumnRender<T>>;
  /** The 操作 column's cell; absent = no column. */
  renderActions?: (record: T) => ReactNode;
  actionsWidth?: number;
  /** Row selection checkboxes (default on). */
  selectable?: boolean;
  /** Extra antd Table props (scroll, size, expandable …). */
  tableProps?: Omit<
    TableProps<T>,
    'columns' | 'dataSource' | 'pagination' | 'onChange' | 'rowSelection' | 'loading'
  >;
}

/** Pagination footer text, as JeecgListMixin writes it: `1-10 共42条`. */
export function showTotal(total: number, range: [number, number]): string {
  return `${range[0]}-${range[1]} 共${total}条`;
}

/** Columns of the schema's listed fields; sortable ones sort on the server. */
export function schemaColumns<T extends ListRecord>(
  schema: ResourceSchema,
  columnRender: Record<string, ColumnRender<T>> = {},
): TableColumnsType<T> {
  return schema.fields
    .filter((f) => f.list && !f.secret)
    .map((f) => ({
      title: f.title,
      dataIndex: f.key,
      key: f.key,
      align: 'center' as const,
      sorter: isSortable(f),
      render: (value: unknown, record: T) => {
        const custom = columnRender[f.key];
        return custom ? custom(value, record) : <FieldText field={f} record={record} />;
      },
    }));
}

/**
 * The list table (spec 002 §4): server paging with 10/20/30 and `共 N 条`, server sorting
 * (ascend → asc, else desc), row selection with the 已选择 N 项 / 清空 bar, optional actions column.
 */
export function ResourceTable<T extends ListRecord>({
  list,
  schema,
  columnRender,
  renderActions,
  actionsWidth = 150,
  selectable = true,
  tableProps,
}: ResourceTableProps<T>) {
  const columns = schemaColumns<T>(schema, columnRender);
  if (renderActions) {
    columns.push({
      title: '操作',
      key: '__actions',
      align: 'center',
      width: actionsWidth,
      fixed: 'right',
      render: (_: unknown, record: T) => renderActions(record),
    });
  }
  const { current, pageSize, total } = list.ipagination;
  return (
    <>
      {selectable && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <span>
              已选择 <a style={{ fontWeight: 600 }}>{list.selectedRowKeys.length}</a> 项
              <a style={{ marginLeft: 24 }} role="button" tabIndex={0} onClick={list.onClearSelected}>
                清空
              </a>
            </span>
          }
        />
      )}
      <Table<T>
        rowKey="id"
        bordered
        size="middle"
        {...tableProps}
        columns={columns}
        dataSource={list.dataSource}
        loading={list.loading}
        pagination={{
          current,
          pageSize,
          total,
          pageSizeOptions: list.pageSizeOptions,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal,
        }}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: list.selectedRowKeys,
                onChange: (keys, rows) => list.onSelectChange(keys, rows),
              }
            : undefined
        }
        onChange={(pagination, filters, sorter) => void list.handleTableChange(pagination, filters, sorter)}
      />
    </>
  );
}
