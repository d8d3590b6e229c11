// Messages of 通知公文 through the notification system, sent after the business write
// committed; a failed message is logged and never undoes the write.
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../fastify-types';
import { escapeHtml } from '../../lib/sanitize-html';
import { sendSystemMessage } from '../announcement/system-message';
import { plantUserIds } from '../business/recipients';

export const NOTICE_BUS_TYPE = 'cwxt_notice';

interface Plain {
  id: string;
  tenant_id: number;
  title: string;
}

async function plantsUsers(deps: AppDeps, tenantId: number, plantIds: readonly string[]): Promise<string[]> {
  const all = new Set<string>();
  for (const plantId of plantIds)
    for (const id of await plantUserIds(deps.db, tenantId, plantId)) all.add(id);
  return [...all];
}

async function send(
  deps: AppDeps,
  log: FastifyBaseLogger,
  toUserIds: string[],
  message: {
    title: string;
    content: string;
    busId: string;
    openPage: string;
    sender: string;
    tenantId: number;
  },
): Promise<void> {
  if (toUserIds.length === 0) return;
  try {
    await sendSystemMessage(deps, { ...message, toUserIds, busType: NOTICE_BUS_TYPE, openType: 'url' });
  } catch (error) {
    log.warn({ err: error, busId: message.busId }, 'notice message not sent');
  }
}

/** To the staff of every target plant: a new notice to read (and answer). */
export async function notifyPublished(
  deps: AppDeps,
  log: FastifyBaseLogger,
  notice: Plain,
  plantIds: readonly string[],
  sender: string,
): Promise<void> {
  await send(deps, log, await plantsUsers(deps, notice.tenant_id, plantIds), {
    title: `新通知：${notice.title}`,
    content: `<p>您有一条新通知《${escapeHtml(notice.title)}》，请及时阅读并回复。</p>`,
    busId: notice.id,
    openPage: BIZ_PATHS.noticeFeedback,
    sender,
    tenantId: notice.tenant_id,
  });
}

/** To the staff of the plants that have not replied. */
export async function notifyReminded(
  deps: AppDeps,
  log: FastifyBaseLogger,
  notice: Plain,
  plantIds: readonly string[],
  sender: string,
): Promise<void> {
  await send(deps, log, await plantsUsers(deps, notice.tenant_id, plantIds), {
    title: `催办：${notice.title}`,
    content: `<p>通知《${escapeHtml(notice.title)}》尚未回复，请尽快回复。</p>`,
    busId: notice.id,
    openPage: BIZ_PATHS.noticeFeedback,
    sender,
    tenantId: notice.tenant_id,
  });
}

/** To the publisher: a plant replied. */
export async function notifyReplied(
  deps: AppDeps,
  log: FastifyBaseLogger,
  reply: { tenantId: number; noticeId: string; title: string; plantName: string; publisher: string | null },
  sender: string,
): Promise<void> {
  if (!reply.publisher) return;
  const rows = await deps.db.query<{ id: string }>(
    'SELECT id FROM sys_user WHERE username = $1 AND del_flag = 0 AND status = 1',
    [reply.publisher],
  );
  await send(
    deps,
    log,
    rows.map((r) => r.id),
    {
      title: `通知回复：${reply.title}`,
      content: `<p>${escapeHtml(reply.plantName)}回复了通知《${escapeHtml(reply.title)}》。</p>`,
      busId: reply.noticeId,
      openPage: BIZ_PATHS.notice,
      sender,
      tenantId: reply.tenantId,
    },
  );
}
