import { Card, List, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { todoQueryOptions } from '../../../shared/api/cwxt/dashboard-api';
import { TODO_TITLES, todoHref, type TodoKind } from '../../../shared/domain/business/dashboard';
import { displayMoney } from '../../../shared/domain/money/money';

/** 我的待办: counts per kind and the items, each a link to the page that handles it. Hidden when there is no work to show. */
export function TodoCard() {
  const navigate = useNavigate();
  const todo = useQuery(todoQueryOptions());
  const kinds = Object.keys(todo.data?.counts ?? {}) as TodoKind[];
  if (todo.isError || (todo.isSuccess && kinds.length === 0)) return null;
  return (
    <Card title="我的待办" loading={todo.isPending} style={{ marginBottom: 16 }}>
      <Space wrap style={{ marginBottom: 8 }}>
        {kinds.map((k) => (
          <Tag
            key={k}
            color={todo.data?.counts[k] ? 'orange' : 'default'}
          >{`${TODO_TITLES[k]} ${todo.data?.counts[k] ?? 0}`}</Tag>
        ))}
      </Space>
      <List
        size="small"
        locale={{ emptyText: '暂无待办' }}
        dataSource={todo.data?.items ?? []}
        renderItem={(item, index) => (
          <List.Item
            key={`${item.kind}-${item.id}-${index}`}
            extra={
              item.amount !== null ? <Typography.Text>{displayMoney(item.amount)}</Typography.Text> : null
            }
          >
            <Space wrap>
              <Tag>{TODO_TITLES[item.kind]}</Tag>
              <Typography.Link
                href={todoHref(item)}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(todoHref(item));
                }}
              >
                {item.title}
              </Typography.Link>
              {item.deadline && <Typography.Text type="secondary">{`截止 ${item.deadline}`}</Typography.Text>}
              {item.overdue && <Tag color="red">已逾期</Tag>}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
