// The auto list's data (issue 9): list, read, add, edit and delete rows of an online form's
// physical table. Every call goes through openForm: the form must be visible to the acting tenant,
// the caller must hold `online:form:<table>:<action>` (super passes), the table must be
// synchronised, and every read and write is bound by the tenant rule and the data rules of the
// menu `/online/cgformList/<headId>`, exactly like a coded module.
import type { Page } from '../../../src/shared/domain/contract/result';
import { ONLINE_MESSAGES } from '../../../src/shared/domain/online/form-design';
import {
  onlineFieldKey,
  onlineFormPermissionPrefix,
  onlineListMenuPath,
  RUNTIME_MESSAGES,
  TREE_ROOT_PID,
  type OnlineFormAction,
} from '../../../src/shared/domain/online/runtime-schema';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import { NON_FILTER_KEYS, queryText, type RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError, MESSAGES } from '../../plugins/envelope';
import { hasPermissionCode } from '../access/permission-check';
import { effectiveTenantId } from '../access/tenant-scope';
import { bizScope, bizTable, rowsInScope, SCOPE_MESSAGES } from '../business/scope';
import { assertStillInScope, type ScopedTable } from '../log/logged-writes';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { withUniqueMessages, type RequestMeta } from '../user/admin-service';
import { setClause, type ColumnValue } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import { loadForm, type LoadedForm } from './runtime-load';
import { deleteSubRows, moveSubRows, readSubRows, replaceSubRows, subRowsOf } from './runtime-sub';
import { readRowValues, rowsToJson, selectList } from './runtime-values';

export interface FormContext {
  form: LoadedForm;
  target: ScopedTable;
  tenantId: number;
}

/** The per-form button check the route policy cannot express (the code depends on the form). */
export async function assertFormPermission(
  deps: AppDeps,
  auth: AuthContext,
  tableName: string,
  action: OnlineFormAction,
) {
  if (auth.isSuper) return;
  const code = `${onlineFormPermissionPrefix(tableName)}${action}`;
  if (!(await hasPermissionCode(deps.db, auth.user.id, effectiveTenantId(auth), code)))
    throw new BizError(MESSAGES.noAuth, 510, 403);
}

/** A form of another tenant reads like a missing one. */
export async function visibleForm(deps: AppDeps, auth: AuthContext, headId: string): Promise<LoadedForm> {
  const form = await loadForm(deps.db, headId);
  if (form.tenantId !== null && form.tenantId !== effectiveTenantId(auth))
    throw new BizError(ONLINE_MESSAGES.formNotFound);
  return form;
}

export async function openForm(
  deps: AppDeps,
  auth: AuthContext,
  headId: string,
  action: OnlineFormAction,
): Promise<FormContext> {
  const form = await visibleForm(deps, auth, headId);
  await assertFormPermission(deps, auth, form.design.head.tableName, action);
  if (!form.synced) throw new BizError(RUNTIME_MESSAGES.notSynced);
  const scope = await bizScope(deps.db, auth, onlineListMenuPath(headId));
  return { form, target: bizTable(scope, form.table, form.schema, 't'), tenantId: scope.tenantId };
}

/** Unique-index violations as `<titles>已存在` (the physical index carries the designed name). */
export function uniqueMessages(form: LoadedForm): Record<string, string> {
  const titles = new Map(form.design.fields.map((f) => [f.dbFieldName, f.dbFieldTxt]));
  const out: Record<string, string> = {};
  for (const index of form.design.indexes) {
    if (index.indexType !== 'unique') continue;
    const names = index.indexField.split(',').map((c) => titles.get(c.trim()) ?? c.trim());
    out[index.indexName] = RUNTIME_MESSAGES.duplicate(names.join('、'));
  }
  return out;
}

const hasFilters = (query: RawQuery) =>
  Object.entries(query).some(([k, v]) => !NON_FILTER_KEYS.has(k) && (queryText(v) ?? '').trim() !== '') ||
  (queryText(query.superQueryParams) ?? '').trim() !== '';

/** GET getData/{headId} (and getTreeData: a tree without filters lists its roots, `pid` its children). */
export async function listRows(deps: AppDeps, auth: AuthContext, headId: string, query: RawQuery) {
  const ctx = await openForm(deps, auth, headId, 'list');
  const effective = ctx.form.isTree && !hasFilters(query) ? { ...query, pid: TREE_ROOT_PID } : query;
  const page: Page<Row> = await runListQuery<Row, Row>(deps.db, {
    ...ctx.target,
    select: selectList(ctx.form.schema, 't'),
    from: `${ctx.form.table} t`,
    query: effective,
    mapRow: (r) => r,
  });
  return { ...page, records: await rowsToJson(deps, auth, ctx.form.schema, page.records) };
}

async function rowInScope(db: Db, ctx: FormContext, rawId: string, forUpdate = false): Promise<Row> {
  const [row] = await rowsInScope<Row>(db, ctx.target, parseIds(rawId, 1), forUpdate);
  return row!;
}

/** GET form/{headId}/{id} */
export async function getRow(deps: AppDeps, auth: AuthContext, headId: string, id: string) {
  const ctx = await openForm(deps, auth, headId, 'list');
  const [json] = await rowsToJson(deps, auth, ctx.form.schema, [await rowInScope(deps.db, ctx, id)]);
  return json!;
}

/** Static form defaults fill absent keys on add (expressions such as #{sysUserCode} are the client's). */
function withDefaults(form: LoadedForm, body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out = { ...body };
  for (const f of form.design.fields) {
    const key = onlineFieldKey(f.dbFieldName);
    const value = f.fieldDefaultValue;
    if (out[key] === undefined && value !== null && !/[#$]\{/.test(value)) out[key] = value;
  }
  return out;
}

/** Absent columns with a database default are left out of the INSERT, so the default applies. */
function withoutDbDefaults(form: LoadedForm, body: Readonly<Record<string, unknown>>, values: ColumnValue[]) {
  const defaulted = new Set(
    form.design.fields.filter((f) => f.dbDefaultVal !== null).map((f) => f.dbFieldName),
  );
  return values.filter(
    (v) => !(defaulted.has(v.column) && v.value === null && body[onlineFieldKey(v.column)] === undefined),
  );
}

/** Tree parent: '0' (root) or a node of the same table within the caller's scope. */
async function parentOf(db: Db, ctx: FormContext, raw: unknown, selfId?: string): Promise<string> {
  const pid =
    raw === null || raw === undefined || String(raw).trim() === '' ? TREE_ROOT_PID : String(raw).trim();
  if (pid === TREE_ROOT_PID) return pid;
  if (pid === selfId) throw new BizError(RUNTIME_MESSAGES.parentCycle);
  try {
    await rowInScope(db, ctx, pid);
  } catch (error) {
    if (error instanceof BizError) throw new BizError(RUNTIME_MESSAGES.parentNotFound);
    throw error;
  }
  if (selfId) {
    // Walk up from the new parent: meeting the node itself would make a cycle.
    let cursor: string | null = pid;
    for (let depth = 0; cursor && cursor !== TREE_ROOT_PID && depth < 1000; depth += 1) {
      const rows: Array<{ pid: string | null }> = await db.query<{ pid: string | null }>(
        `SELECT pid FROM ${ctx.form.table} WHERE id = $1 AND tenant_id = $2::integer`,
        [cursor, ctx.tenantId],
      );
      cursor = rows[0]?.pid ?? null;
      if (cursor === selfId) throw new BizError(RUNTIME_MESSAGES.parentCycle);
    }
  }
  return pid;
}

/** has_child of these nodes recomputed from their children. */
async function refreshHasChild(tx: Db, ctx: FormContext, ids: readonly (string | null)[]) {
  const list = [...new Set(ids.filter((id): id is string => !!id && id !== TREE_ROOT_PID))];
  if (list.length === 0) return;
  const table = ctx.form.table;
  await tx.query(
    `UPDATE ${table} n SET has_child = CASE WHEN EXISTS (SELECT 1 FROM ${table} c WHERE c.pid = n.id AND c.tenant_id = n.tenant_id) THEN '1' ELSE '0' END
      WHERE n.id = ANY($1::varchar[]) AND n.tenant_id = $2::integer`,
    [list, ctx.tenantId],
  );
}

async function insertRow(tx: Db, table: string, values: readonly ColumnValue[]) {
  const p = new SqlParams();
  await tx.query(
    `INSERT INTO ${table} (${values.map((v) => `"${v.column}"`).join(', ')}) VALUES (${values.map((v) => p.add(v.value)).join(', ')})`,
    p.values,
  );
}

async function selectRow(tx: Db, ctx: FormContext, id: string): Promise<Row> {
  const rows = await tx.query(`SELECT t.* FROM ${ctx.form.table} t WHERE t.id = $1`, [id]);
  if (!rows[0]) throw new BizError(SCOPE_MESSAGES.notFound);
  return rows[0];
}

const designedValues = (values: readonly ColumnValue[]) => values.filter((v) => v.column !== 'pid');

/** POST form/{headId}: the row (and its sub rows) in one transaction; answers the new id. */
export async function addRow(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  headId: string,
  body: Readonly<Record<string, unknown>>,
): Promise<string> {
  const ctx = await openForm(deps, auth, headId, 'add');
  const { form } = ctx;
  const input = withDefaults(form, body);
  const values = withoutDbDefaults(form, body, await readRowValues(deps, form.schema, input, 'create'));
  const subs = await readSubRows(deps, form, body);
  const id = newId();
  const tree: ColumnValue[] = [];
  if (form.isTree) {
    tree.push(
      { column: 'pid', value: await parentOf(deps.db, ctx, input.pid) },
      { column: 'has_child', value: '0' },
    );
  }
  const all: ColumnValue[] = [
    ...designedValues(values),
    ...tree,
    { column: 'id', value: id },
    { column: 'tenant_id', value: ctx.tenantId },
    { column: 'sys_org_code', value: auth.user.org_code },
    { column: 'create_by', value: auth.user.username },
    { column: 'create_time', value: new Date() },
  ];
  await withUniqueMessages(uniqueMessages(form), () =>
    deps.db.transaction(async (tx) => {
      await insertRow(tx, form.table, all);
      await assertStillInScope(tx, ctx.target, id);
      if (form.isTree) await refreshHasChild(tx, ctx, [String(tree[0]!.value)]);
      const main = await selectRow(tx, ctx, id);
      for (const s of subs) await replaceSubRows(tx, auth, ctx.tenantId, main, s);
      await logOperation(tx, auth, {
        ...meta,
        content: `添加${form.design.head.tableTxt}：${id}`,
        operateType: OPERATE_TYPE.add,
        requestParam: body,
      });
    }),
  );
  return id;
}

/** PUT form/{headId}: absent keys stay; a sub table named in the body has its rows replaced. */
export async function editRow(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  headId: string,
  body: Readonly<Record<string, unknown>>,
): Promise<void> {
  const ctx = await openForm(deps, auth, headId, 'edit');
  const { form } = ctx;
  const [id] = parseIds(typeof body.id === 'string' ? body.id : '', 1);
  if (!id) throw new BizError(SCOPE_MESSAGES.notFound);
  const values = await readRowValues(deps, form.schema, body, 'edit');
  const subs = await readSubRows(deps, form, body);
  const set: ColumnValue[] = [
    ...designedValues(values),
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  const before = await rowInScope(deps.db, ctx, id);
  let newParent: string | null = null;
  if (form.isTree && body.pid !== undefined) {
    newParent = await parentOf(deps.db, ctx, body.pid, id);
    set.push({ column: 'pid', value: newParent });
  }
  await withUniqueMessages(uniqueMessages(form), () =>
    deps.db.transaction(async (tx) => {
      const p = new SqlParams();
      const assignments = setClause(set, (v) => p.add(v));
      const w = whereForIds({ ...ctx.target, ids: [id], params: p });
      const done = await tx.query(
        `UPDATE ${form.table} t SET ${assignments} WHERE ${w.where} RETURNING t.*`,
        w.params,
      );
      if (done.length !== 1) throw new BizError(SCOPE_MESSAGES.notFound);
      await assertStillInScope(tx, ctx.target, id);
      const after = done[0]!;
      if (newParent !== null)
        await refreshHasChild(tx, ctx, [newParent, before.pid === null ? null : String(before.pid)]);
      const named = new Set(subs.map((s) => s.sub.headId));
      await moveSubRows(
        tx,
        ctx.tenantId,
        before,
        after,
        form.subs.filter((s) => !named.has(s.headId)),
      );
      for (const s of subs) await replaceSubRows(tx, auth, ctx.tenantId, after, s);
      await logOperation(tx, auth, {
        ...meta,
        content: `编辑${form.design.head.tableTxt}：${id}`,
        operateType: OPERATE_TYPE.edit,
        requestParam: body,
      });
    }),
  );
}

/** DELETE form/{headId}/{ids}: the rows in scope and their sub rows; a tree node with children is refused. */
export async function deleteRows(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  headId: string,
  rawIds: string,
): Promise<void> {
  const ctx = await openForm(deps, auth, headId, 'delete');
  const { form } = ctx;
  const ids = parseIds(rawIds);
  await deps.db.transaction(async (tx) => {
    const rows = await rowsInScope<Row>(tx, ctx.target, ids, true);
    if (form.isTree) {
      const children = await tx.query(
        `SELECT 1 FROM ${form.table} c WHERE c.pid = ANY($1::varchar[]) AND NOT (c.id = ANY($1::varchar[])) LIMIT 1`,
        [ids],
      );
      if (children.length > 0) throw new BizError(RUNTIME_MESSAGES.hasChildren);
    }
    const w = whereForIds({ ...ctx.target, ids });
    const done = await tx.query(`DELETE FROM ${form.table} t WHERE ${w.where} RETURNING t.id`, w.params);
    if (done.length !== ids.length) throw new BizError(SCOPE_MESSAGES.notFound);
    await deleteSubRows(tx, ctx.tenantId, rows, form.subs);
    if (form.isTree)
      await refreshHasChild(
        tx,
        ctx,
        rows.map((r) => (r.pid === null ? null : String(r.pid))),
      );
    await logOperation(tx, auth, {
      ...meta,
      content: `删除${form.design.head.tableTxt}：${ids.join(',')}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { ids },
    });
  });
}

/** GET subForm/{subHeadId}/{mainId}: the main form's list permission, tenant and data rules apply. */
export async function subFormRows(deps: AppDeps, auth: AuthContext, subHeadId: string, mainId: string) {
  const subForm = await visibleForm(deps, auth, subHeadId);
  const mainTable = subForm.design.fields.find((f) => f.mainTable)?.mainTable;
  const [mainHead] = mainTable
    ? await deps.db.query<{ id: string }>(
        'SELECT id FROM onl_cgform_head WHERE table_name = $1 AND del_flag = 0 AND table_type = 2',
        [mainTable],
      )
    : [];
  if (!mainHead) throw new BizError(ONLINE_MESSAGES.formNotFound);
  const ctx = await openForm(deps, auth, mainHead.id, 'list');
  const sub = ctx.form.subs.find((s) => s.headId === subForm.headId);
  if (!sub) throw new BizError(ONLINE_MESSAGES.formNotFound);
  return subRowsOf(deps, auth, ctx.tenantId, sub, await rowInScope(deps.db, ctx, mainId));
}
