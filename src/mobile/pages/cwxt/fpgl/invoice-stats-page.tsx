import { useMemo, useState } from 'react';
import { ErrorBlock, List, Selector } from 'antd-mobile';
import { useInvoiceStatistics, type StatsGroup } from '../../../../shared/api/cwxt/invoice-api';
import { invoiceStatsOption } from '../../../../shared/charts/dashboard-options';
import { EChart } from '../../../../shared/charts/echart';
import { PageLoading } from '../../../ui/page-loading';
import { displayMoney } from '../../../../shared/domain/money/money';

const GROUP_TITLE: Record<StatsGroup, string> = { month: '月份', plant: '电厂', type: '发票类型' };

/** 发票统计 on the phone: the last 12 months by month, plant or type; bars and the exact figures. */
export default function InvoiceStatsPage() {
  const [groupBy, setGroupBy] = useState<StatsGroup>('month');
  const stats = useInvoiceStatistics({ groupBy });
  const data = stats.data;
  const option = useMemo(() => (data ? invoiceStatsOption(data, { narrow: true }) : null), [data]);
  return (
    <div style={{ padding: 12 }}>
      <Selector
        aria-label="统计维度"
        options={(['month', 'plant', 'type'] as const).map((g) => ({
          value: g,
          label: `按${GROUP_TITLE[g]}`,
        }))}
        value={[groupBy]}
        onChange={(v) => v[0] && setGroupBy(v[0])}
      />
      {stats.isPending && <PageLoading />}
      {stats.error ? (
        <ErrorBlock
          status="default"
          title="查询失败"
          description={stats.error instanceof Error ? stats.error.message : ''}
        />
      ) : null}
      {data ? (
        <>
          <p>
            {data.monthFrom} 至 {data.monthTo}：共 {data.total.count} 张，价税合计{' '}
            {displayMoney(data.total.totalAmount)}
          </p>
          {option && data.rows.length > 0 && (
            <EChart
              label={`价税合计（按${GROUP_TITLE[data.groupBy]}）`}
              option={option}
              height={data.groupBy === 'plant' ? Math.max(140, data.rows.length * 30 + 40) : 260}
            />
          )}
          <List header="明细">
            {data.rows.map((r) => (
              <List.Item
                key={r.key}
                description={`${r.count} 张，税额 ${displayMoney(r.taxAmount)}`}
                extra={displayMoney(r.totalAmount)}
              >
                {r.label}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </div>
  );
}
