import { Button, Input, Select, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { splitIndexFields, type OnlineIndex } from '../../../../shared/domain/online/design-types';
import { INDEX_TYPE_OPTIONS } from './design-labels';

type Row = OnlineIndex & { key: number };

const label = (title: string, index: number) => `${title} 第${index + 1}行`;

/** 索引: name, the fields (multi select of the designed fields), normal/unique. */
export function IndexGrid({
  indexes,
  fieldNames,
  onChange,
}: {
  indexes: OnlineIndex[];
  fieldNames: string[];
  onChange(next: OnlineIndex[]): void;
}) {
  const set = (index: number, patch: Partial<OnlineIndex>) =>
    onChange(indexes.map((x, i) => (i === index ? { ...x, ...patch } : x)));
  const fieldOptions = fieldNames.filter((n) => n !== '').map((n) => ({ value: n, label: n }));
  const columns: TableColumnsType<Row> = [
    {
      title: '索引名',
      width: 200,
      render: (_: unknown, r: Row, i: number) => (
        <Input
          aria-label={label('索引名', i)}
          value={r.indexName}
          onChange={(e) => set(i, { indexName: e.target.value })}
        />
      ),
    },
    {
      title: '索引字段',
      width: 320,
      render: (_: unknown, r: Row, i: number) => (
        <Select
          mode="multiple"
          aria-label={label('索引字段', i)}
          style={{ width: '100%' }}
          value={splitIndexFields(r.indexField)}
          options={fieldOptions}
          onChange={(v: string[]) => set(i, { indexField: v.join(',') })}
        />
      ),
    },
    {
      title: '索引类型',
      width: 140,
      render: (_: unknown, r: Row, i: number) => (
        <Select
          aria-label={label('索引类型', i)}
          style={{ width: '100%' }}
          value={r.indexType}
          options={INDEX_TYPE_OPTIONS}
          onChange={(indexType: OnlineIndex['indexType']) => set(i, { indexType })}
        />
      ),
    },
    {
      title: '操作',
      width: 80,
      render: (_: unknown, _r: Row, i: number) => (
        <Button
          type="link"
          size="small"
          danger
          aria-label={label('删除索引', i)}
          onClick={() => onChange(indexes.filter((_x, j) => j !== i))}
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
        aria-label="索引"
        rowKey="key"
        pagination={false}
        dataSource={indexes.map((x, key) => ({ ...x, key }))}
        columns={columns}
      />
      <Button
        style={{ marginTop: 8 }}
        onClick={() => onChange([...indexes, { indexName: '', indexField: '', indexType: 'normal' }])}
      >
        新增索引
      </Button>
    </>
  );
}
