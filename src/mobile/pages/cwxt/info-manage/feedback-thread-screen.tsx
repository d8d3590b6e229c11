import { Button, DotLoading, ErrorBlock, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import {
  FEEDBACK_TEXT,
  feedbackQueryKeys,
  fetchFeedback,
  handleFeedback,
  replyToFeedback,
} from '../../../../shared/api/cwxt/feedback-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { FEEDBACK_MESSAGES, FEEDBACK_STATUS, canHandle } from '../../../../shared/domain/resources/feedback';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { runWrite } from '../../../../shared/hooks/use-save-action';
import { FullScreenDialog } from '../../../ui/full-screen-dialog';
import { MOBILE_LIST_UI } from '../../../widgets/card-list/mobile-list-ui';
import { AttachmentLinks } from '../gzxt/attachment-links';
import { ReplyBox } from '../gzxt/reply-box';
import '../gzxt/office.css';

function Thread({ id, onChanged }: { id: string; onChanged: () => void }) {
  const perm = useListPermissions('');
  const query = useQuery({ queryKey: feedbackQueryKeys.detail(id), queryFn: () => fetchFeedback(id) });
  if (query.isLoading) return <DotLoading color="primary" aria-label="加载中" />;
  if (query.isError) return <ErrorBlock status="default" title={query.error.message} description="" />;
  const d = query.data;
  if (!d) return null;
  const changed = () => {
    void query.refetch();
    onChanged();
  };
  const move = async (to: 'processing' | 'done', confirm?: string) => {
    if (confirm && !(await MOBILE_LIST_UI.confirm({ title: '提示', content: confirm }))) return;
    if (await runWrite(MOBILE_LIST_UI, () => handleFeedback(id, to), FEEDBACK_MESSAGES.handled)) changed();
  };
  const canMove = perm.has(PERM.feedback.handle);
  return (
    <article className="cwxt-m-office-detail" aria-label={d.title}>
      <h1 className="cwxt-m-office-title">{d.title}</h1>
      <div className="cwxt-m-office-meta">
        <Tag color="primary">{d.category_dictText ?? d.category}</Tag>
        <Tag color={d.status === FEEDBACK_STATUS.done ? 'success' : 'warning'}>
          {d.status_dictText ?? d.status}
        </Tag>
        <span>{d.plantName}</span>
        <span>{d.createTime?.slice(0, 16)}</span>
      </div>
      <div style={{ whiteSpace: 'pre-wrap' }}>{d.content}</div>
      <AttachmentLinks value={d.attachments} />
      <section aria-label={FEEDBACK_TEXT.thread}>
        {d.replies.map((r) => (
          <div key={r.id} className="cwxt-m-office-reply">
            <div className="cwxt-m-office-reply-head">
              <Tag color={r.side === 'grid' ? 'primary' : 'success'}>
                {r.side === 'grid' ? FEEDBACK_TEXT.grid : FEEDBACK_TEXT.plant}
              </Tag>{' '}
              {r.createName ?? r.createBy} {r.createTime?.slice(0, 16)}
            </div>
            <div style={{ whiteSpace: 'pre-wrap' }}>{r.content}</div>
            <AttachmentLinks value={r.attachments} label="回复附件" />
          </div>
        ))}
      </section>
      {perm.has(PERM.feedback.reply) && d.status !== FEEDBACK_STATUS.done && (
        <ReplyBox
          ui={MOBILE_LIST_UI}
          bizPath="feedback"
          placeholder={FEEDBACK_TEXT.replyPlaceholder}
          requiredMessage={FEEDBACK_MESSAGES.replyRequired}
          successMessage={FEEDBACK_MESSAGES.replied}
          send={(content, attachments) => replyToFeedback({ feedbackId: id, content, attachments })}
          onDone={changed}
        />
      )}
      {canMove && (
        <div className="cwxt-m-office-reply-box">
          {d.status === FEEDBACK_STATUS.pending && (
            <Button block onClick={() => void move('processing')}>
              {FEEDBACK_TEXT.startHandling}
            </Button>
          )}
          {canHandle(d.status, FEEDBACK_STATUS.done) && (
            <Button block color="success" onClick={() => void move('done', FEEDBACK_TEXT.finishConfirm)}>
              {FEEDBACK_TEXT.finish}
            </Button>
          )}
          {d.status === FEEDBACK_STATUS.done && (
            <Button block onClick={() => void move('processing', FEEDBACK_TEXT.reopenConfirm)}>
              {FEEDBACK_TEXT.reopen}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

/** One feedback item full screen: the report, the thread, the reply box and the state buttons. */
export function FeedbackThreadScreen(props: {
  id: string | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  return (
    <FullScreenDialog title={FEEDBACK_TEXT.thread} open={props.id !== null} onClose={props.onClose}>
      {props.id ? <Thread key={props.id} id={props.id} onChanged={props.onChanged} /> : null}
    </FullScreenDialog>
  );
}
