import { useState } from 'react';
import { Alert, Badge, Button, Card, Col, Empty, Row, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { boardQueryOptions } from '../../../shared/api/cwxt/dashboard-api';
import {
  BOARD_COLUMNS,
  businessMonth,
  shiftMonth,
  todoHref,
} from '../../../shared/domain/business/dashboard';
import { displayMoney } from '../../../shared/domain/money/money';
import { BIZ_PATHS } from '../../../shared/domain/routes/business-paths';
import { settleStatusText } from './chart-format';

/** 任务看板: the month's settlement tasks, one column per state, a card per plant; month switcher. */
export default function TaskBoardPage() {
  const navigate = useNavigate();
  const [month, setMonth] = useState(() => businessMonth(new Date()));
  const board = useQuery(boardQueryOptions(month));
  const cards = board.data?.cards;
  return (
    <div>
      <Space style={{ marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          任务看板
        </Typography.Title>
        <Button onClick={() => setMonth((m) => shiftMonth(m, -1))}>上个月</Button>
        <Typography.Text strong aria-live="polite">{`${month} 结算任务`}</Typography.Text>
        <Button onClick={() => setMonth((m) => shiftMonth(m, 1))}>下个月</Button>
      </Space>
      {board.data && !cards && <Alert type="info" showIcon title="您没有查看结算任务的权限" />}
      {cards && (
        <Row gutter={[12, 12]} wrap={false} style={{ overflowX: 'auto' }}>
          {BOARD_COLUMNS.map((status) => {
            const column = cards.filter((c) => c.status === status);
            return (
              <Col key={status} flex="1 0 220px">
                <Card
                  size="small"
                  title={
                    <Space>
                      {settleStatusText(status)}
                      <Badge count={column.length} showZero color="#1677ff" />
                    </Space>
                  }
                  role="region"
                  aria-label={settleStatusText(status)}
                  styles={{ body: { display: 'grid', gap: 8 } }}
                >
                  {column.length === 0 && (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无任务" />
                  )}
                  {column.map((c) => (
                    <Card
                      key={c.id}
                      size="small"
                      hoverable
                      role="link"
                      onClick={() => navigate(todoHref({ path: BIZ_PATHS.settlement, id: c.id }))}
                    >
                      <Typography.Text strong>{c.plantName}</Typography.Text>
                      <div>{displayMoney(c.amount)}</div>
                      {c.deadline && (
                        <Typography.Text type="secondary">{`截止 ${c.deadline}`}</Typography.Text>
                      )}
                    </Card>
                  ))}
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </div>
  );
}
