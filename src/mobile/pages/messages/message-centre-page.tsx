import { useState } from 'react';
import { Badge, Button, Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { todoQueryOptions } from '../../../shared/api/cwxt/dashboard-api';
import { noticeAction } from '../../../shared/domain/notify/notice-view';
import { MSG_CATEGORY, READ_FLAG, type AnnouncementSend } from '../../../shared/domain/notify/types';
import { NoticeBusContext } from '../../../shared/hooks/notify/bus-context';
import { useListByUser } from '../../../shared/hooks/notify/use-list-by-user';
import { useMyAnnouncements } from '../../../shared/hooks/notify/use-my-announcements';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { ViewByKey } from '../../app/views-registry';
import { FullScreenDialog } from '../../ui/full-screen-dialog';
import { toastSuccess } from '../../ui/lazy-feedback';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';
import { TodoSection } from '../dashboard/todo-section';

const PAGE = 20;

interface ComponentTarget {
  componentKey: string;
  busId: string | null;
  title: string;
}

function CategoryTab({ category, onPick }: { category: '1' | '2'; onPick: (r: AnnouncementSend) => void }) {
  const [size, setSize] = useState(PAGE);
  const mine = useMyAnnouncements({ msgCategory: category }, size);
  return (
    <>
      <MessageList records={mine.records} loading={mine.loading} onPick={onPick} />
      {mine.records.length < mine.total ? (
        <Button block fill="none" onClick={() => setSize((n) => n + PAGE)}>
          加载更多
        </Button>
      ) : null}
    </>
  );
}

/** A tab's title with its count as a badge; the count is also in the name a screen reader reads. */
function CountTitle({ title, count }: { title: string; count: number }) {
  if (count <= 0) return <span>{title}</span>;
  return (
    <Badge content={count > 99 ? '99+' : String(count)} style={{ '--right': '-10px', '--top': '2px' }}>
      <span aria-label={`${title}，${count}条`}>{title}</span>
    </Badge>
  );
}

/**
 * 消息 on the phone (/isps/userAnnouncement, the tab bar's 消息): 待办 (the to-dos with their
 * one-tap actions), 通知 / 系统消息 with their unread counts, full-screen detail, 全部已读.
 */
export default function MessageCentrePage(_props: ViewProps) {
  const actions = useMyAnnouncements();
  const { data: unread } = useListByUser();
  const todo = useQuery(todoQueryOptions());
  const todoCount = Object.values(todo.data?.counts ?? {}).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const hasTodo = Object.keys(todo.data?.counts ?? {}).length > 0;
  // A link may name the tab (the bell opens 通知: ?tab=notice).
  const [params] = useSearchParams();
  const tabParam = params.get('tab');
  const asked =
    tabParam === 'notice' || tabParam === 'system' || (tabParam === 'todo' && hasTodo) ? tabParam : null;
  const [detail, setDetail] = useState<AnnouncementSend | null>(null);
  const [target, setTarget] = useState<ComponentTarget | null>(null);

  const pick = (r: AnnouncementSend) => {
    if (r.readFlag !== READ_FLAG.read) void actions.markRead(r.anntId).catch(() => undefined);
    const action = noticeAction(r);
    if (action.kind === 'component')
      setTarget({ componentKey: action.componentKey, busId: action.busId, title: r.titile });
    else setDetail(r);
  };
  const readAll = async () => {
    const res = await actions.readAll();
    if (res.success) void toastSuccess(res.message || '全部已读');
  };

  return (
    <div className="cwxt-m-messages">
      <div style={{ padding: '8px 12px', textAlign: 'right' }}>
        <Button size="small" color="primary" fill="outline" onClick={() => void readAll()}>
          全部已读
        </Button>
      </div>
      <Tabs
        defaultActiveKey={asked ?? (todoCount > 0 ? 'todo' : 'notice')}
        key={todo.isSuccess ? 'ready' : 'loading'}
      >
        {hasTodo && (
          <Tabs.Tab title={<CountTitle title="待办" count={todoCount} />} key="todo" destroyOnClose>
            <TodoSection />
          </Tabs.Tab>
        )}
        <Tabs.Tab
          title={<CountTitle title="通知" count={unread?.anntMsgTotal ?? 0} />}
          key="notice"
          destroyOnClose
        >
          <CategoryTab category={MSG_CATEGORY.notice} onPick={pick} />
        </Tabs.Tab>
        <Tabs.Tab
          title={<CountTitle title="系统消息" count={unread?.sysMsgTotal ?? 0} />}
          key="system"
          destroyOnClose
        >
          <CategoryTab category={MSG_CATEGORY.system} onPick={pick} />
        </Tabs.Tab>
      </Tabs>
      <MessageDetail record={detail} onClose={() => setDetail(null)} />
      <FullScreenDialog title={target?.title ?? ''} open={target !== null} onClose={() => setTarget(null)}>
        {target ? (
          <NoticeBusContext.Provider value={target.busId}>
            <ViewByKey componentKey={target.componentKey} route={null} />
          </NoticeBusContext.Provider>
        ) : null}
      </FullScreenDialog>
    </div>
  );
}
