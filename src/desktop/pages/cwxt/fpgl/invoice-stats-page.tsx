import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Radio, Skeleton, Space, Table } from 'antd';
import {
  INVOICE_URLS,
  useInvoiceStatistics,
  type StatsGroup,
  type StatsRow,
} from '../../../../shared/api/cwxt/invoice-api';
import { downloadFile } from '../../../../shared/api/http';
import { invoiceStatsOption } from '../../../../shared/charts/dashboard-options';
import { EChart } from '../../../../shared/charts/echart';
import { displayMoney } from '../../../../shared/domain/money/money';
import { useFeedback } from '../../../app/feedback';
import { MonthRangePicker } from '../shared/month-range-picker';

const GROUP_TITLE: Record<StatsGroup, string> = { month: '月份', plant: '电厂', type: '发票类型' };

/** 发票统计 (fpgl statistics): by month, plant or type over a month range; chart, table, export. */
export default function InvoiceStatsPage() {
  const { message } = useFeedback();
  const [groupBy, setGroupBy] = useState<StatsGroup>('month');
  const [range, setRange] = useState<{ monthFrom?: string; monthTo?: string }>({});
  const [draft, setDraft] = useState<[string | undefined, string | undefined] | undefined>();
  const params = { groupBy, ...range };
  const stats = useInvoiceStatistics(params);
  const data = stats.data;
  const option = useMemo(() => (data ? invoiceStatsOption(data) : null), [data]);
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
        <div style={{ width: 280 }}>
          <MonthRangePicker aria-label="统计月份" value={draft} onChange={setDraft} />
        </div>
        <Button
          type="primary"
          onClick={() => setRange({ monthFrom: draft?.[0] || undefined, monthTo: draft?.[1] || undefined })}
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
      {stats.isPending && <Skeleton active />}
      {stats.error ? (
        <Alert
          type="error"
          showIcon
          title={stats.error instanceof Error ? stats.error.message : '查询失败'}
        />
      ) : null}
      {data ? (
        <>
          <p>
            {data.monthFrom} 至 {data.monthTo}：共 {data.total.count} 张，价税合计{' '}
            {displayMoney(data.total.totalAmount)}
          </p>
          {data.rows.length === 0 || !option ? (
            <Empty description="所选月份没有发票" />
          ) : (
            <EChart
              label={`价税合计（按${GROUP_TITLE[data.groupBy]}）`}
              option={option}
              height={data.groupBy === 'plant' ? Math.max(160, data.rows.length * 32 + 40) : 320}
            />
          )}
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
