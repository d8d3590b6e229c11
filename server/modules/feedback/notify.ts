// Messages of 信息反馈, sent after the write committed: a plant's new item or reply goes to the
// grid staff who handle feedback, the grid's reply or state change to the plant's staff.
import type { FastifyBaseLogger } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { AppDeps } from '../../fastify-types';
import { escapeHtml } from '../../lib/sanitize-html';
import { sendSystemMessage } from '../announcement/system-message';
import { plantUserIds, usersWithPermission } from '../business/recipients';
import type { FeedbackRow } from './feedback-rows';

export const FEEDBACK_BUS_TYPE = 'cwxt_feedback';

export async function notifyFeedback(
  deps: AppDeps,
  log: FastifyBaseLogger,
  row: Pick<FeedbackRow, 'id' | 'tenant_id' | 'plant_id' | 'title'>,
  to: 'grid' | 'plant',
  what: string,
  actor: { id: string; username: string },
): Promise<void> {
  try {
    const recipients =
      to === 'grid'
        ? await usersWithPermission(deps.db, row.tenant_id, PERM.feedback.handle)
        : await plantUserIds(deps.db, row.tenant_id, row.plant_id);
    const others = recipients.filter((id) => id !== actor.id);
    if (others.length === 0) return;
    await sendSystemMessage(deps, {
      toUserIds: others,
      title: `${what}：${row.title}`,
      content: `<p>信息反馈《${escapeHtml(row.title)}》${escapeHtml(what)}。</p>`,
      busType: FEEDBACK_BUS_TYPE,
      busId: row.id,
      openType: 'url',
      openPage: BIZ_PATHS.feedback,
      sender: actor.username,
      tenantId: row.tenant_id,
    });
  } catch (error) {
    log.warn({ err: error, busId: row.id }, 'feedback message not sent');
  }
}
