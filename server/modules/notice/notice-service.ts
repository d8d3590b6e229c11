// 通知公文 (grid side): drafts are written, published to their plants (target rows + a message
// to each plant's staff), and may be revoked. Only drafts are edited or deleted.
import type { Page } from '../../../src/shared/domain/contract/result';
import {
  NOTICE_MESSAGES as M,
  NOTICE_STATUS,
  NOTICE_TYPE,
  noticeSchema,
  type NoticeJson,
} from '../../../src/shared/domain/resources/notice';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { BizError } from '../../plugins/envelope';
import { rowsInScope, tenantFixedWhere, type BizScope } from '../business/scope';
import { deleteInScopeLogged, insertLogged, updateInScopeLogged } from '../log/logged-writes';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from '../user/admin-service';
import { readFormValues, type ColumnValue } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import { column, NOTICE_DICTS, readAttachments, withDictTexts } from './inputs';
import {
  NOTICE_SELECT,
  noticeScope,
  noticeTable,
  noticeTableIn,
  toNoticeJson,
  type NoticeRow,
} from './notice-rows';

const CONTENT_MAX = 200_000;

export async function listNotices(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<NoticeJson>> {
  const scope = await noticeScope(deps.db, auth);
  const dicts = await deps.dicts.allItems();
  return runListQuery<NoticeRow, NoticeJson>(deps.db, {
    schema: noticeSchema,
    alias: 'n',
    select: NOTICE_SELECT,
    from: 'biz_notice n',
    query,
    fixedWhere: tenantFixedWhere(scope, 'n'),
    dataRules: scope.dataRules,
    // The list does not carry the rich text.
    mapRow: (r) => withDictTexts(dicts, { ...toNoticeJson(r), content: null }, NOTICE_DICTS),
  });
}

export async function noticeById(
  db: Db,
  scope: BizScope,
  rawId: unknown,
  forUpdate = false,
): Promise<NoticeRow> {
  const ids = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  const [row] = await rowsInScope<NoticeRow>(db, noticeTable(scope), ids, forUpdate);
  const [full] = await db.query<NoticeRow>(`SELECT ${NOTICE_SELECT} FROM biz_notice n WHERE n.id = $1`, [
    row!.id,
  ]);
  return full!;
}

export async function queryNotice(deps: AppDeps, auth: AuthContext, id: unknown): Promise<NoticeJson> {
  const scope = await noticeScope(deps.db, auth);
  return withDictTexts(
    await deps.dicts.allItems(),
    toNoticeJson(await noticeById(deps.db, scope, id)),
    NOTICE_DICTS,
  );
}

/** The tenant's plants among `ids`; an unknown id refuses the whole list. */
export async function checkPlants(db: Db, tenantId: number, ids: readonly string[]): Promise<void> {
  const rows = await db.query(
    `SELECT id FROM biz_plant WHERE tenant_id = $1::integer AND id = ANY ($2::text[])`,
    [tenantId, [...ids]],
  );
  if (rows.length !== ids.length) throw new BizError(M.targetsInvalid);
}

async function readNoticeBody(
  deps: AppDeps,
  scope: BizScope,
  body: Record<string, unknown>,
  mode: 'create' | 'edit',
  current?: NoticeRow,
): Promise<ColumnValue[]> {
  const values = await readFormValues(noticeSchema, body, mode, deps.dicts);
  const type = body.noticeType !== undefined ? body.noticeType : current?.notice_type;
  const docNumber = body.docNumber !== undefined ? body.docNumber : current?.doc_number;
  if (type === NOTICE_TYPE.document && (typeof docNumber !== 'string' || docNumber.trim() === ''))
    throw new BizError(M.docNumberRequired);
  if (mode === 'create' || body.content !== undefined) {
    const raw = typeof body.content === 'string' ? body.content : '';
    if (raw.length > CONTENT_MAX) throw new BizError('正文过长');
    values.push(column('content', raw.trim() === '' ? null : sanitizeRichText(raw)));
  }
  if (mode === 'create' || body.attachments !== undefined)
    values.push(column('attachments', readAttachments(body.attachments)));
  if (mode === 'create' || body.targetAll !== undefined || body.targetPlantIds !== undefined) {
    const all = body.targetAll === true || body.targetAll === 'Y';
    const ids = all ? [] : parseIds(body.targetPlantIds ?? '', 1000);
    if (!all && ids.length === 0) throw new BizError(M.targetsRequired);
    if (ids.length) await checkPlants(deps.db, scope.tenantId, ids);
    values.push(column('target_all', all), column('target_plant_ids', all ? null : ids.join(',')));
  }
  return values;
}

export async function addNotice(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const scope = await noticeScope(deps.db, auth);
  const values = await readNoticeBody(deps, scope, body, 'create');
  const id = newId();
  await insertLogged(
    deps.db,
    auth,
    'biz_notice',
    [
      ...values,
      column('id', id),
      column('tenant_id', scope.tenantId),
      column('status', NOTICE_STATUS.draft),
      column('sys_org_code', auth.user.org_code),
      column('create_by', auth.user.username),
      column('create_time', new Date()),
    ],
    {},
    {
      ...meta,
      content: `添加通知：${String(body.title ?? '')}`,
      operateType: OPERATE_TYPE.add,
      requestParam: body,
    },
    noticeTable(scope),
  );
  return id;
}

export async function editNotice(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const scope = await noticeScope(deps.db, auth);
  const current = await noticeById(deps.db, scope, body.id);
  if (current.status !== NOTICE_STATUS.draft) throw new BizError(M.onlyDraftEdit);
  const values = await readNoticeBody(deps, scope, body, 'edit', current);
  await updateInScopeLogged<{ title: string }>(
    deps.db,
    auth,
    noticeTableIn(scope, NOTICE_STATUS.draft),
    current.id,
    [...values, column('update_by', auth.user.username), column('update_time', new Date())],
    'n.title',
    (row) => ({
      ...meta,
      content: `编辑通知：${row.title}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: body,
    }),
  );
}

export async function deleteNotices(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const scope = await noticeScope(deps.db, auth);
  const ids = parseIds(rawIds);
  const rows = await rowsInScope<NoticeRow>(deps.db, noticeTable(scope), ids);
  if (rows.some((r) => r.status !== NOTICE_STATUS.draft)) throw new BizError(M.onlyDraftDelete);
  await deleteInScopeLogged(deps.db, auth, noticeTableIn(scope, NOTICE_STATUS.draft), ids, {
    ...meta,
    content: `删除通知：${rows.map((r) => r.title).join(',')}`,
    operateType: OPERATE_TYPE.delete,
    requestParam: { ids },
  });
}

/** The plants a draft goes to: its chosen ones, or every plant of the tenant not retired. */
async function draftTargets(db: Db, row: NoticeRow): Promise<string[]> {
  if (row.target_all) {
    const rows = await db.query<{ id: string }>(
      `SELECT id FROM biz_plant WHERE tenant_id = $1::integer AND status <> 'retired' ORDER BY plant_code, id`,
      [row.tenant_id],
    );
    return rows.map((r) => r.id);
  }
  const ids = (row.target_plant_ids ?? '').split(',').filter((s) => s !== '');
  await checkPlants(db, row.tenant_id, ids);
  return ids;
}

/**
 * Draft → published: one target row per plant, in one transaction with the status change and
 * its log entry. Returns the notice and its plants, for the notification sent after the commit.
 */
export async function publishNotice(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  rawId: unknown,
): Promise<{ notice: NoticeRow; plantIds: string[] }> {
  const scope = await noticeScope(deps.db, auth);
  return deps.db.transaction(async (tx) => {
    const notice = await noticeById(tx, scope, rawId, true);
    if (notice.status !== NOTICE_STATUS.draft) throw new BizError(M.onlyDraftPublish);
    const plantIds = await draftTargets(tx, notice);
    if (plantIds.length === 0) throw new BizError(M.targetsRequired);
    const values: unknown[] = [];
    const tuples = plantIds.map((plantId) => {
      values.push(newId(), notice.id, plantId);
      const n = values.length;
      return `($${n - 2}, $${n - 1}, $${n})`;
    });
    await tx.query(
      `INSERT INTO biz_notice_target (id, notice_id, plant_id) VALUES ${tuples.join(', ')}
       ON CONFLICT (notice_id, plant_id) DO NOTHING`,
      values,
    );
    await tx.query(
      `UPDATE biz_notice SET status = $2, publish_by = $3, publish_time = now(), update_by = $3, update_time = now()
        WHERE id = $1`,
      [notice.id, NOTICE_STATUS.published, auth.user.username],
    );
    await logOperation(tx, auth, {
      ...meta,
      content: `发布通知：${notice.title}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: { id: notice.id },
    });
    return { notice, plantIds };
  });
}

/** Published → revoked: the plants no longer see it; receipts and replies are kept. */
export async function revokeNotice(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawId: unknown) {
  const scope = await noticeScope(deps.db, auth);
  const current = await noticeById(deps.db, scope, rawId);
  if (current.status !== NOTICE_STATUS.published) throw new BizError(M.onlyPublishedRevoke);
  await updateInScopeLogged<{ title: string }>(
    deps.db,
    auth,
    noticeTableIn(scope, NOTICE_STATUS.published),
    current.id,
    [
      column('status', NOTICE_STATUS.revoked),
      column('update_by', auth.user.username),
      column('update_time', new Date()),
    ],
    'n.title',
    (row) => ({
      ...meta,
      content: `撤回通知：${row.title}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: { id: current.id },
    }),
  );
}
