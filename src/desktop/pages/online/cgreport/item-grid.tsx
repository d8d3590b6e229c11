import { Button, Checkbox, Input, Select, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  CGREPORT_FIELD_TYPES,
  newReportItem,
  type CgreportItemJson,
} from '../../../../shared/domain/resources/cgreport';

type Row = CgreportItemJson & { key: number };

const SEARCH_MODES = [
  { value: 'single', label: '单条件' },
  { value: 'group', label: '范围' },
];

/** The report's fields (字段, 标题, 类型, 显示, 查询, 查询模式, 字典, 排序, 合计, 分组标题) as an editable grid. */
export function ItemGrid({
  items,
  onChange,
  disabled,
}: {
  items: CgreportItemJson[];
  onChange(next: CgreportItemJson[]): void;
  disabled: boolean;
}) {
  const set = (index: number, patch: Partial<CgreportItemJson>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const label = (title: string, index: number) => `${title} 第${index + 1}行`;
  const flag = (key: 'isShow' | 'isSearch' | 'isOrder', title: string) => ({
    title,
    width: 60,
    render: (_: unknown, r: Row, i: number) => (
      <Checkbox
        aria-label={label(title, i)}
        disabled={disabled}
        checked={r[key] === 1}
        onChange={(e) => set(i, { [key]: e.target.checked ? 1 : 0 })}
      />
    ),
  });
  const text = (key: 'fieldName' | 'fieldTxt' | 'dictCode' | 'groupTitle', title: string, width: number) => ({
    title,
    width,
    render: (_: unknown, r: Row, i: number) => (
      <Input
        aria-label={label(title, i)}
        disabled={disabled}
        value={r[key] ?? ''}
        onChange={(e) => set(i, { [key]: e.target.value })}
      />
    ),
  });

  const columns: TableColumnsType<Row> = [
    text('fieldName', '字段', 150),
    text('fieldTxt', '标题', 150),
    {
      title: '类型',
      width: 120,
      render: (_: unknown, r: Row, i: number) => (
        <Select
          aria-label={label('类型', i)}
          disabled={disabled}
          style={{ width: '100%' }}
          value={r.fieldType}
          onChange={(fieldType: string) => set(i, { fieldType })}
          options={CGREPORT_FIELD_TYPES.map((t) => ({ value: t, label: t }))}
        />
      ),
    },
    flag('isShow', '显示'),
    flag('isSearch', '查询'),
    {
      title: '查询模式',
      width: 110,
      render: (_: unknown, r: Row, i: number) => (
        <Select
          aria-label={label('查询模式', i)}
          disabled={disabled || r.isSearch !== 1}
          style={{ width: '100%' }}
          value={r.searchMode ?? 'single'}
          onChange={(searchMode: string) => set(i, { searchMode })}
          options={SEARCH_MODES}
        />
      ),
    },
    text('dictCode', '字典', 140),
    flag('isOrder', '排序'),
    {
      title: '合计',
      width: 60,
      render: (_: unknown, r: Row, i: number) => (
        <Checkbox
          aria-label={label('合计', i)}
          disabled={disabled}
          checked={r.isTotal === '1'}
          onChange={(e) => set(i, { isTotal: e.target.checked ? '1' : '0' })}
        />
      ),
    },
    text('groupTitle', '分组标题', 120),
    {
      title: '操作',
      width: 70,
      render: (_: unknown, _r: Row, i: number) => (
        <Button
          type="link"
          size="small"
          disabled={disabled}
          aria-label={label('删除字段', i)}
          onClick={() => onChange(items.filter((_item, j) => j !== i))}
        >
          删除
        </Button>
      ),
    },
  ];

  return (
    <>
      <Table<Row>
        size="small"
        bordered
        aria-label="报表字段"
        rowKey="key"
        pagination={false}
        scroll={{ x: 'max-content', y: 320 }}
        dataSource={items.map((item, key) => ({ ...item, key }))}
        columns={columns}
      />
      {!disabled && (
        <Button
          style={{ marginTop: 8 }}
          onClick={() =>
            onChange([
              ...items,
              newReportItem({ fieldName: '', fieldTxt: '', fieldType: 'String' }, items.length + 1),
            ])
          }
        >
          新增字段
        </Button>
      )}
    </>
  );
}
