import { useCallback, useRef } from 'react';
import { Tag } from 'antd-mobile';
import {
  NOTICE_TEXT,
  RECEIVED_URLS,
  fetchReceivedDetail,
  type ReceivedNoticeRecord,
} from '../../../../shared/api/cwxt/notice-api';
import { SCREEN_NAMES } from '../../../../shared/domain/routes/screen-links';
import { PERM } from '../../../../shared/domain/permission/codes';
import { receivedNoticeSchema } from '../../../../shared/domain/resources/notice';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { MOBILE_LIST_UI } from '../../../widgets/card-list/mobile-list-ui';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { NoticeDetailScreen } from './notice-detail-screen';

/** Plants hold none of these: cards only open, never edit or delete. */
const CODES = {
  add: PERM.notice.add,
  edit: PERM.notice.edit,
  delete: PERM.notice.delete,
  deleteBatch: PERM.notice.delete,
};

/**
 * The notice screen has an address by the notice's id (docs/phone-navigation.md): a message links
 * to it without knowing the plant; the detail of a link is the caller's plants' copy.
 */
const NOTICE_SCREEN = {
  name: SCREEN_NAMES.notice,
  idOf: (r: ReceivedNoticeRecord) => r.noticeId,
  load: async (noticeId: string) =>
    (await fetchReceivedDetail({ noticeId, plantId: '' })) as unknown as ReceivedNoticeRecord,
};

function CardTitle({ r }: { r: ReceivedNoticeRecord }) {
  return (
    <span>
      {!r.read && (
        <Tag color="danger" style={{ marginRight: 6 }}>
          {NOTICE_TEXT.unread}
        </Tag>
      )}
      {r.title}
    </span>
  );
}

function CardFooter({ r }: { r: ReceivedNoticeRecord }) {
  return (
    <span>
      {r.replyTime ? (
        <Tag color="success">{NOTICE_TEXT.replied}</Tag>
      ) : (
        <Tag color="warning">{NOTICE_TEXT.notReplied}</Tag>
      )}{' '}
      {r.overdue && <Tag color="danger">{NOTICE_TEXT.overdue}</Tag>}
    </span>
  );
}

/**
 * 通知反馈 on the phone (plant users in WeCom): cards of the plant's notices, unread first, with
 * deadline and 已逾期; a tap opens the full-screen notice (the read receipt) with the reply box.
 */
export default function MobileNoticeFeedbackPage(_props: ViewProps) {
  const listRef = useRef<ListPageController<ReceivedNoticeRecord>>(null);
  const reload = useCallback(() => void listRef.current?.loadData(1), []);
  return (
    <ResourceCardList<ReceivedNoticeRecord>
      schema={receivedNoticeSchema}
      url={RECEIVED_URLS}
      permissionCodes={CODES}
      listRef={listRef}
      detailScreen={NOTICE_SCREEN}
      cardTitle={(r) => <CardTitle r={r} />}
      cardFooter={(r) => <CardFooter r={r} />}
      renderForm={(dialog, ctx) => (
        <NoticeDetailScreen
          address={ctx.detailAddress}
          id={
            dialog.open && dialog.record
              ? { noticeId: dialog.record.noticeId, plantId: dialog.record.plantId }
              : null
          }
          ui={MOBILE_LIST_UI}
          onRead={reload}
          onClose={() => {
            dialog.close();
            reload();
          }}
        />
      )}
    />
  );
}
