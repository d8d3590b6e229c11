import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';

export const LOG_TYPE_LOGIN = 1;

/** One sys_log row per login/logout (log_type 1, as JeecgBoot's login log). */
export async function writeLoginLog(
  db: Db,
  entry: { userId: string | null; username: string; content: string; ip: string; url: string },
): Promise<void> {
  await db.query(
    `INSERT INTO sys_log (id, log_type, log_content, userid, username, ip, request_url, request_type, create_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'POST', $5)`,
    [
      newId(),
      LOG_TYPE_LOGIN,
      entry.content.slice(0, 1000),
      entry.userId,
      entry.username.slice(0, 100),
      entry.ip,
      entry.url.slice(0, 255),
    ],
  );
}
