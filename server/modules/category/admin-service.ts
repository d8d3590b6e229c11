import type { Page } from '../../../src/shared/domain/contract/result';
import { CATEGORY_ADMIN_MESSAGES as M, categorySchema } from '../../../src/shared/domain/resources/category';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { effectiveTenantId, rowTenantCondition } from '../access/tenant-scope';
import { nextOrgCode, OrgCodeExhausted, siblingCodePattern } from '../depart/org-code';
import { updateInScopeLogged, type ScopedTable } from '../log/logged-writes';
import { logOperation } from '../log/operation-log';
import { isUniqueViolation } from '../role/service';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from '../user/admin-service';
import { readFormValues } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import { CATEGORY_ROOT_PID, toCategoryJson, type CategoryJson, type CategoryRow } from './service';

const ATTEMPTS = 5;
/** Advisory-lock class of category code allocation (the departments use 724302). */
const CODE_LOCK_CLASS = 724303;

/**
 * Reads see the tenant's categories and the shared ones (tenant_id NULL); writes only the
 * tenant's own, shared rows only for super users — like positions.
 */
function table(auth: AuthContext, write: boolean): ScopedTable {
  const tenantId = effectiveTenantId(auth);
  return {
    table: 'sys_category',
    schema: categorySchema,
    alias: 'c',
    fixedWhere: (p: SqlParams) => [rowTenantCondition('c', p, tenantId, !write || auth.isSuper)],
  };
}

const hasText = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * GET /sys/category/rootList: the top level, paged. With a name or code filter the whole tree is
 * searched, so a sub-category can be found by name.
 */
export async function listRootCategories(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<CategoryJson>> {
  const scope = table(auth, false);
  const searching = hasText(query.name) || hasText(query.code);
  return runListQuery<CategoryRow, CategoryJson>(deps.db, {
    ...scope,
    select: 'c.*',
    from: 'sys_category c',
    query,
    fixedWhere: (p) => [
      ...(scope.fixedWhere?.(p) ?? []),
      ...(searching ? [] : [`c.pid = ${p.add(CATEGORY_ROOT_PID)}`]),
    ],
    mapRow: toCategoryJson,
  });
}

/** GET /sys/category/childList?pid=: the direct children, ordered by code. */
export async function listChildCategories(
  deps: AppDeps,
  auth: AuthContext,
  pid: unknown,
): Promise<CategoryJson[]> {
  const id = typeof pid === 'string' ? pid.trim() : '';
  if (!id) throw new BizError(M.pidRequired);
  const p = new SqlParams();
  const where = [...table(auth, false).fixedWhere!(p), `c.pid = ${p.add(id)}`];
  const rows = await deps.db.query<CategoryRow>(
    `SELECT c.* FROM sys_category c WHERE ${where.join(' AND ')} ORDER BY c.code, c.id LIMIT 5000`,
    p.values,
  );
  return rows.map(toCategoryJson);
}

async function rowsInScope(db: Db, auth: AuthContext, ids: readonly string[], write: boolean) {
  const w = whereForIds({ ...table(auth, write), ids });
  return db.query<CategoryRow>(`SELECT c.* FROM sys_category c WHERE ${w.where}`, w.params);
}

export async function queryCategoryById(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
): Promise<CategoryJson> {
  const [row] = await rowsInScope(deps.db, auth, parseIds(typeof id === 'string' ? id : '', 1), false);
  if (!row) throw new BizError(M.notFound);
  return toCategoryJson(row);
}

/** The highest code among the children of `parentCode`, across all tenants (codes never clash in a view). */
async function lastSiblingCode(tx: Db, parentCode: string): Promise<string | null> {
  const rows = await tx.query<{ code: string }>(
    `SELECT code FROM sys_category WHERE code ~ $1 ORDER BY code COLLATE "C" DESC LIMIT 1`,
    [siblingCodePattern(parentCode)],
  );
  return rows[0]?.code ?? null;
}

/**
 * POST /sys/category/add: the code is the next free one below the parent (A01, A01A01 …), as the
 * departments do it: adds under one parent take turns on an advisory lock (PostgreSQL), and should
 * two still pick the same code the unique index refuses one, which retries with a fresh code.
 */
export async function addCategory(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
): Promise<CategoryJson> {
  const values = await readFormValues(categorySchema, body, 'create', deps.dicts);
  const pid = typeof body.pid === 'string' && body.pid.trim() !== '' ? body.pid.trim() : CATEGORY_ROOT_PID;
  const parent =
    pid === CATEGORY_ROOT_PID ? null : (await rowsInScope(deps.db, auth, parseIds(pid, 1), false))[0];
  if (pid !== CATEGORY_ROOT_PID && !parent) throw new BizError(M.parentMissing);
  const parentCode = parent?.code ?? '';
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        if (tx.kind === 'pg')
          await tx.query(`SELECT pg_advisory_xact_lock(${CODE_LOCK_CLASS}, hashtext($1))`, [parentCode]);
        // The parent is share-locked so a concurrent delete of it waits (and then sees this child).
        if (
          parent &&
          (await tx.query('SELECT id FROM sys_category WHERE id = $1 FOR SHARE', [parent.id])).length === 0
        )
          throw new BizError(M.parentMissing);
        const code = nextOrgCode(parentCode, await lastSiblingCode(tx, parentCode));
        const p = new SqlParams();
        const columns = [
          'id',
          'pid',
          'code',
          'has_child',
          'tenant_id',
          'sys_org_code',
          'create_by',
          'create_time',
        ];
        const row = [
          newId(),
          pid,
          code,
          '0',
          effectiveTenantId(auth),
          auth.user.org_code,
          auth.user.username,
          new Date(),
        ];
        for (const v of values) {
          columns.push(v.column);
          row.push(v.value as never);
        }
        const [created] = await tx.query<CategoryRow>(
          `INSERT INTO sys_category (${columns.map((c) => `"${c}"`).join(', ')})
           VALUES (${row.map((v) => p.add(v)).join(', ')}) RETURNING *`,
          p.values,
        );
        if (parent) await tx.query(`UPDATE sys_category SET has_child = '1' WHERE id = $1`, [parent.id]);
        await logOperation(tx, auth, {
          ...meta,
          content: `添加分类字典：${created!.name}（${created!.code}）`,
          operateType: OPERATE_TYPE.add,
          requestParam: body,
        });
        return toCategoryJson(created!);
      });
    } catch (e) {
      if (e instanceof OrgCodeExhausted) throw new BizError(M.codesExhausted);
      if (isUniqueViolation(e) && attempt < ATTEMPTS) continue;
      if (isUniqueViolation(e)) throw new BizError(M.busy);
      throw e;
    }
  }
}

/** PUT /sys/category/edit: the name only; code and parent stay (forms store codes and ids). */
export async function editCategory(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const [id] = parseIds(typeof body.id === 'string' ? body.id : '', 1);
  if (!id) throw new BizError(M.notFound);
  const values = await readFormValues(categorySchema, body, 'edit', deps.dicts);
  await updateInScopeLogged<{ name: string; code: string }>(
    deps.db,
    auth,
    table(auth, true),
    id,
    [
      ...values,
      { column: 'update_by', value: auth.user.username },
      { column: 'update_time', value: new Date() },
    ],
    'c.name, c.code',
    (row) => ({
      ...meta,
      content: `编辑分类字典：${row.name}（${row.code}）`,
      operateType: OPERATE_TYPE.edit,
      requestParam: body,
    }),
  );
}

/**
 * DELETE /sys/category/delete?id=: a leaf only (children of any tenant count), so no record loses
 * its category silently. The parent's has_child follows.
 */
export async function deleteCategory(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawId: unknown) {
  const [id] = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  if (!id) throw new BizError(M.notFound);
  await deps.db.transaction(async (tx) => {
    const [row] = await rowsInScope(tx, auth, [id], true);
    if (!row) throw new BizError(M.notFound);
    // Locks the row so a concurrent add below it waits, then sees it gone (its parent check fails).
    await tx.query('SELECT id FROM sys_category WHERE id = $1 FOR UPDATE', [id]);
    const children = await tx.query('SELECT 1 FROM sys_category WHERE pid = $1 LIMIT 1', [id]);
    if (children.length > 0) throw new BizError(M.hasChildren);
    await tx.query('DELETE FROM sys_category WHERE id = $1', [id]);
    if (row.pid !== CATEGORY_ROOT_PID) {
      await tx.query(
        `UPDATE sys_category SET has_child = CASE WHEN EXISTS (SELECT 1 FROM sys_category k WHERE k.pid = $1) THEN '1' ELSE '0' END
          WHERE id = $1`,
        [row.pid],
      );
    }
    await logOperation(tx, auth, {
      ...meta,
      content: `删除分类字典：${row.name}（${row.code}）`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { id },
    });
  });
}
