import { Card, Col, List, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { workplaceQueryOptions } from '../../../shared/api/cwxt/dashboard-api';
import { todoHref } from '../../../shared/domain/business/dashboard';
import { BIZ_PATHS } from '../../../shared/domain/routes/business-paths';
import { useSession } from '../../../shared/session/session-store';
import { useHomeShortcuts } from './use-home-shortcuts';
import { TodoCard } from './todo-card';

const BUSINESS_PREFIXES = [
  BIZ_PATHS.plantFolder,
  BIZ_PATHS.feeFolder,
  BIZ_PATHS.invoiceFolder,
  BIZ_PATHS.officeFolder,
  BIZ_PATHS.newsFolder,
];

/** 工作台: my to-dos, my recent actions, links to the business pages I hold, the latest notices. */
export default function WorkplacePage() {
  const navigate = useNavigate();
  const routes = useSession((s) => s.routes);
  const links = useHomeShortcuts(routes).filter((r) =>
    BUSINESS_PREFIXES.some((p) => r.path.startsWith(`${p}/`)),
  );
  const work = useQuery(workplaceQueryOptions());
  const go = (href: string) => (e: { preventDefault(): void }) => {
    e.preventDefault();
    navigate(href);
  };
  return (
    <div>
      <Typography.Title level={3}>工作台</Typography.Title>
      <TodoCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="最近操作" loading={work.isPending}>
            <List
              size="small"
              locale={{ emptyText: '暂无操作记录' }}
              dataSource={work.data?.recent ?? []}
              renderItem={(r) => (
                <List.Item
                  key={`${r.kind}-${r.id}-${r.time}`}
                  extra={<Typography.Text type="secondary">{r.time}</Typography.Text>}
                >
                  <Typography.Link href={todoHref(r)} onClick={go(todoHref(r))}>
                    {r.text}
                  </Typography.Link>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          {work.data?.notices && (
            <Card title="最新通知" style={{ marginBottom: 16 }}>
              <List
                size="small"
                locale={{ emptyText: '暂无通知' }}
                dataSource={work.data.notices}
                renderItem={(n) => (
                  <List.Item
                    key={n.id}
                    extra={
                      n.replyDeadline ? (
                        <Typography.Text type="secondary">{`回复截止 ${n.replyDeadline}`}</Typography.Text>
                      ) : null
                    }
                  >
                    <Typography.Text>{n.title}</Typography.Text>
                  </List.Item>
                )}
              />
            </Card>
          )}
          <Card title="业务入口">
            {links.length === 0 ? (
              <Typography.Text type="secondary">暂无可用业务菜单</Typography.Text>
            ) : (
              <Row gutter={[8, 8]}>
                {links.map((r) => (
                  <Col key={r.path} xs={12} md={8}>
                    <Card
                      hoverable
                      size="small"
                      role="link"
                      aria-label={r.meta.title}
                      onClick={() => navigate(r.path)}
                    >
                      {r.meta.title}
                    </Card>
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
