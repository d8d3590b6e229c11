import { useEffect } from 'react';
import { Button, List, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { todoQueryOptions, useTodoAction } from '../../../shared/api/cwxt/dashboard-api';
import { TODO_TITLES, type TodoItem, type TodoKind } from '../../../shared/domain/business/dashboard';
import { displayMoney } from '../../../shared/domain/money/money';
import { phoneTodoLink } from '../../../shared/domain/routes/screen-links';
import { releaseFirstList } from '../../../shared/session/first-list-gate';
import { confirmDialog, toastError, toastSuccess } from '../../ui/lazy-feedback';

const ACTION_TEXT = { confirm: '确认', verify: '审核通过' } as const;
const ACTION_QUESTION = {
  confirm: (i: TodoItem) => `确认「${i.title}」的结算金额 ${displayMoney(i.amount)} 无误？`,
  verify: (i: TodoItem) => `审核通过「${i.title}」（价税合计 ${displayMoney(i.amount)}）？`,
} as const;

/** 我的待办 on the phone: counts, then each item with its one-tap action (asked first) or a tap to open. */
export function TodoSection() {
  const navigate = useNavigate();
  const todo = useQuery(todoQueryOptions());
  const act = useTodoAction();
  const kinds = Object.keys(todo.data?.counts ?? {}) as TodoKind[];
  const settled = todo.isSuccess || todo.isError;
  useEffect(() => {
    if (!settled) return;
    // The frame after this commit shows the list: then the secondary requests may start.
    const frame = requestAnimationFrame(releaseFirstList);
    return () => cancelAnimationFrame(frame);
  }, [settled]);
  if (!todo.data || kinds.length === 0) return null;

  const run = (item: TodoItem) => {
    const action = item.action;
    if (!action) return;
    void confirmDialog({
      title: ACTION_TEXT[action],
      content: ACTION_QUESTION[action](item),
      onConfirm: async () => {
        try {
          const message = await act.mutateAsync({ action, id: item.id });
          void toastSuccess(message || '操作成功');
        } catch (e) {
          void toastError(e instanceof Error ? e.message : '操作失败');
        }
      },
    });
  };

  return (
    <section aria-label="我的待办" className="cwxt-m-home-block">
      <h3 className="cwxt-m-home-title">我的待办</h3>
      <div className="cwxt-m-home-tags">
        {kinds.map((k) => (
          <Tag key={k} color={todo.data.counts[k] ? 'warning' : 'default'} fill="outline">
            {`${TODO_TITLES[k]} ${todo.data.counts[k] ?? 0}`}
          </Tag>
        ))}
      </div>
      {todo.data.items.length === 0 ? (
        <p className="cwxt-m-home-sub">暂无待办</p>
      ) : (
        <List>
          {todo.data.items.map((item, index) => (
            <List.Item
              key={`${item.kind}-${item.id}-${index}`}
              onClick={() => navigate(phoneTodoLink(item))}
              description={[
                item.amount !== null ? displayMoney(item.amount) : '',
                item.deadline ? `截止 ${item.deadline}` : '',
                item.overdue ? '已逾期' : '',
              ]
                .filter(Boolean)
                .join(' · ')}
              extra={
                item.action ? (
                  <Button
                    size="small"
                    color="primary"
                    loading={act.isPending && act.variables?.id === item.id}
                    onClick={(e) => {
                      e.stopPropagation();
                      run(item);
                    }}
                  >
                    {ACTION_TEXT[item.action]}
                  </Button>
                ) : undefined
              }
            >
              {item.title}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
