import { useMemo } from 'react';
import { Alert, Button, Card, Col, List, Row, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { monitorQueryOptions } from '../../../shared/api/cwxt/dashboard-api';
import { monitorCountsOption, monitorKeys, monitorPathOf } from '../../../shared/charts/dashboard-options';
import { EChart } from '../../../shared/charts/echart';
import { MONITOR_TITLES, todoHref } from '../../../shared/domain/business/dashboard';

/** 运行监控: business health findings (count and the oldest items), each within the caller's scope. */
export default function MonitorPage() {
  const navigate = useNavigate();
  const monitor = useQuery(monitorQueryOptions());
  const data = monitor.data;
  const present = data ? monitorKeys(data) : [];
  const option = useMemo(() => (data ? monitorCountsOption(data) : null), [data]);
  return (
    <div>
      <Typography.Title level={3}>运行监控</Typography.Title>
      {monitor.isPending && <Card loading />}
      {monitor.isError && (
        <Alert
          type="error"
          showIcon
          title={monitor.error instanceof Error ? monitor.error.message : '加载失败'}
          action={
            <Button size="small" onClick={() => void monitor.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {data && present.length === 0 && <Alert type="info" showIcon title="您没有可查看的监控数据" />}
      {data && option && present.length > 0 && (
        <Card size="small" title="监控项数量" extra="点击柱形打开处理页面" style={{ marginBottom: 16 }}>
          <EChart
            label="监控项数量"
            option={option}
            height={260}
            onItemClick={({ dataIndex }) => {
              const path = monitorPathOf(data, dataIndex);
              if (path) navigate(path);
            }}
          />
        </Card>
      )}
      <Row gutter={[16, 16]}>
        {present.map((k) => {
          const section = data![k]!;
          return (
            <Col key={k} xs={24} lg={12}>
              <Card size="small" role="region" aria-label={MONITOR_TITLES[k]}>
                <Statistic
                  title={MONITOR_TITLES[k]}
                  value={section.count}
                  styles={section.count > 0 ? { content: { color: '#cf1322' } } : undefined}
                />
                <List
                  size="small"
                  locale={{ emptyText: '无' }}
                  dataSource={section.items}
                  renderItem={(item) => (
                    <List.Item
                      key={item.id}
                      extra={<Typography.Text type="secondary">{item.detail}</Typography.Text>}
                    >
                      <Typography.Link
                        href={todoHref(item)}
                        onClick={(e) => {
                          e.preventDefault();
                          navigate(todoHref(item));
                        }}
                      >
                        {item.title}
                      </Typography.Link>
                    </List.Item>
                  )}
                />
              </Card>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
