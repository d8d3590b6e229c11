import { useCallback, useRef, useState } from 'react';
import { Badge, Space, Tag } from 'antd';
import {
  NOTICE_TEXT,
  RECEIVED_URLS,
  type ReceivedKey,
  type ReceivedNoticeRecord,
} from '../../../../shared/api/cwxt/notice-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { receivedNoticeSchema } from '../../../../shared/domain/resources/notice';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { NoticeReadModal } from './notice-read-modal';

/** Plants hold none of these: no add, edit or delete on their received notices. */
const CODES = {
  add: PERM.notice.add,
  edit: PERM.notice.edit,
  delete: PERM.notice.delete,
  deleteBatch: PERM.notice.delete,
};

const COLUMN_RENDER = {
  title: (_v: unknown, r: ReceivedNoticeRecord) => (
    <Space size={4}>
      {!r.read && <Badge status="error" text={NOTICE_TEXT.unread} />}
      <span style={{ fontWeight: r.read ? 'normal' : 600 }}>{r.title}</span>
    </Space>
  ),
  replyDeadline: (_v: unknown, r: ReceivedNoticeRecord) => (
    <Space size={4}>
      {r.replyDeadline ?? '—'}
      {r.overdue && <Tag color="red">{NOTICE_TEXT.overdue}</Tag>}
    </Space>
  ),
  replyTime: (_v: unknown, r: ReceivedNoticeRecord) =>
    r.replyTime ? (
      <Tag color="green">{NOTICE_TEXT.replied}</Tag>
    ) : (
      <Tag color="orange">{NOTICE_TEXT.notReplied}</Tag>
    ),
};

/**
 * 通知反馈 (VIEW_KEYS.noticeFeedback): the notices published to the user's plant, unread first,
 * deadline and overdue shown; 查看 opens it (the read receipt), its replies and the reply box.
 */
export default function NoticeFeedbackPage(_props: ViewProps) {
  const [ui, holder] = useDesktopListUi();
  const [open, setOpen] = useState<ReceivedKey | null>(null);
  const listRef = useRef<ListPageController<ReceivedNoticeRecord>>(null);
  const reload = useCallback(() => void listRef.current?.loadData(), []);
  return (
    <ResourceListPage<ReceivedNoticeRecord>
      schema={receivedNoticeSchema}
      url={RECEIVED_URLS}
      permissionCodes={CODES}
      hideRowActions={['edit', 'detail', 'delete']}
      rowActions={(r) => [
        {
          key: 'open',
          label: '查看',
          placement: 'inline',
          onClick: () => setOpen({ noticeId: r.noticeId, plantId: r.plantId }),
        },
      ]}
      columnRender={COLUMN_RENDER}
      listRef={listRef}
    >
      {() => (
        <>
          {holder}
          <NoticeReadModal
            id={open}
            ui={ui}
            onRead={reload}
            onClose={() => {
              setOpen(null);
              reload();
            }}
          />
        </>
      )}
    </ResourceListPage>
  );
}
