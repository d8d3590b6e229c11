// 信息反馈: plants report, both sides reply in a thread (the side is decided here from the
// caller's permissions, never from input), the grid moves the state 待处理 → 处理中 → 已办结.
import type { Page } from '../../../src/shared/domain/contract/result';
import {
  FEEDBACK_MESSAGES as M,
  FEEDBACK_STATUS,
  canHandle,
  feedbackSchema,
  statusAfterReply,
  type FeedbackDetailJson,
  type FeedbackJson,
  type FeedbackSide,
} from '../../../src/shared/domain/resources/feedback';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { PERM } from '../../../src/shared/domain/permission/codes';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import { BizError } from '../../plugins/envelope';
import { hasPermissionCode } from '../access/permission-check';
import { plantIdsOfUser } from '../access/plant-ids';
import { effectiveTenantId } from '../access/tenant-scope';
import { rowsInScope, tenantFixedWhere } from '../business/scope';
import { deleteInScopeLogged, insertLogged } from '../log/logged-writes';
import { logOperation } from '../log/operation-log';
import { column, FEEDBACK_DICTS, readAttachments, readText, withDictTexts } from '../notice/inputs';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from '../user/admin-service';
import { readFormValues } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import {
  FEEDBACK_FROM,
  FEEDBACK_SELECT,
  feedbackScope,
  feedbackTable,
  threadOf,
  toFeedbackJson,
  type FeedbackRow,
} from './feedback-rows';

export async function listFeedback(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<FeedbackJson>> {
  const scope = await feedbackScope(deps.db, auth);
  const dicts = await deps.dicts.allItems();
  return runListQuery<FeedbackRow, FeedbackJson>(deps.db, {
    schema: feedbackSchema,
    alias: 'f',
    select: FEEDBACK_SELECT,
    from: FEEDBACK_FROM,
    query,
    fixedWhere: tenantFixedWhere(scope, 'f'),
    dataRules: scope.dataRules,
    mapRow: (r) => withDictTexts(dicts, toFeedbackJson(r), FEEDBACK_DICTS),
  });
}

async function feedbackById(db: Db, auth: AuthContext, rawId: unknown, forUpdate = false) {
  const scope = await feedbackScope(db, auth);
  const ids = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  const [row] = await rowsInScope<FeedbackRow>(db, feedbackTable(scope), ids, forUpdate);
  return { scope, row: row! };
}

export async function queryFeedback(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
): Promise<FeedbackDetailJson> {
  const { row } = await feedbackById(deps.db, auth, id);
  const [full] = await deps.db.query<FeedbackRow>(
    `SELECT ${FEEDBACK_SELECT} FROM ${FEEDBACK_FROM} WHERE f.id = $1`,
    [row.id],
  );
  const json = withDictTexts(await deps.dicts.allItems(), toFeedbackJson(full!), FEEDBACK_DICTS);
  return { ...json, replies: await threadOf(deps.db, row.id) };
}

/** The plant of a new item: the chosen one, or the caller's only plant. */
async function plantOf(db: Db, auth: AuthContext, tenantId: number, raw: unknown): Promise<string> {
  if (typeof raw === 'string' && raw !== '') {
    const [id] = parseIds(raw, 1);
    const found = await db.query('SELECT 1 FROM biz_plant WHERE id = $1 AND tenant_id = $2::integer', [
      id,
      tenantId,
    ]);
    if (found.length !== 1) throw new BizError(M.plantInvalid);
    return id!;
  }
  const mine = await plantIdsOfUser(db, auth);
  if (mine.length !== 1) throw new BizError(M.choosePlant);
  return mine[0]!;
}

/** POST /cwxt/feedback/add: a new item of the caller's plant (the plant rule re-checks it). */
export async function addFeedback(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
): Promise<FeedbackRow> {
  const scope = await feedbackScope(deps.db, auth);
  const values = await readFormValues(feedbackSchema, body, 'create', deps.dicts);
  const attachments = readAttachments(body.attachments);
  const plantId = await plantOf(deps.db, auth, scope.tenantId, body.plantId);
  const id = newId();
  await insertLogged(
    deps.db,
    auth,
    'biz_feedback',
    [
      ...values,
      column('id', id),
      column('tenant_id', scope.tenantId),
      column('plant_id', plantId),
      column('attachments', attachments),
      column('status', FEEDBACK_STATUS.pending),
      column('sys_org_code', auth.user.org_code),
      column('create_by', auth.user.username),
      column('create_time', new Date()),
    ],
    {},
    {
      ...meta,
      content: `提交反馈：${String(body.title ?? '')}`,
      operateType: OPERATE_TYPE.add,
      requestParam: body,
    },
    feedbackTable(scope),
  );
  const [row] = await deps.db.query<FeedbackRow>('SELECT * FROM biz_feedback WHERE id = $1', [id]);
  return row!;
}

/** Grid staff answer (they may handle feedback); everyone else writes for their plant. */
async function sideOf(db: Db, auth: AuthContext): Promise<FeedbackSide> {
  return auth.isSuper ||
    (await hasPermissionCode(db, auth.user.id, effectiveTenantId(auth), PERM.feedback.handle))
    ? 'grid'
    : 'plant';
}

export interface FeedbackReplyInput {
  feedbackId?: unknown;
  content?: unknown;
  attachments?: unknown;
}

/** POST /cwxt/feedback/reply: one message in the thread; the grid's first answer starts 处理中. */
export async function replyFeedback(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: FeedbackReplyInput,
): Promise<{ row: FeedbackRow; side: FeedbackSide }> {
  const content = readText(body.content, '回复内容', 2000, M.replyRequired);
  const attachments = readAttachments(body.attachments);
  const side = await sideOf(deps.db, auth);
  return deps.db.transaction(async (tx) => {
    const { row } = await feedbackById(tx, auth, body.feedbackId, true);
    if (row.status === FEEDBACK_STATUS.done) throw new BizError(M.doneNoReply);
    await tx.query(
      `INSERT INTO biz_feedback_reply (id, feedback_id, side, content, attachments, create_by, create_name, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())`,
      [newId(), row.id, side, content, attachments, auth.user.username, auth.user.realname],
    );
    const next = statusAfterReply(row.status, side);
    await tx.query(
      `UPDATE biz_feedback SET status = $2, handle_by = CASE WHEN $3::text = 'grid' THEN $4::text ELSE handle_by END,
              update_by = $4, update_time = now() WHERE id = $1`,
      [row.id, next, side, auth.user.username],
    );
    await logOperation(tx, auth, {
      ...meta,
      content: `回复反馈：${row.title}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: { feedbackId: row.id },
    });
    return { row, side };
  });
}

/** POST /cwxt/feedback/handle {id, status}: 处理中 / 已办结, or reopen a done item. */
export async function handleFeedback(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: { id?: unknown; status?: unknown },
): Promise<FeedbackRow> {
  const to = typeof body.status === 'string' ? body.status : '';
  return deps.db.transaction(async (tx) => {
    const { row } = await feedbackById(tx, auth, body.id, true);
    if (to !== FEEDBACK_STATUS.processing && to !== FEEDBACK_STATUS.done) throw new BizError(M.statusInvalid);
    if (row.status === to) throw new BizError(M.sameStatus);
    if (!canHandle(row.status, to)) throw new BizError(M.statusInvalid);
    await tx.query(
      `UPDATE biz_feedback SET status = $2, handle_by = $3, done_time = $4::timestamptz,
              update_by = $3, update_time = now() WHERE id = $1`,
      [row.id, to, auth.user.username, to === FEEDBACK_STATUS.done ? new Date() : null],
    );
    await logOperation(tx, auth, {
      ...meta,
      content: `${to === FEEDBACK_STATUS.done ? '办结' : '处理'}反馈：${row.title}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: { id: row.id, status: to },
    });
    return { ...row, status: to };
  });
}

export async function deleteFeedback(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const scope = await feedbackScope(deps.db, auth);
  const ids = parseIds(rawIds);
  const rows = await rowsInScope<FeedbackRow>(deps.db, feedbackTable(scope), ids);
  await deleteInScopeLogged(deps.db, auth, feedbackTable(scope), ids, {
    ...meta,
    content: `删除反馈：${rows.map((r) => r.title).join(',')}`,
    operateType: OPERATE_TYPE.delete,
    requestParam: { ids },
  });
}
