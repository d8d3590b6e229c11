import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  PICKER_TEXTS,
  pickerCellText,
  type PickerColumn,
} from '../../../shared/domain/widgets/pickers/picker-config';
import {
  valueLabels,
  type PickerMode,
  type PickerRecord,
} from '../../../shared/domain/widgets/pickers/selection';
import type { KeywordPickerList } from '../../../shared/hooks/pickers/use-picker-lists';
import { usePickerSelection } from '../../../shared/hooks/pickers/use-picker-selection';
import { pickerTableProps } from './picker-table';
import { SelectionFooter } from './selection-footer';

export interface KeywordPickerBodyProps<T extends PickerRecord> {
  list: KeywordPickerList<T>;
  columns: readonly PickerColumn[];
  /** Label of the search box (角色名称, 职务名称). */
  searchLabel: string;
  mode: PickerMode;
  storeField: string;
  value?: string;
  known?: readonly T[];
  label(record: T): string;
  onOk(value: string, records: T[]): void;
  onCancel(): void;
}

/** The role and position pickers' body: one search box, a paged table, the chosen tags, 取消 / 确定. */
export function KeywordPickerBody<T extends PickerRecord>(props: KeywordPickerBodyProps<T>) {
  const { list, mode, storeField } = props;
  const sel = usePickerSelection<T>({ mode, storeField, initialValue: props.value, known: props.known });
  const [keyword, setKeyword] = useState('');
  const columns: TableColumnsType<T> = props.columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    ellipsis: true,
    render: (_: unknown, record: T) => pickerCellText(record, c.key),
  }));
  const labels = valueLabels(sel.selection.keys, sel.selection.records, props.label);

  return (
    <>
      <Form layout="inline" onFinish={() => list.search(keyword)} style={{ marginBottom: 12 }}>
        <Form.Item label={props.searchLabel}>
          <Input
            allowClear
            aria-label={props.searchLabel}
            maxLength={100}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {PICKER_TEXTS.search}
          </Button>
          <Button
            onClick={() => {
              setKeyword('');
              list.search('');
            }}
          >
            {PICKER_TEXTS.reset}
          </Button>
        </Space>
      </Form>
      {list.error && <Alert type="warning" showIcon title={list.error} style={{ marginBottom: 12 }} />}
      <Table<T>
        size="small"
        columns={columns}
        locale={{ emptyText: PICKER_TEXTS.empty }}
        {...pickerTableProps(list, sel, mode, storeField)}
        onChange={(p) => list.changePage(p.current ?? 1, p.pageSize)}
      />
      <SelectionFooter
        keys={sel.selection.keys}
        labels={labels}
        onRemove={sel.remove}
        onCancel={props.onCancel}
        onOk={() => {
          const { value, records } = sel.result();
          props.onOk(value, records);
        }}
      />
    </>
  );
}
