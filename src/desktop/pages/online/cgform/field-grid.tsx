import { useState } from 'react';
import { HolderOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Checkbox, Input, InputNumber, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { OnlineField, YesNo } from '../../../../shared/domain/online/design-types';
import {
  CELL_TYPE_OPTIONS,
  DB_TYPE_OPTIONS,
  newField,
  QUERY_MODE_OPTIONS,
  VALID_TYPE_OPTIONS,
} from './design-labels';

type Row = OnlineField & { key: number };
type FlagKey =
  'dbIsNull' | 'fieldMustInput' | 'isShowForm' | 'isShowList' | 'isQuery' | 'sortFlag' | 'isReadOnly';
type TextKey =
  | 'dbFieldName'
  | 'dbFieldTxt'
  | 'dbDefaultVal'
  | 'dictField'
  | 'dictTable'
  | 'dictText'
  | 'mainTable'
  | 'mainField'
  | 'fieldDefaultValue';

const label = (title: string, index: number) => `${title} 第${index + 1}行`;
/** Empty text is "not set" on the wire (null), like the storage table. */
const orNull = (value: string) => (value === '' ? null : value);

/** 字段: the form's fields as an editable grid; row order is the field order (drag, 上移/下移). */
export function FieldGrid({
  fields,
  onChange,
  subTable,
}: {
  fields: OnlineField[];
  onChange(next: OnlineField[]): void;
  /** Sub tables show the foreign key columns (外键主表/外键字段). */
  subTable: boolean;
}) {
  const set = (index: number, patch: Partial<OnlineField>) =>
    onChange(fields.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= fields.length) return;
    const next = [...fields];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };
  // Drag sort: the handle starts the drag, any row is a drop target (HTML5 drag and drop).
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const text = (key: TextKey, title: string, width: number, required = false) => ({
    title,
    width,
    render: (_: unknown, r: Row, i: number) => (
      <Input
        aria-label={label(title, i)}
        aria-required={required || undefined}
        value={r[key] ?? ''}
        onChange={(e) => set(i, { [key]: key === 'dbFieldName' ? e.target.value : orNull(e.target.value) })}
      />
    ),
  });
  const flag = (key: FlagKey, title: string) => ({
    title,
    width: 70,
    render: (_: unknown, r: Row, i: number) => (
      <Checkbox
        aria-label={label(title, i)}
        checked={r[key] === 'Y'}
        onChange={(e) => set(i, { [key]: (e.target.checked ? 'Y' : 'N') satisfies YesNo })}
      />
    ),
  });
  const number = (key: 'dbLength' | 'dbPointLength', title: string) => ({
    title,
    width: 90,
    render: (_: unknown, r: Row, i: number) => (
      <InputNumber
        aria-label={label(title, i)}
        min={0}
        precision={0}
        value={r[key]}
        onChange={(v) => set(i, { [key]: typeof v === 'number' ? v : 0 })}
      />
    ),
  });
  const select = <K extends 'dbType' | 'fieldShowType' | 'queryMode'>(
    key: K,
    title: string,
    width: number,
    options: { value: string; label: string }[],
  ) => ({
    title,
    width,
    render: (_: unknown, r: Row, i: number) => (
      <Select
        aria-label={label(title, i)}
        style={{ width: '100%' }}
        value={r[key]}
        options={options}
        onChange={(v: OnlineField[K]) => set(i, { [key]: v })}
      />
    ),
  });

  const columns: TableColumnsType<Row> = [
    {
      title: '',
      width: 36,
      render: (_: unknown, _r: Row, i: number) => (
        <span
          draggable
          role="button"
          tabIndex={-1}
          aria-label={label('拖动排序', i)}
          style={{ cursor: 'move' }}
          onDragStart={(e) => {
            e.dataTransfer?.setData('text/plain', String(i));
            setDragFrom(i);
          }}
          onDragEnd={() => setDragFrom(null)}
        >
          <HolderOutlined />
        </span>
      ),
    },
    text('dbFieldName', '字段名', 140, true),
    text('dbFieldTxt', '字段备注', 140, true),
    select('dbType', '类型', 120, DB_TYPE_OPTIONS),
    number('dbLength', '长度'),
    number('dbPointLength', '小数点'),
    flag('dbIsNull', '允许空值'),
    text('dbDefaultVal', '默认值', 110),
    select('fieldShowType', '控件类型', 150, CELL_TYPE_OPTIONS),
    text('dictField', '字典Code', 120),
    text('dictTable', '字典表', 110),
    text('dictText', '字典文本', 110),
    {
      title: '校验',
      width: 180,
      render: (_: unknown, r: Row, i: number) => (
        <AutoComplete
          aria-label={label('校验', i)}
          style={{ width: '100%' }}
          placeholder="内置规则或 ^…$"
          value={r.fieldValidType ?? ''}
          options={VALID_TYPE_OPTIONS}
          onChange={(v: string) => set(i, { fieldValidType: orNull(v.trim()) })}
        />
      ),
    },
    flag('fieldMustInput', '必填'),
    flag('isShowForm', '表单显示'),
    flag('isShowList', '列表显示'),
    flag('isQuery', '查询'),
    select('queryMode', '查询方式', 130, QUERY_MODE_OPTIONS),
    flag('sortFlag', '排序'),
    flag('isReadOnly', '只读'),
    text('fieldDefaultValue', '表单默认值', 110),
    ...(subTable ? [text('mainTable', '外键主表', 120), text('mainField', '外键字段', 120)] : []),
    { title: '排序号', width: 70, render: (_: unknown, _r: Row, i: number) => i + 1 },
    {
      title: '操作',
      width: 170,
      fixed: 'right',
      render: (_: unknown, _r: Row, i: number) => (
        <Space size={0}>
          <Button type="link" size="small" aria-label={label('上移', i)} onClick={() => move(i, i - 1)}>
            上移
          </Button>
          <Button type="link" size="small" aria-label={label('下移', i)} onClick={() => move(i, i + 1)}>
            下移
          </Button>
          <Button
            type="link"
            size="small"
            danger
            aria-label={label('删除字段', i)}
            onClick={() => onChange(fields.filter((_f, j) => j !== i))}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Table<Row>
        size="small"
        bordered
        aria-label="字段"
        rowKey="key"
        pagination={false}
        scroll={{ x: 'max-content', y: 400 }}
        dataSource={fields.map((f, key) => ({ ...f, key }))}
        columns={columns}
        onRow={(_r, index) => ({
          onDragOver: (e) => {
            if (dragFrom !== null) e.preventDefault();
          },
          onDrop: (e) => {
            e.preventDefault();
            if (dragFrom !== null && index !== undefined) move(dragFrom, index);
            setDragFrom(null);
          },
        })}
      />
      <Button style={{ marginTop: 8 }} onClick={() => onChange([...fields, newField(fields.length)])}>
        新增字段
      </Button>
    </>
  );
}
