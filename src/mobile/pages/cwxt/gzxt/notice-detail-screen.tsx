import { useEffect } from 'react';
import { DotLoading, ErrorBlock, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import {
  NOTICE_TEXT,
  fetchReceivedDetail,
  markNoticeRead,
  noticeQueryKeys,
  replyToNotice,
  type ReceivedKey,
} from '../../../../shared/api/cwxt/notice-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { NOTICE_MESSAGES } from '../../../../shared/domain/resources/notice';
import { toSafeHtml } from '../../../../shared/hooks/notify/safe-html';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { SaveUi } from '../../../../shared/hooks/use-save-action';
import { FullScreenDialog } from '../../../ui/full-screen-dialog';
import { AttachmentLinks } from './attachment-links';
import { ReplyBox } from './reply-box';
import './office.css';

function Detail({ id, ui, onRead }: { id: ReceivedKey; ui: SaveUi; onRead: () => void }) {
  const perm = useListPermissions('');
  const query = useQuery({ queryKey: noticeQueryKeys.detail(id), queryFn: () => fetchReceivedDetail(id) });
  const { noticeId, plantId } = id;
  useEffect(() => {
    // Opening the notice is the read receipt (the server keeps the first read time). Keyed on the
    // ids, not the object: the phone's list builds a new key object on every render.
    void markNoticeRead({ noticeId, plantId }).then((res) => {
      if (res.success) onRead();
    });
  }, [noticeId, plantId, onRead]);
  if (query.isLoading) return <DotLoading color="primary" aria-label="加载中" />;
  if (query.isError) return <ErrorBlock status="default" title={query.error.message} description="" />;
  const d = query.data;
  if (!d) return null;
  return (
    <article className="cwxt-m-office-detail" aria-label={d.title}>
      <h1 className="cwxt-m-office-title">{d.title}</h1>
      <div className="cwxt-m-office-meta">
        <Tag color="primary">{d.noticeType_dictText ?? d.noticeType}</Tag>
        {d.docNumber && <span>文号：{d.docNumber}</span>}
        <span>发布：{d.publishTime?.slice(0, 16)}</span>
        <span>截止：{d.replyDeadline ?? '—'}</span>
        {d.overdue && <Tag color="danger">{NOTICE_TEXT.overdue}</Tag>}
      </div>
      {/* Sanitised on the server on every write, and again here before rendering. */}
      <div
        className="cwxt-m-office-content"
        role="document"
        aria-label="通知正文"
        dangerouslySetInnerHTML={{ __html: toSafeHtml(d.content) }}
      />
      <AttachmentLinks value={d.attachments} />
      <section aria-label="回复记录">
        {d.replies.map((r) => (
          <div key={r.id} className="cwxt-m-office-reply">
            <div className="cwxt-m-office-reply-head">
              {r.createName ?? r.createBy} {r.createTime?.slice(0, 16)}{' '}
              {r.late && <Tag color="danger">{NOTICE_TEXT.late}</Tag>}
            </div>
            <div>{r.content}</div>
            <AttachmentLinks value={r.attachments} label="回复附件" />
          </div>
        ))}
      </section>
      {perm.has(PERM.notice.reply) && (
        <ReplyBox
          ui={ui}
          bizPath="notice"
          placeholder={NOTICE_TEXT.replyPlaceholder}
          requiredMessage={NOTICE_MESSAGES.replyRequired}
          successMessage={NOTICE_MESSAGES.replied}
          send={(content, attachments) => replyToNotice({ ...id, content, attachments })}
          onDone={() => void query.refetch()}
        />
      )}
    </article>
  );
}

/** The received notice full screen: content, attachments, the plant's replies and the reply box. */
export function NoticeDetailScreen(props: {
  id: ReceivedKey | null;
  ui: SaveUi;
  onClose: () => void;
  onRead: () => void;
  /** The screen's address when the list gives it one (FullScreenDialog). */
  address?: string;
}) {
  return (
    <FullScreenDialog
      title="通知详情"
      open={props.id !== null}
      onClose={props.onClose}
      address={props.address}
    >
      {props.id ? (
        <Detail
          key={`${props.id.noticeId}-${props.id.plantId}`}
          id={props.id}
          ui={props.ui}
          onRead={props.onRead}
        />
      ) : null}
    </FullScreenDialog>
  );
}
