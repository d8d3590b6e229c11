import { lazy, Suspense } from 'react';
import { Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { analysisQueryOptions } from '../../../shared/api/cwxt/dashboard-api';
import { currentUserDepartsQueryOptions } from '../../../shared/api/sys/user-api';
import { useGreeting } from '../../../shared/hooks/use-greeting';
import { useSession } from '../../../shared/session/session-store';
import { useHomeShortcuts } from './use-home-shortcuts';
import { longDateText } from '../../../shared/domain/format/long-date';
import { HeadlineCards } from './headline-cards';
import { TodoCard } from './todo-card';

// The charts are a separate chunk: the greeting, figures and to-dos render before it arrives.
const AnalysisCharts = lazy(() => import('./analysis-charts'));

/** Home (dashboard/Analysis): greeting, business figures and charts, my to-dos, who I am, shortcuts. */
export default function AnalysisPage() {
  const greeting = useGreeting();
  const userInfo = useSession((s) => s.userInfo);
  const routes = useSession((s) => s.routes);
  const shortcuts = useHomeShortcuts(routes);
  const navigate = useNavigate();
  const departs = useQuery(currentUserDepartsQueryOptions());
  const analysis = useQuery(analysisQueryOptions());
  const currentDepart =
    departs.data?.list.find((d) => d.orgCode === departs.data?.orgCode)?.departName ??
    userInfo?.orgCodeTxt ??
    '未设置';
  const nickname = userInfo?.nickname || userInfo?.realname || userInfo?.username || '';

  return (
    <div>
      <Typography.Title level={3}>{`${greeting}，${nickname}`}</Typography.Title>
      <Typography.Paragraph type="secondary">{`今天是 ${longDateText(new Date())}`}</Typography.Paragraph>
      {analysis.data && <HeadlineCards cards={analysis.data.cards} />}
      <TodoCard />
      {analysis.data && (
        <Suspense fallback={<Skeleton active />}>
          <AnalysisCharts data={analysis.data} />
        </Suspense>
      )}
      <Card title="我的信息" style={{ marginBottom: 16 }}>
        <Descriptions column={3}>
          <Descriptions.Item label="姓名">{userInfo?.realname ?? ''}</Descriptions.Item>
          <Descriptions.Item label="账号">{userInfo?.username ?? ''}</Descriptions.Item>
          <Descriptions.Item label="当前部门">
            {departs.isPending ? '加载中...' : currentDepart}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="快捷入口">
        {shortcuts.length === 0 ? (
          <Typography.Text type="secondary">暂无可用菜单</Typography.Text>
        ) : (
          <Row gutter={[16, 16]}>
            {shortcuts.map((r) => (
              <Col key={r.path} xs={12} md={8} lg={6}>
                <Card
                  hoverable
                  size="small"
                  onClick={() => navigate(r.path)}
                  role="link"
                  aria-label={r.meta.title}
                >
                  {r.meta.title}
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </Card>
    </div>
  );
}
