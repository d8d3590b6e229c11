import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import type { ResourceSchema } from './types';

/**
 * 在线用户: the live sessions (`sys_session`, not revoked, not expired). `id` is an opaque handle of
 * the session (never the token, never the session id itself); POST /sys/online/forceLogout takes
 * it as `{sessionId: id}`. `current` is true on the caller's own session (it cannot be forced out).
 */
export const onlineUserSchema: ResourceSchema = {
  name: 'onlineUser',
  title: '在线用户',
  apiBase: '/sys/online',
  permissionPrefix: PERMISSION_PREFIX.online,
  table: 'sys_session',
  menuPath: ADMIN_PATHS.online,
  defaultSort: { key: 'loginTime', order: 'desc' },
  fields: [
    { key: 'username', title: '用户账号', kind: 'text', list: true, search: 'like', sort: true, card: true },
    { key: 'realname', title: '用户姓名', kind: 'text', list: true, search: 'like', card: true },
    { key: 'avatar', title: '头像', kind: 'image', list: true },
    { key: 'ip', title: '登录IP', kind: 'text', list: true, search: 'like', card: true },
    { key: 'userAgent', column: 'user_agent', title: '客户端', kind: 'text', list: true },
    {
      key: 'loginTime',
      column: 'created_at',
      title: '登录时间',
      kind: 'datetime',
      list: true,
      sort: true,
      card: true,
    },
    { key: 'lastSeen', column: 'last_seen_at', title: '最近访问', kind: 'datetime', list: true, sort: true },
    // JeecgBoot's list mixin always sends column=createTime: a session is created at sign-in.
    { key: 'createTime', column: 'created_at', title: '登录时间', kind: 'datetime', sort: true },
  ],
};
