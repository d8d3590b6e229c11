import {
  ANNOUNCEMENT_MESSAGES as M,
  ANNOUNCEMENT_PRIORITIES,
  isSafeOpenPage,
  MSG_CATEGORY,
  MSG_TYPE,
  OPEN_TYPES,
  SEND_STATUS,
} from '../../../src/shared/domain/resources/announcement';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import { sanitizeRichText, stripTags } from '../../lib/sanitize-html';
import { BizError } from '../../plugins/envelope';
import { joinUserIds } from './announcement-json';
import { pushToUsers } from './push';

/** openType/openPage pairs a reader may be sent to: url → same-origin path or http(s); component → a view key. */
export function checkOpenTarget(openType: string | null, openPage: string | null): void {
  if (openType === null) return;
  if (!(OPEN_TYPES as readonly string[]).includes(openType)) throw new BizError(M.openTypeInvalid);
  if (openPage === null) return;
  const ok =
    openType === 'url' ? isSafeOpenPage(openPage) : /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(openPage);
  if (!ok) throw new BizError(M.openPageInvalid);
}

/** One unread send row per user; an existing row (same announcement and user) is left as it is. */
export async function insertSendRows(db: Db, anntId: string, userIds: readonly string[], createBy: string) {
  for (const userId of userIds) {
    await db.query(
      `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_by, create_time)
       VALUES ($1, $2, $3, '0', $4, now()) ON CONFLICT (annt_id, user_id) DO NOTHING`,
      [newId(), anntId, userId, createBy],
    );
  }
}

export interface SystemMessage {
  toUserIds: readonly string[];
  title: string;
  /** HTML; sanitised before it is stored. */
  content: string;
  busType?: string;
  busId?: string;
  openType?: 'url' | 'component';
  openPage?: string;
  priority?: 'L' | 'M' | 'H';
  /** Who sends it (username); default 'system'. */
  sender?: string;
  tenantId?: number | null;
}

/**
 * A system message (msg_category '2', msg_type USER) to some users, published at once: the
 * announcement, one unread send row per user, and a {cmd:'user'} push. For scheduled jobs and
 * business modules; the caller decides who may receive it. Returns the announcement id.
 */
export async function sendSystemMessage(deps: AppDeps, message: SystemMessage): Promise<string> {
  const userIds = [...new Set(message.toUserIds)];
  if (userIds.length === 0) throw new BizError(M.userIdsRequired);
  const title = stripTags(message.title).trim().slice(0, 100);
  if (title === '') throw new BizError(M.titleRequired);
  const priority = message.priority ?? 'L';
  if (!(ANNOUNCEMENT_PRIORITIES as readonly string[]).includes(priority))
    throw new BizError(M.priorityInvalid);
  checkOpenTarget(message.openType ?? null, message.openPage ?? null);
  const sender = message.sender ?? 'system';
  const id = newId();
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO sys_announcement (id, titile, msg_content, sender, priority, msg_category, msg_type,
         send_status, send_time, del_flag, bus_type, bus_id, open_type, open_page, user_ids, tenant_id,
         create_by, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), '0', $9, $10, $11, $12, $13, $14, $4, now())`,
      [
        id,
        title,
        sanitizeRichText(message.content),
        sender,
        priority,
        MSG_CATEGORY.system,
        MSG_TYPE.user,
        SEND_STATUS.published,
        message.busType ?? null,
        message.busId ?? null,
        message.openType ?? null,
        message.openPage ?? null,
        joinUserIds(userIds),
        message.tenantId ?? null,
      ],
    );
    await insertSendRows(tx, id, userIds, sender);
  });
  await pushToUsers(deps, userIds, { cmd: 'user', msgId: id, msgTxt: title });
  return id;
}
