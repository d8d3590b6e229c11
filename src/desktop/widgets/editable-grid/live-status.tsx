import { Typography } from 'antd';
import type { SocketStatus } from '../../../shared/domain/notify/socket-policy';

/** The status line of a live grid (issue 11): what its socket is doing, in the user's words. */
export const LIVE_STATUS_TEXT: Readonly<Record<Exclude<SocketStatus, 'disposed'>, string>> = {
  open: '实时协同已连接',
  connecting: '实时协同连接中…',
  waiting: '实时协同已断开，稍后自动重连',
  stopped: '实时协同已断开，请刷新页面',
};

const TONE: Readonly<Partial<Record<SocketStatus, 'success' | 'warning' | 'danger'>>> = {
  open: 'success',
  waiting: 'warning',
  stopped: 'danger',
};

export function LiveStatus({ status }: { status: SocketStatus }) {
  // A disposed connection belongs to an unmounting grid: nothing left to say.
  if (status === 'disposed') return null;
  return (
    <Typography.Text role="status" className="cwxt-grid-live-status" type={TONE[status]}>
      {LIVE_STATUS_TEXT[status]}
    </Typography.Text>
  );
}
