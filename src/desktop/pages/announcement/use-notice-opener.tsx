import { useCallback, useState, type ReactNode } from 'react';
import { noticeAction } from '../../../shared/domain/notify/notice-view';
import { AnnouncementModal, type NoticeRecord } from './announcement-modal';
import { NoticeComponentModal, type NoticeComponentTarget } from './notice-component-modal';

/**
 * Click flow shared by the bell and 我的消息: mark read (then the lists reload), then show the
 * announcement modal or the component view. The modal opens even if marking read fails: the
 * reader still gets the message, and it simply stays unread.
 */
export function useNoticeOpener(markRead: (anntId: string) => Promise<unknown>): {
  open(record: NoticeRecord, anntId: string, unread: boolean): void;
  holder: ReactNode;
} {
  const [record, setRecord] = useState<NoticeRecord | null>(null);
  const [target, setTarget] = useState<NoticeComponentTarget | null>(null);
  const open = useCallback(
    (r: NoticeRecord, anntId: string, unread: boolean) => {
      if (unread) void markRead(anntId).catch(() => undefined);
      const action = noticeAction(r);
      if (action.kind === 'component') {
        setTarget({ componentKey: action.componentKey, busId: action.busId, title: r.titile });
      } else {
        setRecord(r);
      }
    },
    [markRead],
  );
  const holder = (
    <>
      <AnnouncementModal record={record} onClose={() => setRecord(null)} />
      <NoticeComponentModal target={target} onClose={() => setTarget(null)} />
    </>
  );
  return { open, holder };
}
