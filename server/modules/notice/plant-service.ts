// 通知反馈 (plant side): the notices published to the caller's plants, the read receipt and the
// plant's replies. Every read and write goes through the target rows under the plant data rule
// of the 通知反馈 menu, so another plant's notice, receipts and replies read exactly like missing ones.
import type { Page } from '../../../src/shared/domain/contract/result';
import {
  NOTICE_MESSAGES as M,
  NOTICE_STATUS,
  isPastDeadline,
  noticeTargetSchema,
  type ReceivedNoticeDetailJson,
  type ReceivedNoticeJson,
} from '../../../src/shared/domain/resources/notice';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import { parsePaging, toPage } from '../../lib/list-query/page';
import { queryText, type RawQuery } from '../../lib/list-query/query-input';
import { buildListWhere } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { bizScope, SCOPE_MESSAGES, type BizScope } from '../business/scope';
import type { AuthContext } from '../session/auth-context';
import { parseIds } from '../user/user-scope';
import { NOTICE_DICTS, readAttachments, readText, todayInShanghai, withDictTexts } from './inputs';
import { repliesOf } from './notice-replies';

interface ReceivedRow extends Row {
  id: string;
  notice_id: string;
  plant_id: string;
  plant_name: string | null;
  notice_type: string;
  title: string;
  doc_number: string | null;
  content: string | null;
  attachments: string | null;
  deadline: string | null;
  publish_by: string | null;
  publish_time: Date | null;
  first_read_time: Date | null;
  reply_time: Date | null;
  is_read: boolean;
}

function targetWhere(scope: BizScope, p: SqlParams, query: RawQuery = {}, noticeId?: string) {
  const w = buildListWhere({
    schema: noticeTargetSchema,
    alias: 't',
    query,
    params: p,
    fixedWhere: (q) => [
      `n.tenant_id = ${q.add(scope.tenantId)}::integer`,
      `n.status = ${q.add(NOTICE_STATUS.published)}`,
      ...(noticeId === undefined ? [] : [`t.notice_id = ${q.add(noticeId)}`]),
    ],
    dataRules: scope.dataRules,
  });
  return w.where;
}

/** The target conditions plus the `title` search (LIKE wildcards in the input are literal). */
function receivedWhere(scope: BizScope, p: SqlParams, query: RawQuery): string {
  // The list kit sends a like search as `*text*`.
  const title = queryText(query.title)
    ?.trim()
    .replace(/^\*+|\*+$/g, '');
  const where = targetWhere(scope, p, query);
  if (!title) return where;
  return `${where} AND n.title ILIKE ${p.add(`%${title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
}

const RECEIVED_FROM = `biz_notice_target t JOIN biz_notice n ON n.id = t.notice_id
  LEFT JOIN biz_plant p ON p.id = t.plant_id`;

const receivedSelect = (me: string) => `t.id, t.notice_id, t.plant_id, p.plant_name, n.notice_type, n.title,
  n.doc_number, n.attachments, n.reply_deadline::text AS deadline, n.publish_by, n.publish_time,
  t.first_read_time, t.reply_time,
  EXISTS (SELECT 1 FROM biz_notice_read r WHERE r.notice_id = t.notice_id AND r.user_id = ${me}) AS is_read`;

function toReceived(r: ReceivedRow, today: string): ReceivedNoticeJson {
  return {
    id: r.id,
    noticeId: r.notice_id,
    plantId: r.plant_id,
    plantName: r.plant_name,
    noticeType: r.notice_type,
    title: r.title,
    docNumber: r.doc_number,
    attachments: r.attachments,
    replyDeadline: r.deadline,
    publishBy: r.publish_by,
    publishTime: formatDateTime(r.publish_time),
    read: r.is_read,
    firstReadTime: formatDateTime(r.first_read_time),
    replyTime: formatDateTime(r.reply_time),
    overdue: !r.reply_time && isPastDeadline(r.deadline, today),
  };
}

const plantScope = (db: Db, auth: AuthContext) => bizScope(db, auth, BIZ_PATHS.noticeFeedback);

/** GET /cwxt/notice/received: unread (by the caller) first, then the newest; `title` searches. */
export async function listReceived(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<ReceivedNoticeJson>> {
  const scope = await plantScope(deps.db, auth);
  const paging = parsePaging(query, { maxPageSize: 200 });
  const countParams = new SqlParams();
  const [count] = await deps.db.query<{ total: string | number }>(
    `SELECT count(*) AS total FROM ${RECEIVED_FROM} WHERE ${receivedWhere(scope, countParams, query)}`,
    countParams.values,
  );
  const p = new SqlParams();
  const me = p.add(auth.user.id);
  const where = receivedWhere(scope, p, query);
  const total = Number(count?.total ?? 0);
  if (total === 0 || paging.offset >= total) return toPage([], total, paging);
  const rows = await deps.db.query<ReceivedRow>(
    `SELECT ${receivedSelect(me)} FROM ${RECEIVED_FROM} WHERE ${where}
      ORDER BY is_read, n.publish_time DESC NULLS LAST, t.id
      LIMIT ${p.add(paging.pageSize, 'integer')} OFFSET ${p.add(paging.offset, 'bigint')}`,
    p.values,
  );
  const today = todayInShanghai();
  const dicts = await deps.dicts.allItems();
  return toPage(
    rows.map((r) => withDictTexts(dicts, toReceived(r, today), { noticeType: NOTICE_DICTS.noticeType })),
    total,
    paging,
  );
}

/**
 * The caller's targets of one notice (one per plant of theirs it went to); none → not found.
 * With `plantId`, only that plant's target.
 */
async function targetsOf(db: Db, auth: AuthContext, scope: BizScope, rawId: unknown, plantId?: unknown) {
  const [noticeId] = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  if (!noticeId) throw new BizError(SCOPE_MESSAGES.notFound);
  const p = new SqlParams();
  const me = p.add(auth.user.id);
  let where = targetWhere(scope, p, {}, noticeId);
  if (typeof plantId === 'string' && plantId !== '') where += ` AND t.plant_id = ${p.add(plantId)}`;
  const rows = await db.query<ReceivedRow>(
    `SELECT ${receivedSelect(me)}, n.content FROM ${RECEIVED_FROM} WHERE ${where} ORDER BY p.plant_code, t.plant_id`,
    p.values,
  );
  if (rows.length === 0) throw new BizError(SCOPE_MESSAGES.notFound);
  return rows;
}

/** GET /cwxt/notice/receivedDetail?id=<noticeId>: the notice with its content and the plant's replies. */
export async function receivedDetail(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
  plantId?: unknown,
): Promise<ReceivedNoticeDetailJson> {
  const scope = await plantScope(deps.db, auth);
  const rows = await targetsOf(deps.db, auth, scope, id, plantId);
  const first = rows[0]!;
  return {
    ...withDictTexts(await deps.dicts.allItems(), toReceived(first, todayInShanghai()), {
      noticeType: NOTICE_DICTS.noticeType,
    }),
    content: first.content,
    replies: await repliesOf(
      deps.db,
      first.notice_id,
      rows.map((r) => r.plant_id),
    ),
  };
}

/** POST /cwxt/notice/read: the caller's receipt (kept from the first read) and the plant's first read time. */
export async function markRead(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
  plantId?: unknown,
): Promise<void> {
  const scope = await plantScope(deps.db, auth);
  const [target] = await targetsOf(deps.db, auth, scope, id, plantId);
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO biz_notice_read (notice_id, user_id, plant_id, read_time) VALUES ($1, $2, $3, now())
       ON CONFLICT (notice_id, user_id) DO NOTHING`,
      [target!.notice_id, auth.user.id, target!.plant_id],
    );
    await tx.query(
      `UPDATE biz_notice_target SET first_read_time = now() WHERE id = $1 AND first_read_time IS NULL`,
      [target!.id],
    );
  });
}

export interface ReplyInput {
  noticeId?: unknown;
  plantId?: unknown;
  content?: unknown;
  attachments?: unknown;
}

/**
 * POST /cwxt/notice/reply: a reply of the caller's plant (after the deadline it is accepted and
 * shown as 逾期回复). Also counts as reading the notice. Returns what the notification needs.
 */
export async function replyNotice(
  deps: AppDeps,
  auth: AuthContext,
  body: ReplyInput,
): Promise<{
  tenantId: number;
  noticeId: string;
  title: string;
  plantName: string;
  publisher: string | null;
}> {
  const content = readText(body.content, '回复内容', 2000, M.replyRequired);
  const attachments = readAttachments(body.attachments);
  const scope = await plantScope(deps.db, auth);
  const rows = await targetsOf(deps.db, auth, scope, body.noticeId, body.plantId);
  if (rows.length > 1) throw new BizError(M.choosePlant);
  const target = rows[0]!;
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO biz_notice_reply (id, notice_id, plant_id, content, attachments, create_by, create_name, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())`,
      [
        newId(),
        target.notice_id,
        target.plant_id,
        content,
        attachments,
        auth.user.username,
        auth.user.realname,
      ],
    );
    await tx.query(
      `UPDATE biz_notice_target SET reply_time = coalesce(reply_time, now()),
              first_read_time = coalesce(first_read_time, now()) WHERE id = $1`,
      [target.id],
    );
    await tx.query(
      `INSERT INTO biz_notice_read (notice_id, user_id, plant_id, read_time) VALUES ($1, $2, $3, now())
       ON CONFLICT (notice_id, user_id) DO NOTHING`,
      [target.notice_id, auth.user.id, target.plant_id],
    );
  });
  const [notice] = await deps.db.query<{ publish_by: string | null }>(
    'SELECT publish_by FROM biz_notice WHERE id = $1',
    [target.notice_id],
  );
  return {
    tenantId: scope.tenantId,
    noticeId: target.notice_id,
    title: target.title,
    plantName: target.plant_name ?? '',
    publisher: notice?.publish_by ?? null,
  };
}
