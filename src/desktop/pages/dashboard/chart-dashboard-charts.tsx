import { useMemo } from 'react';
import { Card, Col, Row } from 'antd';
import { useNavigate } from 'react-router-dom';
import { EChart } from '../../../shared/charts/echart';
import {
  energyByTypeOption,
  energyTrendOption,
  invoiceTypeOption,
  monthOfBar,
  plantOfBar,
  settlementHref,
  settlementTrendOption,
  topPlantsOption,
} from '../../../shared/charts/dashboard-options';
import type { ChartsData } from '../../../shared/domain/business/dashboard';

/** 统计图表's charts: only the sections the caller may read; bars drill down to the settlement list. */
export default function ChartDashboardCharts({ data }: { data: ChartsData }) {
  const navigate = useNavigate();
  const options = useMemo(
    () => ({
      trend: settlementTrendOption(data),
      energy: energyTrendOption(data),
      byType: energyByTypeOption(data),
      invoices: invoiceTypeOption(data),
      plants: topPlantsOption(data),
    }),
    [data],
  );
  const plantCount = data.topPlants?.length ?? 0;
  return (
    <Row gutter={[16, 16]}>
      {data.settlementByMonth && (
        <>
          <Col xs={24} lg={12}>
            <Card title="近12个月结算金额" size="small" extra="点击柱形查看当月结算任务">
              <EChart
                label="近12个月结算金额"
                option={options.trend}
                height={300}
                onItemClick={({ dataIndex }) => {
                  const month = monthOfBar(data, dataIndex);
                  if (month) navigate(settlementHref({ settleMonth: month }));
                }}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="近12个月上网电量" size="small">
              <EChart label="近12个月上网电量" option={options.energy} height={300} />
            </Card>
          </Col>
        </>
      )}
      {data.energyByPlantType && (
        <Col xs={24} lg={12}>
          <Card title="各类型电厂上网电量" size="small">
            <EChart label="各类型电厂上网电量" option={options.byType} height={300} />
          </Card>
        </Col>
      )}
      {data.invoicesByType && (
        <Col xs={24} lg={12}>
          <Card title="各类型发票金额" size="small">
            <EChart label="各类型发票金额" option={options.invoices} height={300} />
          </Card>
        </Col>
      )}
      {data.topPlants && (
        <Col xs={24}>
          <Card title="结算金额前10名电厂" size="small" extra="点击柱形查看该电厂结算任务">
            <EChart
              label="结算金额前10名电厂"
              option={options.plants}
              height={Math.max(160, plantCount * 32 + 40)}
              onItemClick={({ dataIndex }) => {
                const plantId = plantOfBar(data, dataIndex);
                if (plantId) navigate(settlementHref({ plantId }));
              }}
            />
          </Card>
        </Col>
      )}
    </Row>
  );
}
