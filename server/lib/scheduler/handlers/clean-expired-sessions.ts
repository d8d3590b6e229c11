import type { JobHandler } from '../types';

/** 清理过期会话: sign-in sessions that can no longer authenticate are only dead weight. */
export const cleanExpiredSessions: JobHandler = {
  name: 'cleanExpiredSessions',
  title: '清理过期会话',
  description: '删除已过期、已退出或因长时间未操作而失效的登录会话',
  parameterHint: '无需参数',
  async run({ db, config, now }) {
    const t = now.getTime();
    // The same rules as authenticate() (server/modules/session/service.ts): any of them ends a session.
    const rows = await db.query(
      `DELETE FROM sys_session
        WHERE revoked_at IS NOT NULL OR expires_at <= $1 OR created_at <= $2 OR last_seen_at <= $3
        RETURNING id`,
      [
        new Date(t),
        new Date(t - config.sessionMaxHours * 3600_000),
        new Date(t - config.sessionIdleMinutes * 60_000),
      ],
    );
    return `已清理 ${rows.length} 个过期会话`;
  },
};
