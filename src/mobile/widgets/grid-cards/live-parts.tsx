import { Button, Tag } from 'antd-mobile';
import type { LiveChoice, LiveConflict } from '../../../shared/domain/grid/live-rows';
import type { SocketStatus } from '../../../shared/domain/notify/socket-policy';

/** The live channel's state in words (issue 11); nothing once the grid is gone. */
const STATUS_TEXT: Readonly<Partial<Record<SocketStatus, string>>> = {
  open: '实时协同已连接',
  connecting: '实时协同连接中…',
  waiting: '实时协同已断开，稍后自动重连',
  stopped: '实时协同已断开，请刷新页面',
};

export function LiveStatusLine({ status }: { status: SocketStatus }) {
  const text = STATUS_TEXT[status];
  if (!text) return null;
  return (
    <div role="status" className={`cwxt-m-cards-live cwxt-m-cards-live--${status}`}>
      {text}
    </div>
  );
}

const conflictText = (kind: LiveConflict['kind']) => (kind === 'update' ? '已被他人修改' : '已被他人删除');

/** The mark inside the card's head. */
export function ConflictTag({ conflict }: { conflict: LiveConflict }) {
  return (
    <Tag color="warning" fill="outline">
      {conflictText(conflict.kind)}
    </Tag>
  );
}

/**
 * Under a card (and atop its editor) whose unsaved edit met a remote change: 重新加载 takes the
 * other user's version, 保留我的修改 keeps the local values (the next save overwrites knowingly).
 */
export function CardConflict(props: {
  kind: LiveConflict['kind'];
  index: number;
  onResolve(choice: LiveChoice): void;
}) {
  const text = `第${props.index + 1}行${conflictText(props.kind)}`;
  return (
    <div role="group" aria-label={text} className="cwxt-m-card-conflict">
      <span className="cwxt-m-card-conflict-text">{text}</span>
      <span className="cwxt-m-card-conflict-actions">
        <Button size="mini" color="primary" fill="outline" onClick={() => props.onResolve('reload')}>
          重新加载
        </Button>
        <Button size="mini" onClick={() => props.onResolve('keep')}>
          保留我的修改
        </Button>
      </span>
    </div>
  );
}
