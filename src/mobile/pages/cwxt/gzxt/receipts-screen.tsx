import { Button, DotLoading, ErrorBlock, List, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import {
  NOTICE_TEXT,
  fetchReceipts,
  isPublished,
  noticeQueryKeys,
  remindNotice,
} from '../../../../shared/api/cwxt/notice-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { NOTICE_MESSAGES } from '../../../../shared/domain/resources/notice';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { runWrite } from '../../../../shared/hooks/use-save-action';
import { FullScreenDialog } from '../../../ui/full-screen-dialog';
import { MOBILE_LIST_UI } from '../../../widgets/card-list/mobile-list-ui';
import { AttachmentLinks } from './attachment-links';
import './office.css';

function Receipts({ id }: { id: string }) {
  const perm = useListPermissions('');
  const query = useQuery({ queryKey: noticeQueryKeys.receipts(id), queryFn: () => fetchReceipts(id) });
  if (query.isLoading) return <DotLoading color="primary" aria-label="加载中" />;
  if (query.isError) return <ErrorBlock status="default" title={query.error.message} description="" />;
  const d = query.data;
  if (!d) return null;
  const remind = async () => {
    if (!(await MOBILE_LIST_UI.confirm({ title: '提示', content: NOTICE_TEXT.remindConfirm }))) return;
    if (await runWrite(MOBILE_LIST_UI, () => remindNotice(id), NOTICE_MESSAGES.reminded))
      void query.refetch();
  };
  return (
    <div className="cwxt-m-office-detail">
      <h1 className="cwxt-m-office-title">{d.notice.title}</h1>
      <div className="cwxt-m-office-meta">
        <span>
          {NOTICE_TEXT.read} {d.readCount}/{d.targetCount}
        </span>
        <span>
          {NOTICE_TEXT.replied} {d.replyCount}/{d.targetCount}
        </span>
        {d.lastRemindTime && <span>上次催办 {d.lastRemindTime.slice(0, 16)}</span>}
      </div>
      {isPublished(d.notice) && perm.has(PERM.notice.remind) && d.replyCount < d.targetCount && (
        <Button block color="primary" onClick={() => void remind()}>
          {NOTICE_TEXT.remind}
        </Button>
      )}
      <List aria-label="回执明细">
        {d.targets.map((t) => (
          <List.Item
            key={t.plantId}
            title={t.plantName}
            description={
              <>
                {t.readers.map((r) => (
                  <div key={r.userId}>
                    {r.realname ?? r.userId} 已读 {r.readTime?.slice(0, 16)}
                  </div>
                ))}
                {t.replies.map((r) => (
                  <div key={r.id} className="cwxt-m-office-reply">
                    <div className="cwxt-m-office-reply-head">
                      {r.createName ?? r.createBy} {r.createTime?.slice(0, 16)}{' '}
                      {r.late && <Tag color="danger">{NOTICE_TEXT.late}</Tag>}
                    </div>
                    <div>{r.content}</div>
                    <AttachmentLinks value={r.attachments} label="回复附件" />
                  </div>
                ))}
              </>
            }
            extra={
              t.replyTime ? (
                <Tag color="success">{NOTICE_TEXT.replied}</Tag>
              ) : t.firstReadTime ? (
                <Tag color="warning">{NOTICE_TEXT.notReplied}</Tag>
              ) : (
                <Tag>{NOTICE_TEXT.unread}</Tag>
              )
            }
          />
        ))}
      </List>
    </div>
  );
}

/** 回执 full screen: counts, 催办, and per plant who read it and what they replied. */
export function ReceiptsScreen({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <FullScreenDialog title={NOTICE_TEXT.receipts} open={id !== null} onClose={onClose}>
      {id ? <Receipts key={id} id={id} /> : null}
    </FullScreenDialog>
  );
}
