import type { Page } from '../../../src/shared/domain/contract/result';
import {
  ANNOUNCEMENT_MESSAGES as M,
  MSG_CATEGORY,
  MSG_TYPE,
  READ_FLAG,
  SEND_STATUS,
} from '../../../src/shared/domain/resources/announcement';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import { parsePaging, toPage } from '../../lib/list-query/page';
import type { RawQuery } from '../../lib/list-query/query-input';
import { SqlParams } from '../../lib/list-query/sql-params';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import type { AuthContext } from '../session/auth-context';
import { tenantIdsOf } from '../user/user-row';
import { parseIds } from '../user/user-scope';
import { toAnnouncementJson, type AnnouncementJson, type AnnouncementRow } from './announcement-json';
import { pushToUsers } from './push';

/** Published and not deleted: what a reader may see. */
const LIVE = `a.send_status = '${SEND_STATUS.published}' AND a.del_flag = '0'`;

/**
 * listByUser's side effect (CONTRACT §6.3): an unread row for every published ALL announcement of
 * the user's audience (platform-wide or one of the user's tenants) ending after the user was
 * created (or never ending) that the user has no row for yet.
 */
export async function materialiseAllAnnouncements(db: Db, auth: AuthContext): Promise<void> {
  const user = auth.user;
  const p = new SqlParams();
  const userId = p.add(user.id);
  const tenants = tenantIdsOf(user);
  const audience = tenants.length
    ? `(a.tenant_id IS NULL OR a.tenant_id = ANY(${p.add(tenants)}::integer[]))`
    : 'a.tenant_id IS NULL';
  const since = p.add(user.create_time ?? new Date(0));
  const missing = await db.query<{ id: string }>(
    `SELECT a.id FROM sys_announcement a
      WHERE a.msg_type = '${MSG_TYPE.all}' AND ${LIVE} AND ${audience}
        AND (a.end_time IS NULL OR a.end_time >= ${since})
        AND NOT EXISTS (SELECT 1 FROM sys_announcement_send s WHERE s.annt_id = a.id AND s.user_id = ${userId})`,
    p.values,
  );
  for (const { id } of missing) {
    await db.query(
      `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_by, create_time)
       VALUES ($1, $2, $3, '0', $4, now()) ON CONFLICT (annt_id, user_id) DO NOTHING`,
      [newId(), id, user.id, user.username],
    );
  }
}

async function unreadOf(db: Db, userId: string, category: string, pageSize: number) {
  const from = `FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
    WHERE s.user_id = $1 AND s.read_flag = '${READ_FLAG.unread}' AND ${LIVE} AND a.msg_category = $2`;
  const [count] = await db.query<{ total: number | string }>(`SELECT count(*) AS total ${from}`, [
    userId,
    category,
  ]);
  const rows = await db.query<
    AnnouncementRow & { send_id: string; send_read_flag: string; send_star_flag: string | null }
  >(
    `SELECT a.*, s.id AS send_id, s.read_flag AS send_read_flag, s.star_flag AS send_star_flag ${from}
      ORDER BY a.create_time DESC, a.id LIMIT $3`,
    [userId, category, pageSize],
  );
  const list: AnnouncementJson[] = rows.map((r) => ({
    ...toAnnouncementJson(r),
    readFlag: r.send_read_flag,
    starFlag: r.send_star_flag,
    sendId: r.send_id,
  }));
  return { list, total: Number(count?.total ?? 0) };
}

export interface ListByUserResult {
  anntMsgList: AnnouncementJson[];
  anntMsgTotal: number;
  sysMsgList: AnnouncementJson[];
  sysMsgTotal: number;
}

/** GET /sys/annountCement/listByUser: the bell's unread notices and system messages. */
export async function listByUser(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<ListByUserResult> {
  await materialiseAllAnnouncements(deps.db, auth);
  const { pageSize } = parsePaging({ pageSize: query.pageSize ?? '5' }, { maxPageSize: 100 });
  const annt = await unreadOf(deps.db, auth.user.id, MSG_CATEGORY.notice, pageSize);
  const sys = await unreadOf(deps.db, auth.user.id, MSG_CATEGORY.system, pageSize);
  return { anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total };
}

/** editByAnntIdAndUserId: the caller's own row only, so nobody marks another user's message read. */
export async function markRead(deps: AppDeps, auth: AuthContext, anntId: unknown): Promise<void> {
  const [id] = parseIds(typeof anntId === 'string' ? anntId : '', 1);
  if (!id) throw new BizError(M.notFound);
  await deps.db.query(
    `UPDATE sys_announcement_send SET read_flag = '${READ_FLAG.read}', read_time = now(), update_by = $3,
       update_time = now() WHERE annt_id = $1 AND user_id = $2 AND read_flag = '${READ_FLAG.unread}'`,
    [id, auth.user.id, auth.user.username],
  );
}

/**
 * readAll: every unread row of the caller. The refresh push goes to the caller's own sockets
 * (other tabs / the phone) rather than to everyone as JeecgBoot did: nobody else's bell changed.
 */
export async function readAll(deps: AppDeps, auth: AuthContext): Promise<void> {
  await deps.db.query(
    `UPDATE sys_announcement_send SET read_flag = '${READ_FLAG.read}', read_time = now(), update_by = $2,
       update_time = now() WHERE user_id = $1 AND read_flag = '${READ_FLAG.unread}'`,
    [auth.user.id, auth.user.username],
  );
  await pushToUsers(deps, [auth.user.id], { cmd: 'topic' });
}

interface SendModelRow extends Row {
  id: string;
  annt_id: string;
  user_id: string;
  titile: string;
  msg_content: string | null;
  sender: string | null;
  priority: string | null;
  read_flag: string;
  send_time: Date | null;
  msg_category: string;
  bus_id: string | null;
  bus_type: string | null;
  open_type: string | null;
  open_page: string | null;
  msg_abstract: string | null;
}

/** JeecgBoot AnnouncementSendModel. */
export interface AnnouncementSendModel {
  id: string;
  anntId: string;
  userId: string;
  titile: string;
  msgContent: string | null;
  sender: string | null;
  priority: string | null;
  readFlag: string;
  sendTime: string | null;
  msgCategory: string;
  busId: string | null;
  busType: string | null;
  openType: string | null;
  openPage: string | null;
  msgAbstract: string | null;
  pageNo: null;
  pageSize: null;
  bizSource: null;
}

const toSendModel = (r: SendModelRow): AnnouncementSendModel => ({
  id: r.id,
  anntId: r.annt_id,
  userId: r.user_id,
  titile: r.titile,
  msgContent: r.msg_content,
  sender: r.sender,
  priority: r.priority,
  readFlag: r.read_flag,
  sendTime: formatDateTime(r.send_time),
  msgCategory: r.msg_category,
  busId: r.bus_id,
  busType: r.bus_type,
  openType: r.open_type,
  openPage: r.open_page,
  msgAbstract: r.msg_abstract,
  pageNo: null,
  pageSize: null,
  bizSource: null,
});

const SEND_SELECT = `s.id, s.annt_id, s.user_id, s.read_flag, a.titile, a.msg_content, a.sender, a.priority,
  a.send_time, a.msg_category, a.bus_id, a.bus_type, a.open_type, a.open_page, a.msg_abstract`;

const likeValue = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** getMyAnnouncementSend: the caller's own published messages, unread first, newest first. */
export async function myAnnouncementSends(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<AnnouncementSendModel>> {
  await materialiseAllAnnouncements(deps.db, auth);
  const paging = parsePaging(query, { maxPageSize: 200 });
  const p = new SqlParams();
  const where = [`s.user_id = ${p.add(auth.user.id)}`, LIVE];
  const str = (k: string) => (typeof query[k] === 'string' && query[k] !== '' ? (query[k] as string) : null);
  const titile = str('titile');
  if (titile) where.push(`a.titile ILIKE ${p.add(likeValue(titile))}`);
  const sender = str('sender');
  if (sender) where.push(`a.sender ILIKE ${p.add(likeValue(sender))}`);
  const readFlag = str('readFlag');
  if (readFlag) where.push(`s.read_flag = ${p.add(readFlag)}`);
  const busType = str('busType');
  if (busType) where.push(`a.bus_type = ${p.add(busType)}`);
  const msgCategory = str('msgCategory');
  if (msgCategory) where.push(`a.msg_category = ${p.add(msgCategory)}`);
  if (str('bizSource') === 'isNoBpm') where.push(`coalesce(a.bus_type, '') <> 'bpm'`);
  const from = `FROM sys_announcement_send s JOIN sys_announcement a ON a.id = s.annt_id WHERE ${where.join(' AND ')}`;
  const [count] = await deps.db.query<{ total: number | string }>(
    `SELECT count(*) AS total ${from}`,
    p.values,
  );
  const total = Number(count?.total ?? 0);
  if (total === 0 || paging.offset >= total) return toPage([], total, paging);
  const limit = p.add(paging.pageSize, 'integer');
  const offset = p.add(paging.offset, 'bigint');
  const rows = await deps.db.query<SendModelRow>(
    `SELECT ${SEND_SELECT} ${from} ORDER BY s.read_flag, a.send_time DESC NULLS LAST, s.id LIMIT ${limit} OFFSET ${offset}`,
    p.values,
  );
  return toPage(rows.map(toSendModel), total, paging);
}

/** getOne?sendId=: one of the caller's own rows. */
export async function oneSend(
  deps: AppDeps,
  auth: AuthContext,
  sendId: unknown,
): Promise<AnnouncementSendModel> {
  const [id] = parseIds(typeof sendId === 'string' ? sendId : '', 1);
  if (!id) throw new BizError(M.notFound);
  const [row] = await deps.db.query<SendModelRow>(
    `SELECT ${SEND_SELECT} FROM sys_announcement_send s JOIN sys_announcement a ON a.id = s.annt_id
      WHERE s.id = $1 AND s.user_id = $2 AND ${LIVE}`,
    [id, auth.user.id],
  );
  if (!row) throw new BizError(M.notFound);
  return toSendModel(row);
}
