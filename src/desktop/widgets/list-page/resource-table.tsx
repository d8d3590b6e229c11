import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Table } from 'antd';
import type { TableColumnsType, TableProps, TableRef } from 'antd';
import { isSortable, type ResourceSchema } from '../../../shared/domain/resources/types';
import type { ListPageController, ListRecord } from '../../../shared/hooks/list-page/types';
import { FieldText } from '../../../shared/hooks/list-page/field-text';
import { columnWidth, groupedNumber, isNumericField, orderFields, type ColumnOptions } from './column-layout';
import type { TableDensity } from './use-table-settings';

/** Row-selection checkbox column width (antd's default). */
const SELECTION_WIDTH = 48;

export type ColumnRender<T extends ListRecord> = (value: unknown, record: T) => ReactNode;

export interface ResourceTableProps<T extends ListRecord> {
  list: ListPageController<T>;
  schema: ResourceSchema;
  /** Cell renderers by field key (replace the default text). */
  columnRender?: Record<string, ColumnRender<T>>;
  /** The 操作 column's cell; absent = no column. */
  renderActions?: (record: T) => ReactNode;
  actionsWidth?: number;
  /** Width, alignment and pinning per field key (see column-layout.ts). */
  columnOptions?: ColumnOptions;
  /** Field keys shown first, in this order (e.g. name then 状态), the rest in schema order. */
  leadingColumns?: readonly string[];
  /** Field keys the user hid (列设置). */
  hiddenColumns?: readonly string[];
  /** Row density (密度); default middle. */
  density?: TableDensity;
  /** Sticky header offset below the page's fixed header; null = no sticky header. */
  stickyOffset?: number | null;
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

/** The schema's listed fields (never secrets), leading keys first. */
export function listedFields(schema: ResourceSchema, leading?: readonly string[]) {
  return orderFields(
    schema.fields.filter((f) => f.list && !f.secret),
    leading,
  );
}

/**
 * Columns of the schema's listed fields; sortable ones sort on the server. Every column has a
 * width (the table scrolls rather than squeezing); numbers are right-aligned and grouped, text
 * left-aligned with an ellipsis and the full text as its title.
 */
export function schemaColumns<T extends ListRecord>(
  schema: ResourceSchema,
  columnRender: Record<string, ColumnRender<T>> = {},
  layout: { options?: ColumnOptions; leading?: readonly string[]; hidden?: readonly string[] } = {},
): TableColumnsType<T> {
  const options = layout.options ?? {};
  return listedFields(schema, layout.leading)
    .filter((f) => !layout.hidden?.includes(f.key))
    .map((f) => {
      const option = options[f.key];
      const numeric = isNumericField(f, option);
      const sortable = isSortable(f);
      const custom = columnRender[f.key];
      return {
        title: f.title,
        dataIndex: f.key,
        key: f.key,
        align: numeric ? ('right' as const) : ('left' as const),
        width: columnWidth(f, sortable, option),
        fixed: option?.fixed,
        ellipsis: numeric ? undefined : { showTitle: true },
        sorter: sortable,
        render: (value: unknown, record: T) => {
          if (custom) return custom(value, record);
          if (numeric) return groupedNumber(value) ?? <FieldText field={f} record={record} />;
          return <FieldText field={f} record={record} />;
        },
      };
    });
}

/** The table's scroll width: every column's width (the widths are what keeps the layout stable). */
function scrollWidth<T>(columns: TableColumnsType<T>, selectable: boolean): number {
  const sum = columns.reduce((total, c) => total + (typeof c.width === 'number' ? c.width : 120), 0);
  return sum + (selectable ? SELECTION_WIDTH : 0);
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
  columnOptions,
  leadingColumns,
  hiddenColumns,
  density = 'middle',
  stickyOffset = null,
}: ResourceTableProps<T>) {
  const columns = schemaColumns<T>(schema, columnRender, {
    options: columnOptions,
    leading: leadingColumns,
    hidden: hiddenColumns,
  });
  if (renderActions) {
    columns.push({
      title: '操作',
      key: '__actions',
      align: 'left',
      width: actionsWidth,
      fixed: 'right',
      className: 'cwxt-actions-cell',
      render: (_: unknown, record: T) => renderActions(record),
    });
  }
  const { current, pageSize, total } = list.ipagination;
  const tableRef = useRef<TableRef>(null);
  // A sticky header splits off a scrolling body; with no rows it holds nothing focusable, so a
  // keyboard user could not scroll it: the body itself takes focus (WCAG scrollable regions).
  useEffect(() => {
    const body = tableRef.current?.nativeElement.querySelector<HTMLElement>('.ant-table-body');
    if (!body || body.hasAttribute('tabindex')) return;
    body.tabIndex = 0;
    body.setAttribute('role', 'region');
    body.setAttribute('aria-label', '表格内容');
  });
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
        ref={tableRef}
        rowKey="id"
        bordered
        size={density}
        scroll={{ x: scrollWidth(columns, selectable) }}
        sticky={stickyOffset === null ? undefined : { offsetHeader: stickyOffset }}
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
