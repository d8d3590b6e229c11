// 通知公文 → 回执: per target plant who has read and replied, and the reminder (催办) to the
// plants that have not replied yet, at most once per REMIND_INTERVAL_MINUTES.
import {
  NOTICE_MESSAGES as M,
  NOTICE_STATUS,
  REMIND_INTERVAL_MINUTES,
  type NoticeReceiptsJson,
  type NoticeTargetReceipt,
} from '../../../src/shared/domain/resources/notice';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from '../user/admin-service';
import { noticeScope, toNoticeJson, type NoticeRow } from './notice-rows';
import { noticeById } from './notice-service';
import { readersOf, repliesOf } from './notice-replies';

interface TargetRow extends Row {
  plant_id: string;
  plant_name: string | null;
  first_read_time: Date | null;
  reply_time: Date | null;
  remind_time: Date | null;
}

export async function noticeReceipts(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
): Promise<NoticeReceiptsJson> {
  const scope = await noticeScope(deps.db, auth);
  const notice = await noticeById(deps.db, scope, id);
  const rows = await deps.db.query<TargetRow>(
    `SELECT t.plant_id, p.plant_name, t.first_read_time, t.reply_time, t.remind_time
       FROM biz_notice_target t LEFT JOIN biz_plant p ON p.id = t.plant_id
      WHERE t.notice_id = $1 ORDER BY p.plant_code, t.plant_id`,
    [notice.id],
  );
  const plantIds = rows.map((r) => r.plant_id);
  const readers = await readersOf(deps.db, notice.id, plantIds);
  const replies = await repliesOf(deps.db, notice.id, plantIds);
  const targets: NoticeTargetReceipt[] = rows.map((r) => ({
    plantId: r.plant_id,
    plantName: r.plant_name,
    firstReadTime: formatDateTime(r.first_read_time),
    replyTime: formatDateTime(r.reply_time),
    remindTime: formatDateTime(r.remind_time),
    readers: readers.get(r.plant_id) ?? [],
    replies: replies.filter((x) => x.plantId === r.plant_id),
  }));
  const last = rows.reduce<Date | null>(
    (acc, r) => (r.remind_time && (!acc || r.remind_time > acc) ? r.remind_time : acc),
    null,
  );
  return {
    notice: toNoticeJson(notice),
    targets,
    targetCount: rows.length,
    readCount: rows.filter((r) => r.first_read_time).length,
    replyCount: rows.filter((r) => r.reply_time).length,
    lastRemindTime: formatDateTime(last),
  };
}

/**
 * Marks the plants that have not replied as reminded (one transaction, the notice row locked so
 * two clicks cannot both pass the interval check) and returns them for the message.
 */
export async function remindNotice(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  id: unknown,
): Promise<{ notice: NoticeRow; plantIds: string[] }> {
  const scope = await noticeScope(deps.db, auth);
  return deps.db.transaction(async (tx) => {
    const notice = await noticeById(tx, scope, id, true);
    if (notice.status !== NOTICE_STATUS.published) throw new BizError(M.onlyPublishedRemind);
    const [recent] = await tx.query<{ yes: boolean }>(
      `SELECT coalesce(max(remind_time) > now() - make_interval(mins => $2::integer), false) AS yes
         FROM biz_notice_target WHERE notice_id = $1`,
      [notice.id, REMIND_INTERVAL_MINUTES],
    );
    if (recent?.yes) throw new BizError(M.remindTooOften);
    const done = await tx.query<{ plant_id: string }>(
      `UPDATE biz_notice_target SET remind_time = now()
        WHERE notice_id = $1 AND reply_time IS NULL RETURNING plant_id`,
      [notice.id],
    );
    if (done.length === 0) throw new BizError(M.nobodyToRemind);
    await logOperation(tx, auth, {
      ...meta,
      content: `催办通知：${notice.title}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: { id: notice.id },
    });
    return { notice, plantIds: done.map((r) => r.plant_id) };
  });
}
