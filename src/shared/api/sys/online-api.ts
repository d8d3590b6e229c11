import type { ListRecord } from '../../hooks/list-page/types';
import { postAction } from '../http';

/** 在线用户 (`/sys/online/*`): the live sessions; `id` is an opaque session handle, never a token. */
export const ONLINE_URLS = { list: '/sys/online/list' } as const;

export interface OnlineUserRecord extends ListRecord {
  username: string;
  realname?: string | null;
  avatar?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  loginTime?: string | null;
  lastSeen?: string | null;
  /** The caller's own session: it cannot be forced out. */
  current?: boolean;
}

/** 强制退出: ends that session at once (spec 000 §7.2 `POST /sys/online/forceLogout`). */
export function forceLogout(id: string) {
  return postAction<unknown>('/sys/online/forceLogout', { sessionId: id });
}
