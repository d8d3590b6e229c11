import { Card, Col, Row } from 'antd';
import { BarList } from '../../../shared/charts/bar-list';
import { LineChart } from '../../../shared/charts/line-chart';
import type { ChartsData } from '../../../shared/domain/business/dashboard';
import { displayMoney } from '../../../shared/domain/money/money';
import { formatMonthTime, invoiceTypeText, monthTime, plain, plantTypeText, yuan } from './chart-format';

const kwh = (v: number) => `${v.toLocaleString('zh-CN', { maximumFractionDigits: 0 })} kWh`;

/** 统计图表's charts (a lazy chunk): only the sections the caller may read. */
export default function ChartDashboardCharts({ data }: { data: ChartsData }) {
  const times = data.months.map(monthTime);
  return (
    <Row gutter={[16, 16]}>
      {data.settlementByMonth && (
        <>
          <Col xs={24} lg={12}>
            <Card title="近12个月结算金额" size="small">
              <LineChart
                title="近12个月结算金额"
                times={times}
                formatTime={formatMonthTime}
                formatValue={yuan}
                area
                series={[{ name: '结算金额', values: data.settlementByMonth.map((r) => Number(r.amount)) }]}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="近12个月上网电量" size="small">
              <LineChart
                title="近12个月上网电量"
                times={times}
                formatTime={formatMonthTime}
                formatValue={kwh}
                series={[
                  {
                    name: '上网电量',
                    values: data.settlementByMonth.map((r) => Number(r.energyKwh)),
                    color: '#52c41a',
                  },
                ]}
              />
            </Card>
          </Col>
        </>
      )}
      {data.energyByPlantType && (
        <Col xs={24} lg={12}>
          <Card title="各类型电厂上网电量" size="small">
            <BarList
              title="各类型电厂上网电量"
              items={data.energyByPlantType.map((r) => ({
                key: r.plantType,
                label: plantTypeText(r.plantType),
                value: Number(r.energyKwh),
                display: `${plain(r.energyKwh)} kWh`,
              }))}
            />
          </Card>
        </Col>
      )}
      {data.invoicesByType && (
        <Col xs={24} lg={12}>
          <Card title="各类型发票金额" size="small">
            <BarList
              title="各类型发票金额"
              color="#fa8c16"
              items={data.invoicesByType.map((r) => ({
                key: r.invoiceType,
                label: `${invoiceTypeText(r.invoiceType)}（${r.count}张）`,
                value: Number(r.total),
                display: displayMoney(r.total),
              }))}
            />
          </Card>
        </Col>
      )}
      {data.topPlants && (
        <Col xs={24}>
          <Card title="结算金额前10名电厂" size="small">
            <BarList
              title="结算金额前10名电厂"
              items={data.topPlants.map((r) => ({
                key: r.plantId,
                label: r.plantName,
                value: Number(r.amount),
                display: displayMoney(r.amount),
              }))}
            />
          </Card>
        </Col>
      )}
    </Row>
  );
}
