// Reads shared by the publisher's receipts and the plant's detail: replies and readers of a
// notice, optionally limited to some plants (the caller has already proven access to them).
import type { NoticeReaderJson, NoticeReplyJson } from '../../../src/shared/domain/resources/notice';
import { isLateReply } from '../../../src/shared/domain/resources/notice';
import type { Db, Row } from '../../db/db';
import { formatDateTime } from '../../lib/time';

interface ReplyRow extends Row {
  id: string;
  notice_id: string;
  plant_id: string;
  plant_name: string | null;
  content: string;
  attachments: string | null;
  create_by: string;
  create_name: string | null;
  create_time: Date;
  create_day: string;
  deadline: string | null;
}

/** Replies of the notice from these plants, oldest first. */
export async function repliesOf(
  db: Db,
  noticeId: string,
  plantIds: readonly string[],
): Promise<NoticeReplyJson[]> {
  const rows = await db.query<ReplyRow>(
    `SELECT r.*, p.plant_name, n.reply_deadline::text AS deadline,
            to_char(r.create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS create_day
       FROM biz_notice_reply r
       JOIN biz_notice n ON n.id = r.notice_id
       LEFT JOIN biz_plant p ON p.id = r.plant_id
      WHERE r.notice_id = $1 AND r.plant_id = ANY ($2::text[])
      ORDER BY r.create_time, r.id`,
    [noticeId, [...plantIds]],
  );
  return rows.map((r) => ({
    id: r.id,
    noticeId: r.notice_id,
    plantId: r.plant_id,
    plantName: r.plant_name,
    content: r.content,
    attachments: r.attachments,
    createBy: r.create_by,
    createName: r.create_name,
    createTime: formatDateTime(r.create_time),
    late: isLateReply(r.deadline, r.create_day),
  }));
}

interface ReaderRow extends Row {
  plant_id: string;
  user_id: string;
  realname: string | null;
  read_time: Date;
}

/** Who of each plant has read the notice, by plant id. */
export async function readersOf(
  db: Db,
  noticeId: string,
  plantIds: readonly string[],
): Promise<Map<string, NoticeReaderJson[]>> {
  const rows = await db.query<ReaderRow>(
    `SELECT r.plant_id, r.user_id, u.realname, r.read_time
       FROM biz_notice_read r LEFT JOIN sys_user u ON u.id = r.user_id
      WHERE r.notice_id = $1 AND r.plant_id = ANY ($2::text[])
      ORDER BY r.read_time, r.user_id`,
    [noticeId, [...plantIds]],
  );
  const out = new Map<string, NoticeReaderJson[]>();
  for (const r of rows) {
    const list = out.get(r.plant_id) ?? [];
    list.push({ userId: r.user_id, realname: r.realname, readTime: formatDateTime(r.read_time) });
    out.set(r.plant_id, list);
  }
  return out;
}
