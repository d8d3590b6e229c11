import { Button, Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CgreportParamJson } from '../../../../shared/domain/resources/cgreport';

type Row = CgreportParamJson & { key: number };

/** The report's ${parameters}: name, description and default value, as an editable grid. */
export function ParamGrid({
  params,
  onChange,
  disabled,
}: {
  params: CgreportParamJson[];
  onChange(next: CgreportParamJson[]): void;
  disabled: boolean;
}) {
  const set = (index: number, patch: Partial<CgreportParamJson>) =>
    onChange(params.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const text = (key: 'paramName' | 'paramTxt' | 'paramValue', title: string) => ({
    title,
    render: (_: unknown, r: Row, i: number) => (
      <Input
        aria-label={`${title} 第${i + 1}行`}
        disabled={disabled}
        value={r[key] ?? ''}
        onChange={(e) => set(i, { [key]: e.target.value })}
      />
    ),
  });
  const columns: TableColumnsType<Row> = [
    text('paramName', '参数名'),
    text('paramTxt', '参数说明'),
    text('paramValue', '默认值'),
    {
      title: '操作',
      width: 70,
      render: (_: unknown, _r: Row, i: number) => (
        <Button
          type="link"
          size="small"
          disabled={disabled}
          aria-label={`删除参数 第${i + 1}行`}
          onClick={() => onChange(params.filter((_p, j) => j !== i))}
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
        aria-label="报表参数"
        rowKey="key"
        pagination={false}
        dataSource={params.map((p, key) => ({ ...p, key }))}
        columns={columns}
      />
      {!disabled && (
        <Button
          style={{ marginTop: 8 }}
          onClick={() =>
            onChange([
              ...params,
              { paramName: '', paramTxt: null, paramValue: null, orderNum: params.length + 1 },
            ])
          }
        >
          新增参数
        </Button>
      )}
    </>
  );
}
