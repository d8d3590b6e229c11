import { Alert, Card, Col, List, Row, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { monitorQueryOptions } from '../../../shared/api/cwxt/dashboard-api';
import { MONITOR_TITLES, todoHref, type MonitorKey } from '../../../shared/domain/business/dashboard';

const KEYS = Object.keys(MONITOR_TITLES) as MonitorKey[];

/** 运行监控: business health findings (count and the oldest items), each within the caller's scope. */
export default function MonitorPage() {
  const navigate = useNavigate();
  const monitor = useQuery(monitorQueryOptions());
  const data = monitor.data;
  const present = data ? KEYS.filter((k) => data[k]) : [];
  return (
    <div>
      <Typography.Title level={3}>运行监控</Typography.Title>
      {monitor.isPending && <Card loading />}
      {data && present.length === 0 && <Alert type="info" showIcon title="您没有可查看的监控数据" />}
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
