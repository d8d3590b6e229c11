// 资讯管理: the administration of news items (list, read, add, edit, delete, publish, unpublish).
// News is tenant-wide: every read and write is bound to the acting tenant and the data rules of
// the 资讯管理 menu (none are seeded; an administrator may add some).
import type { Page } from '../../../src/shared/domain/contract/result';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import {
  NEWS_MESSAGES,
  NEWS_STATUS,
  NEWS_TOP,
  canPublish,
  canUnpublish,
  newsSchema,
} from '../../../src/shared/domain/resources/news';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { sanitizeRichText, stripTags } from '../../lib/sanitize-html';
import { BizError } from '../../plugins/envelope';
import { bizScope, bizTable, rowsInScope, SCOPE_MESSAGES } from '../business/scope';
import { deleteInScopeLogged, insertLogged, updateInScopeLogged } from '../log/logged-writes';
import { recordDataVersion } from '../../lib/data-log/record-version';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from '../user/admin-service';
import { readFormValues, type ColumnValue, type FormMode } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import { newsListSelect, toNewsJson, type NewsJson, type NewsRow } from './news-json';

const TABLE = 'biz_news';
const ALIAS = 'n';

async function manageScope(deps: AppDeps, auth: AuthContext) {
  const scope = await bizScope(deps.db, auth, BIZ_PATHS.newsManage);
  return { scope, table: bizTable(scope, TABLE, newsSchema, ALIAS) };
}

/** 置顶 arrives as the switch's Y/N (or a boolean); the column is a boolean. */
export function parseTop(raw: unknown): boolean {
  if (raw === null || raw === undefined || raw === '') return false;
  if (raw === true || raw === NEWS_TOP.yes || raw === 'true' || raw === '1') return true;
  if (raw === false || raw === NEWS_TOP.no || raw === 'false' || raw === '0') return false;
  throw new BizError(NEWS_MESSAGES.topInvalid);
}

/**
 * The list engine compares a switch as `CAST(col AS text)` ('true'/'false'); the pages send the
 * switch's Y/N, so the plain 置顶 filter is translated (anything else is left to the engine).
 */
function withTopFilter(query: RawQuery): RawQuery {
  const raw = query.isTop;
  if (raw === NEWS_TOP.yes || raw === NEWS_TOP.no) return { ...query, isTop: String(raw === NEWS_TOP.yes) };
  return query;
}

/**
 * The body's columns: schema-allowlisted and validated by readFormValues, then the title and
 * summary as plain text, the article through the allowlist sanitiser, 置顶 as a boolean.
 */
async function newsValues(deps: AppDeps, raw: Record<string, unknown>, mode: FormMode) {
  // A JSON boolean 置顶 is read like the switch's Y/N (the form reader takes text only).
  const body =
    typeof raw.isTop === 'boolean' ? { ...raw, isTop: raw.isTop ? NEWS_TOP.yes : NEWS_TOP.no } : raw;
  const values = await readFormValues(newsSchema, body, mode, deps.dicts);
  const out: ColumnValue[] = [];
  for (const v of values) {
    if (v.column === 'title') {
      const title = stripTags(String(v.value ?? '')).trim();
      if (title === '') throw new BizError(NEWS_MESSAGES.titleRequired);
      out.push({ column: 'title', value: title });
    } else if (v.column === 'summary') {
      out.push({
        column: 'summary',
        value: v.value === null ? null : stripTags(String(v.value)).trim() || null,
      });
    } else if (v.column === 'content') {
      out.push({ column: 'content', value: v.value === null ? null : sanitizeRichText(String(v.value)) });
    } else if (v.column === 'is_top') {
      out.push({ column: 'is_top', value: parseTop(body.isTop) });
    } else {
      out.push(v);
    }
  }
  return out;
}

/** GET /cwxt/news/list: every status; the article itself is left out (queryById has it). */
export async function listNews(deps: AppDeps, auth: AuthContext, query: RawQuery): Promise<Page<NewsJson>> {
  const { table } = await manageScope(deps, auth);
  const dicts = await deps.dicts.allItems();
  return runListQuery<NewsRow, NewsJson>(deps.db, {
    ...table,
    select: newsListSelect(ALIAS),
    from: `${TABLE} ${ALIAS}`,
    query: withTopFilter(query),
    mapRow: (r) => toNewsJson(dicts, r),
  });
}

export async function queryNewsById(deps: AppDeps, auth: AuthContext, id: unknown): Promise<NewsJson> {
  const { table } = await manageScope(deps, auth);
  const [row] = await rowsInScope<NewsRow>(deps.db, table, parseIds(typeof id === 'string' ? id : '', 1));
  if (!row) throw new BizError(SCOPE_MESSAGES.notFound);
  return toNewsJson(await deps.dicts.allItems(), row);
}

/** A new item is always a draft; it reaches readers only through publish. */
export async function addNews(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const { scope, table } = await manageScope(deps, auth);
  const values = await newsValues(deps, body, 'create');
  const all: ColumnValue[] = [
    ...values,
    { column: 'id', value: newId() },
    { column: 'tenant_id', value: scope.tenantId },
    { column: 'status', value: NEWS_STATUS.draft },
    { column: 'sys_org_code', value: auth.user.org_code },
    { column: 'create_by', value: auth.user.username },
    { column: 'create_time', value: new Date() },
  ];
  const title = String(all.find((v) => v.column === 'title')?.value ?? '');
  await insertLogged(
    deps.db,
    auth,
    TABLE,
    all,
    {},
    { ...meta, content: `添加资讯：${title}`, operateType: OPERATE_TYPE.add, requestParam: { title } },
    table,
  );
}

/** Any status may be edited (a published typo is fixed in place); the status itself is not writable. */
export async function editNews(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const { table } = await manageScope(deps, auth);
  const [id] = parseIds(typeof body.id === 'string' ? body.id : '', 1);
  if (!id) throw new BizError(SCOPE_MESSAGES.notFound);
  const values = await newsValues(deps, body, 'edit');
  const set = [
    ...values,
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  await updateInScopeLogged<{ title: string }>(deps.db, auth, table, id, set, `${ALIAS}.title`, (row) => ({
    ...meta,
    content: `编辑资讯：${row.title}`,
    operateType: OPERATE_TYPE.edit,
    requestParam: { id },
  }));
}

export async function deleteNews(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const { table } = await manageScope(deps, auth);
  const ids = parseIds(rawIds);
  const rows = await rowsInScope<NewsRow>(deps.db, table, ids);
  await deleteInScopeLogged(deps.db, auth, table, ids, {
    ...meta,
    content: `删除资讯：${rows.map((r) => r.title).join(',')}`,
    operateType: OPERATE_TYPE.delete,
    requestParam: { ids },
  });
}

/**
 * publish (draft | unpublished → published, stamped with who and when) and unpublish
 * (published → unpublished). The row is locked while its status is checked, so two concurrent
 * calls cannot both pass the check.
 */
export async function setNewsPublished(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  rawId: unknown,
  publish: boolean,
): Promise<void> {
  const { table } = await manageScope(deps, auth);
  const ids = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  if (ids.length !== 1) throw new BizError(SCOPE_MESSAGES.notFound);
  await deps.db.transaction(async (tx) => {
    const [row] = await rowsInScope<NewsRow>(tx, table, ids, true);
    if (!row) throw new BizError(SCOPE_MESSAGES.notFound);
    if (publish && !canPublish(row.status)) throw new BizError(NEWS_MESSAGES.publishOnlyDraft);
    if (!publish && !canUnpublish(row.status)) throw new BizError(NEWS_MESSAGES.unpublishOnlyPublished);
    const p = new SqlParams();
    const status = p.add(publish ? NEWS_STATUS.published : NEWS_STATUS.unpublished);
    const by = p.add(auth.user.username);
    const stamp = publish ? `, publish_by = ${by}, publish_time = now()` : '';
    const w = whereForIds({ ...table, ids, params: p });
    await tx.query(
      `UPDATE ${TABLE} ${ALIAS} SET status = ${status}${stamp}, update_by = ${by}, update_time = now() WHERE ${w.where}`,
      w.params,
    );
    await recordDataVersion(tx, auth, TABLE, row.id);
    await logOperation(tx, auth, {
      ...meta,
      content: `${publish ? '发布' : '下线'}资讯：${row.title}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: { id: row.id },
    });
  });
}
