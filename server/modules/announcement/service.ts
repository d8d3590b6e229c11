import type { Page } from '../../../src/shared/domain/contract/result';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import {
  ANNOUNCEMENT_MESSAGES as M,
  announcementSchema,
  MSG_CATEGORY,
  MSG_TYPE,
  SEND_STATUS,
} from '../../../src/shared/domain/resources/announcement';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { sanitizeRichText, stripTags } from '../../lib/sanitize-html';
import { BizError } from '../../plugins/envelope';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId, rowTenantCondition, userTenantCondition } from '../access/tenant-scope';
import { logOperation, type OperationEntry } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { readFormValues, setClause, type ColumnValue } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import {
  joinUserIds,
  toAnnouncementJson,
  toAnnouncementListJson,
  type AnnouncementJson,
  type AnnouncementListJson,
  type AnnouncementRow,
} from './announcement-json';
import { pushToAudience, pushToUsers } from './push';
import { checkOpenTarget, insertSendRows } from './system-message';

type Meta = Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'>;

/** Admin reads and writes see the acting tenant's live (del_flag '0') announcements only. */
function fixedWhere(auth: AuthContext) {
  const tenantId = effectiveTenantId(auth);
  return (p: SqlParams) => [`a.del_flag = '0'`, rowTenantCondition('a', p, tenantId)];
}

/** The 系统通告 menu's data rules of the caller's roles bound reads and writes like the list. */
const dataRules = (db: Db, auth: AuthContext) => dataRuleConditions(db, auth, ADMIN_PATHS.announcement);

async function inScope(db: Db, auth: AuthContext, ids: readonly string[]): Promise<AnnouncementRow[]> {
  if (ids.length === 0) return [];
  const w = whereForIds({
    schema: announcementSchema,
    alias: 'a',
    ids,
    fixedWhere: fixedWhere(auth),
    dataRules: await dataRules(db, auth),
  });
  return db.query<AnnouncementRow>(`SELECT a.* FROM sys_announcement a WHERE ${w.where}`, w.params);
}

async function oneInScope(db: Db, auth: AuthContext, rawId: unknown): Promise<AnnouncementRow> {
  const ids = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  const [row] = await inScope(db, auth, ids);
  if (!row) throw new BizError(M.notFound);
  return row;
}

export async function listAnnouncements(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<AnnouncementListJson>> {
  const dicts = await deps.dicts.allItems();
  return runListQuery<AnnouncementRow, AnnouncementListJson>(deps.db, {
    schema: announcementSchema,
    alias: 'a',
    select: 'a.*',
    from: 'sys_announcement a',
    query,
    fixedWhere: fixedWhere(auth),
    dataRules: await dataRules(deps.db, auth),
    mapRow: (r) => toAnnouncementListJson(dicts, r),
  });
}

export async function queryAnnouncementById(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
): Promise<AnnouncementJson> {
  return toAnnouncementJson(await oneInScope(deps.db, auth, id));
}

/** Target users of a USER announcement: plain ids, each a live user of the acting tenant. */
async function targetUsers(db: Db, auth: AuthContext, raw: unknown): Promise<string[]> {
  const ids = parseIds(typeof raw === 'string' ? raw : '', 5000);
  if (ids.length === 0) throw new BizError(M.userIdsRequired);
  const p = new SqlParams();
  const rows = await db.query<{ id: string }>(
    `SELECT u.id FROM sys_user u WHERE u.del_flag = 0 AND u.id = ANY(${p.add(ids)}::varchar[])
       AND ${userTenantCondition('u', p, effectiveTenantId(auth))}`,
    p.values,
  );
  if (rows.length !== ids.length) throw new BizError(M.userUnknown);
  return ids;
}

const valueOf = (values: readonly ColumnValue[], column: string): unknown =>
  values.find((v) => v.column === column)?.value;

function put(values: ColumnValue[], column: string, value: unknown): void {
  const hit = values.find((v) => v.column === column);
  if (hit) hit.value = value;
  else values.push({ column, value });
}

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/**
 * The body's allowlisted columns, made safe: title without tags, content sanitised, targets checked,
 * open target checked, time order checked. `current` is the stored row on edit (absent keys keep it).
 */
async function safeValues(
  deps: AppDeps,
  auth: AuthContext,
  body: Record<string, unknown>,
  current: AnnouncementRow | null,
): Promise<{ values: ColumnValue[]; userIds: string[] | null }> {
  const values = await readFormValues(announcementSchema, body, current ? 'edit' : 'create', deps.dicts);
  if (valueOf(values, 'titile') !== undefined) {
    const title = stripTags(String(valueOf(values, 'titile') ?? '')).trim();
    if (title === '') throw new BizError(M.titleRequired);
    put(values, 'titile', title);
  }
  // The abstract is shown as plain text on cards and in pushes' fallbacks: no markup at all.
  const abstract = valueOf(values, 'msg_abstract');
  if (typeof abstract === 'string') put(values, 'msg_abstract', stripTags(abstract).trim() || null);
  if (valueOf(values, 'msg_content') !== undefined)
    put(values, 'msg_content', sanitizeRichText(String(valueOf(values, 'msg_content') ?? '')));
  if (!current) {
    if (valueOf(values, 'msg_category') == null) put(values, 'msg_category', MSG_CATEGORY.system);
    if (valueOf(values, 'msg_type') == null) put(values, 'msg_type', MSG_TYPE.all);
    if (valueOf(values, 'priority') == null) put(values, 'priority', 'L');
  }
  const pick = (column: string, stored: unknown) => {
    const v = valueOf(values, column);
    return v === undefined ? stored : v;
  };
  const msgType = text(pick('msg_type', current?.msg_type));
  let userIds: string[] | null = null;
  if (msgType === MSG_TYPE.user) {
    userIds = await targetUsers(deps.db, auth, pick('user_ids', current?.user_ids));
    put(values, 'user_ids', joinUserIds(userIds));
  } else if (valueOf(values, 'msg_type') !== undefined) {
    put(values, 'user_ids', null);
  }
  checkOpenTarget(text(pick('open_type', current?.open_type)), text(pick('open_page', current?.open_page)));
  const start = pick('start_time', current?.start_time);
  const end = pick('end_time', current?.end_time);
  // Form values arrive as ISO strings, stored ones as Dates: compare instants.
  const instant = (v: unknown) => (v instanceof Date || typeof v === 'string' ? new Date(v).getTime() : NaN);
  if (instant(end) < instant(start)) throw new BizError(M.timeOrder);
  return { values, userIds };
}

export async function addAnnouncement(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  body: Record<string, unknown>,
) {
  const { values, userIds } = await safeValues(deps, auth, body, null);
  const id = newId();
  const all: ColumnValue[] = [
    ...values,
    { column: 'id', value: id },
    { column: 'del_flag', value: '0' },
    { column: 'send_status', value: SEND_STATUS.draft },
    { column: 'tenant_id', value: effectiveTenantId(auth) },
    { column: 'create_by', value: auth.user.username },
    { column: 'create_time', value: new Date() },
  ];
  const p = new SqlParams();
  const placeholders = all.map((v) => p.add(v.value)).join(', ');
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO sys_announcement (${all.map((v) => `"${v.column}"`).join(', ')}) VALUES (${placeholders})`,
      p.values,
    );
    if (userIds) await insertSendRows(tx, id, userIds, auth.user.username);
    await logOperation(tx, auth, {
      ...meta,
      content: `添加通告：${String(valueOf(values, 'titile'))}`,
      operateType: OPERATE_TYPE.add,
      requestParam: body,
    });
  });
}

export async function editAnnouncement(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  body: Record<string, unknown>,
) {
  const current = await oneInScope(deps.db, auth, body.id);
  const { values, userIds } = await safeValues(deps, auth, body, current);
  const set = [
    ...values,
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  await deps.db.transaction(async (tx) => {
    const p = new SqlParams();
    const assignments = setClause(set, (v) => p.add(v));
    await tx.query(`UPDATE sys_announcement SET ${assignments} WHERE id = ${p.add(current.id)}`, p.values);
    if (userIds) {
      // Keep the read state of users still targeted; drop the rows of users no longer targeted.
      await tx.query(
        'DELETE FROM sys_announcement_send WHERE annt_id = $1 AND NOT (user_id = ANY($2::varchar[]))',
        [current.id, userIds],
      );
      await insertSendRows(tx, current.id, userIds, auth.user.username);
    }
    await logOperation(tx, auth, {
      ...meta,
      content: `编辑通告：${current.titile}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: body,
    });
  });
}

/** Logical delete (del_flag '1'); every id must be in scope or nothing changes. */
export async function deleteAnnouncements(deps: AppDeps, auth: AuthContext, meta: Meta, rawIds: unknown) {
  const ids = parseIds(rawIds);
  const rows = await inScope(deps.db, auth, ids);
  if (ids.length === 0 || rows.length !== ids.length) throw new BizError(M.notFound);
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE sys_announcement SET del_flag = '1', update_by = $2, update_time = now() WHERE id = ANY($1::varchar[])`,
      [ids, auth.user.username],
    );
    await logOperation(tx, auth, {
      ...meta,
      content: `删除通告：${rows.map((r) => r.titile).join(',')}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { ids },
    });
  });
}

/** doReleaseData: publish, then push — ALL to the tenant's audience as 'topic', USER to its targets as 'user'. */
export async function releaseAnnouncement(deps: AppDeps, auth: AuthContext, rawId: unknown): Promise<void> {
  const row = await oneInScope(deps.db, auth, rawId);
  await deps.db.query(
    `UPDATE sys_announcement SET send_status = $2, send_time = now(), sender = $3, update_by = $3,
       update_time = now() WHERE id = $1`,
    [row.id, SEND_STATUS.published, auth.user.username],
  );
  if (row.msg_type === MSG_TYPE.user) {
    const userIds = parseIds(row.user_ids ?? '', 5000);
    await pushToUsers(deps, userIds, { cmd: 'user', msgId: row.id, msgTxt: row.titile });
  } else {
    await pushToAudience(deps, row.tenant_id, { cmd: 'topic', msgId: row.id, msgTxt: row.titile });
  }
}

/** doReovkeData (sic): revoked announcements leave every reader's bell. */
export async function revokeAnnouncement(deps: AppDeps, auth: AuthContext, rawId: unknown): Promise<void> {
  const row = await oneInScope(deps.db, auth, rawId);
  await deps.db.query(
    `UPDATE sys_announcement SET send_status = $2, cancel_time = now(), update_by = $3, update_time = now()
       WHERE id = $1`,
    [row.id, SEND_STATUS.revoked, auth.user.username],
  );
}
