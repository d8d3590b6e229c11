import { useState } from 'react';
import { Badge, Button, Popover, Tabs } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/routes/paths';
import type { Announcement } from '../../../shared/domain/notify/types';
import { useListByUser } from '../../../shared/hooks/notify/use-list-by-user';
import { useNoticeSocket } from '../../../shared/hooks/notify/use-notice-socket';
import { useNoticeOpener } from '../../pages/announcement/use-notice-opener';
import { NoticeBellList } from './notice-bell-list';

/**
 * The header's notice bell (spec 000 §2.4, CONTRACT.md §6.3): unread count of both kinds, a
 * 300px popover with 通知 / 系统消息 tabs, click → mark read and open; 查看更多 → 我的消息.
 * Loaded lazily by the header and only when signed in; it owns the notification socket.
 */
export default function NoticeBell() {
  useNoticeSocket();
  const { data, unread, markRead } = useListByUser();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const opener = useNoticeOpener(markRead);

  const pick = (item: Announcement) => {
    setOpen(false);
    opener.open(item, item.id, true);
  };
  const more = (
    <Button
      type="link"
      block
      onClick={() => {
        setOpen(false);
        navigate(PATHS.userAnnouncement);
      }}
    >
      查看更多
    </Button>
  );
  const content = (
    <div style={{ width: 300 }} data-testid="notice-popover">
      <Tabs
        centered
        size="small"
        items={[
          {
            key: '1',
            label: `通知(${data?.anntMsgTotal ?? 0})`,
            children: (
              <>
                <NoticeBellList items={data?.anntMsgList ?? []} onPick={pick} />
                {more}
              </>
            ),
          },
          {
            key: '2',
            label: `系统消息(${data?.sysMsgTotal ?? 0})`,
            children: (
              <>
                <NoticeBellList items={data?.sysMsgList ?? []} onPick={pick} />
                {more}
              </>
            ),
          },
        ]}
      />
    </div>
  );
  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content}>
        <Button
          type="text"
          aria-label={`消息通知，${unread}条未读`}
          style={{ height: 'auto', padding: '0 4px' }}
        >
          <Badge count={unread} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Popover>
      {opener.holder}
    </>
  );
}
