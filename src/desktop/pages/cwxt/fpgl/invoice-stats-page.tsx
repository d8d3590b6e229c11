import { useState } from 'react';
import { Button, Card, Input, Radio, Space, Table } from 'antd';
import {
  INVOICE_URLS,
  useInvoiceStatistics,
  type StatsGroup,
  type StatsRow,
} from '../../../../shared/api/cwxt/invoice-api';
import { downloadFile } from '../../../../shared/api/http';
import { BarList } from '../../../../shared/charts/bar-list';
import { displayMoney } from '../../../../shared/domain/money/money';
import { useFeedback } from '../../../app/feedback';

const GROUP_TITLE: Record<StatsGroup, string> = { month: '月份', plant: '电厂', type: '发票类型' };

/** Money string → 万元 for the bar lengths only (the table shows the exact figure). */
const tenThousands = (v: string) => Number(v) / 10000;

/** 发票统计 (fpgl statistics): by month, plant or type over a month range; chart, table, export. */
export default function InvoiceStatsPage() {
  const { message } = useFeedback();
  const [groupBy, setGroupBy] = useState<StatsGroup>('month');
  const [range, setRange] = useState<{ monthFrom?: string; monthTo?: string }>({});
  const [draft, setDraft] = useState<{ monthFrom: string; monthTo: string }>({ monthFrom: '', monthTo: '' });
  const params = { groupBy, ...range };
  const stats = useInvoiceStatistics(params);
  const data = stats.data;
  return (
    <Card title="发票统计">
      <Space wrap style={{ marginBottom: 16 }}>
        <Radio.Group
          aria-label="统计维度"
          value={groupBy}
          onChange={(e) => setGroupBy(e.target.value as StatsGroup)}
          optionType="button"
          options={(['month', 'plant', 'type'] as const).map((g) => ({
            value: g,
            label: `按${GROUP_TITLE[g]}`,
          }))}
        />
        <Input
          type="month"
          aria-label="起始月份"
          value={draft.monthFrom}
          onChange={(e) => setDraft({ ...draft, monthFrom: e.target.value })}
        />
        <Input
          type="month"
          aria-label="结束月份"
          value={draft.monthTo}
          onChange={(e) => setDraft({ ...draft, monthTo: e.target.value })}
        />
        <Button
          type="primary"
          onClick={() =>
            setRange({ monthFrom: draft.monthFrom || undefined, monthTo: draft.monthTo || undefined })
          }
        >
          查询
        </Button>
        <Button
          onClick={() =>
            void downloadFile(
              INVOICE_URLS.exportStatistics,
              Object.fromEntries(Object.entries(params).filter(([, v]) => v)),
              '发票统计.xlsx',
            ).catch(() => message.error('导出失败'))
          }
        >
          导出
        </Button>
      </Space>
      {stats.error ? (
        <p role="alert">{stats.error instanceof Error ? stats.error.message : '查询失败'}</p>
      ) : null}
      {data ? (
        <>
          <p>
            {data.monthFrom} 至 {data.monthTo}：共 {data.total.count} 张，价税合计{' '}
            {displayMoney(data.total.totalAmount)}
          </p>
          <BarList
            title={`价税合计（万元，按${GROUP_TITLE[data.groupBy]}）`}
            items={data.rows.map((r) => ({
              key: r.key,
              label: r.label,
              value: tenThousands(r.totalAmount),
              display: displayMoney(r.totalAmount),
            }))}
          />
          <Table<StatsRow>
            style={{ marginTop: 16 }}
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={data.rows}
            columns={[
              { title: GROUP_TITLE[data.groupBy], dataIndex: 'label' },
              { title: '发票张数', dataIndex: 'count' },
              { title: '金额(不含税)', dataIndex: 'amount', render: (v: string) => displayMoney(v) },
              { title: '税额', dataIndex: 'taxAmount', render: (v: string) => displayMoney(v) },
              { title: '价税合计', dataIndex: 'totalAmount', render: (v: string) => displayMoney(v) },
            ]}
          />
        </>
      ) : null}
    </Card>
  );
}
