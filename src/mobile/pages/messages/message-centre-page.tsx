import { useState } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { noticeAction } from '../../../shared/domain/notify/notice-view';
import { MSG_CATEGORY, READ_FLAG, type AnnouncementSend } from '../../../shared/domain/notify/types';
import { NoticeBusContext } from '../../../shared/hooks/notify/bus-context';
import { useMyAnnouncements } from '../../../shared/hooks/notify/use-my-announcements';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { ViewByKey } from '../../app/views-registry';
import { FullScreenDialog } from '../../ui/full-screen-dialog';
import { toastSuccess } from '../../ui/lazy-feedback';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';

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

/** 消息中心 on the phone (/isps/userAnnouncement): 通知 / 系统消息, full-screen detail, 全部已读. */
export default function MessageCentrePage(_props: ViewProps) {
  const actions = useMyAnnouncements();
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
      <Tabs defaultActiveKey="notice">
        <Tabs.Tab title="通知" key="notice" destroyOnClose>
          <CategoryTab category={MSG_CATEGORY.notice} onPick={pick} />
        </Tabs.Tab>
        <Tabs.Tab title="系统消息" key="system" destroyOnClose>
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
