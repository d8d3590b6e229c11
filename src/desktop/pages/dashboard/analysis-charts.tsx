import { Card, Col, Row } from 'antd';
import { BarList } from '../../../shared/charts/bar-list';
import { LineChart } from '../../../shared/charts/line-chart';
import { INVOICE_GROUPS, type AnalysisData } from '../../../shared/domain/business/dashboard';
import { displayMoney } from '../../../shared/domain/money/money';
import { formatMonthTime, monthTime, plain, plantTypeText, settleStatusText, yuan } from './chart-format';

/** The home page's charts (loaded lazily, after the page shell): only the sections present. */
export default function AnalysisCharts({ data }: { data: AnalysisData }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {data.plantsByType && (
        <Col xs={24} lg={12}>
          <Card title="电厂类型与装机容量" size="small">
            <BarList
              title="电厂类型与装机容量"
              items={data.plantsByType.map((r) => ({
                key: r.plantType,
                label: `${plantTypeText(r.plantType)}（${r.count}座）`,
                value: Number(r.capacityMw),
                display: `${plain(r.capacityMw)} MW`,
              }))}
            />
          </Card>
        </Col>
      )}
      {data.settlementByStatus && (
        <Col xs={24} lg={12}>
          <Card title={`本月结算进度（${data.month}）`} size="small">
            <BarList
              title="本月结算进度"
              items={data.settlementByStatus.map((r) => ({
                key: r.status,
                label: settleStatusText(r.status),
                value: r.count,
                display: `${r.count}笔 ${displayMoney(r.amount)}`,
              }))}
            />
          </Card>
        </Col>
      )}
      {data.invoicesByMonth && (
        <Col xs={24}>
          <Card title="近12个月发票金额" size="small">
            <LineChart
              title="近12个月发票金额"
              times={data.invoicesByMonth.map((r) => monthTime(r.month))}
              formatTime={formatMonthTime}
              formatValue={yuan}
              series={(['open', 'submitted', 'accepted'] as const).map((g) => ({
                name: INVOICE_GROUPS[g].title,
                values: data.invoicesByMonth!.map((r) => Number(r[g])),
              }))}
            />
          </Card>
        </Col>
      )}
    </Row>
  );
}
