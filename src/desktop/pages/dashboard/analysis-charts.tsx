import { useMemo } from 'react';
import { Card, Col, Row } from 'antd';
import { useNavigate } from 'react-router-dom';
import { EChart } from '../../../shared/charts/echart';
import {
  invoicesByMonthOption,
  plantsByTypeOption,
  settlementHref,
  statusMixOption,
  statusMixRows,
} from '../../../shared/charts/dashboard-options';
import type { AnalysisData } from '../../../shared/domain/business/dashboard';

/** The home page's charts (loaded lazily, after the page shell): only the sections present. */
export default function AnalysisCharts({ data }: { data: AnalysisData }) {
  const navigate = useNavigate();
  const options = useMemo(
    () => ({
      types: plantsByTypeOption(data),
      status: statusMixOption(data),
      invoices: invoicesByMonthOption(data),
    }),
    [data],
  );
  const statusRows = statusMixRows(data);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {data.plantsByType && (
        <Col xs={24} lg={12}>
          <Card title="电厂类型与装机容量" size="small">
            <EChart label="电厂类型与装机容量" option={options.types} height={280} />
          </Card>
        </Col>
      )}
      {data.settlementByStatus && (
        <Col xs={24} lg={12}>
          <Card title={`本月结算进度（${data.month}）`} size="small">
            {statusRows.length === 0 ? (
              <div style={{ height: 280, display: 'grid', placeItems: 'center', color: '#8c8c8c' }}>
                本月暂无结算任务
              </div>
            ) : (
              <EChart
                label="本月结算进度"
                option={options.status}
                height={280}
                onItemClick={({ dataIndex }) => {
                  const row = statusRows[dataIndex];
                  if (row) navigate(settlementHref({ settleMonth: data.month, status: row.status }));
                }}
              />
            )}
          </Card>
        </Col>
      )}
      {data.invoicesByMonth && (
        <Col xs={24}>
          <Card title="近12个月发票金额" size="small">
            <EChart label="近12个月发票金额" option={options.invoices} height={300} />
          </Card>
        </Col>
      )}
    </Row>
  );
}
