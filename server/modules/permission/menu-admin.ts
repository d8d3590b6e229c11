import { MENU_MESSAGES, MENU_TYPE, permissionSchema } from '../../../src/shared/domain/resources/permission';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import type { DataRuleCondition } from '../../lib/list-query/data-rules';
import { buildListWhere, whereForIds } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import type { AuthContext } from '../session/auth-context';
import { audit, type Audit } from './audit';
import { insertParts, updateAssignments } from './form-input';
import { parseIdList } from './grant-diff';
import { dataRuleConditions as dataRulesFor } from '../access/rule-conditions';
import { readMenu } from './menu-input';
import { buildMenuAdminTree, toMenuJson, type MenuAdminRow, type MenuTreeJson } from './menu-json';

const menuRules = (db: Db, auth: AuthContext) => dataRulesFor(db, auth, ADMIN_PATHS.permission);

/** Live menu rows the caller may see (data rules of the menu page apply), in sort order. */
async function menuRows(
  db: Db,
  dataRules: readonly DataRuleCondition[],
  extra?: (p: SqlParams) => string[],
): Promise<MenuAdminRow[]> {
  const w = buildListWhere({
    schema: permissionSchema,
    alias: 'p',
    fixedWhere: (p) => [`p.del_flag = ${p.add(0)}`, ...(extra?.(p) ?? [])],
    dataRules,
  });
  return db.query<MenuAdminRow>(
    `SELECT p.* FROM sys_permission p WHERE ${w.where} ORDER BY p.sort_no ASC, p.id ASC`,
    w.params,
  );
}

/** GET /sys/permission/list: the whole tree, menus and buttons. */
export async function menuTree(db: Db, auth: AuthContext): Promise<MenuTreeJson[]> {
  return buildMenuAdminTree(await menuRows(db, await menuRules(db, auth)));
}

/** GET /sys/permission/getSystemMenuList: the top-level menus (children loaded on demand). */
export async function topMenus(db: Db, auth: AuthContext): Promise<MenuTreeJson[]> {
  const rows = await menuRows(db, await menuRules(db, auth), (p) => [
    `p.menu_type = ${p.add(MENU_TYPE.topMenu)}`,
  ]);
  return rows.map(toMenuJson);
}

/** GET getSystemSubmenu?parentId= / getSystemSubmenuBatch?parentIds=: direct children. */
export async function subMenus(db: Db, auth: AuthContext, parentIds: string[]): Promise<MenuAdminRow[]> {
  if (parentIds.length === 0) return [];
  return menuRows(db, await menuRules(db, auth), (p) => [
    `p.parent_id = ANY(${p.add(parentIds)}::varchar[])`,
  ]);
}

export async function subMenuMap(
  db: Db,
  auth: AuthContext,
  parentIds: string[],
): Promise<Record<string, MenuTreeJson[]>> {
  const out: Record<string, MenuTreeJson[]> = {};
  for (const row of await subMenus(db, auth, parentIds)) {
    const key = row.parent_id ?? '';
    (out[key] ??= []).push(toMenuJson(row));
  }
  return out;
}

/** One live menu row the caller may change (data rules apply), locked; else 未找到菜单信息. */
async function writableMenu(
  tx: Db,
  id: string,
  dataRules: readonly DataRuleCondition[],
): Promise<MenuAdminRow> {
  const w = whereForIds({
    schema: permissionSchema,
    alias: 'p',
    ids: id,
    fixedWhere: (p) => [`p.del_flag = ${p.add(0)}`],
    dataRules,
  });
  const row = (
    await tx.query<MenuAdminRow>(`SELECT p.* FROM sys_permission p WHERE ${w.where} FOR UPDATE`, w.params)
  )[0];
  if (!row) throw new BizError(MENU_MESSAGES.notFound);
  return row;
}

/** The parent must be a live menu (not a button) and not the row itself or below it. */
async function checkParent(tx: Db, parentId: string | null, selfId: string | null): Promise<void> {
  if (!parentId) return;
  const rows = await tx.query<{ menu_type: number }>(
    'SELECT menu_type FROM sys_permission WHERE id = $1 AND del_flag = 0',
    [parentId],
  );
  if (!rows[0]) throw new BizError(MENU_MESSAGES.parentMissing);
  if (Number(rows[0].menu_type) === MENU_TYPE.button) throw new BizError(MENU_MESSAGES.parentIsButton);
  if (selfId && (await descendantIds(tx, [selfId])).includes(parentId))
    throw new BizError(MENU_MESSAGES.parentIsSelf);
}

/** The rows and everything below them (ids included). */
export async function descendantIds(tx: Db, ids: string[]): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `WITH RECURSIVE tree AS (
       SELECT id FROM sys_permission WHERE id = ANY($1::varchar[])
       UNION SELECT c.id FROM sys_permission c JOIN tree t ON c.parent_id = t.id)
     SELECT id FROM tree`,
    [ids],
  );
  return rows.map((r) => r.id);
}

/** is_leaf of a menu = it has no live children (kept true after every add, move and delete). */
async function refreshLeaf(tx: Db, ids: Array<string | null>): Promise<void> {
  const live = ids.filter((id): id is string => !!id);
  if (live.length === 0) return;
  await tx.query(
    `UPDATE sys_permission p SET is_leaf = NOT EXISTS (
       SELECT 1 FROM sys_permission c WHERE c.parent_id = p.id AND c.del_flag = 0)
     WHERE p.id = ANY($1::varchar[])`,
    [live],
  );
}

export async function addMenu(db: Db, auth: AuthContext, body: unknown, info: Audit): Promise<MenuTreeJson> {
  const input = readMenu(body, 'create');
  return db.transaction(async (tx) => {
    await checkParent(tx, input.parentId, null);
    const p = new SqlParams();
    const parts = insertParts(input.values, (v) => p.add(v));
    const rows = await tx.query<MenuAdminRow>(
      `INSERT INTO sys_permission (id, is_leaf, del_flag, rule_flag, create_by, create_time, ${parts.columns.join(', ')})
       VALUES (${p.add(newId())}, true, 0, 0, ${p.add(auth.user.username)}, now(), ${parts.placeholders.join(', ')})
       RETURNING *`,
      p.values,
    );
    await refreshLeaf(tx, [input.parentId]);
    const row = rows[0]!;
    await audit(tx, auth, info, 'add', `添加菜单：${row.name}`);
    return toMenuJson(row);
  });
}

export async function editMenu(db: Db, auth: AuthContext, body: unknown, info: Audit): Promise<MenuTreeJson> {
  const id = String((body as { id?: unknown } | null)?.id ?? '').trim();
  const dataRules = await menuRules(db, auth);
  return db.transaction(async (tx) => {
    const existing = await writableMenu(tx, id, dataRules);
    const input = readMenu(body, 'edit', existing);
    await checkParent(tx, input.parentId, existing.id);
    if (input.menuType === MENU_TYPE.button && !existing.is_leaf) {
      const children = await tx.query(
        'SELECT 1 FROM sys_permission WHERE parent_id = $1 AND del_flag = 0 LIMIT 1',
        [id],
      );
      if (children.length > 0) throw new BizError(MENU_MESSAGES.hasChildren);
    }
    const p = new SqlParams();
    const set = [
      ...updateAssignments(input.values, (v) => p.add(v)),
      `update_by = ${p.add(auth.user.username)}`,
      'update_time = now()',
    ];
    const w = whereForIds({ schema: permissionSchema, alias: 'p', ids: id, dataRules, params: p });
    const rows = await tx.query<MenuAdminRow>(
      `UPDATE sys_permission p SET ${set.join(', ')} WHERE ${w.where} RETURNING p.*`,
      w.params,
    );
    if (!rows[0]) throw new BizError(MENU_MESSAGES.notFound);
    await refreshLeaf(tx, [existing.parent_id, input.parentId]);
    await audit(tx, auth, info, 'edit', `编辑菜单：${rows[0].name}`);
    return toMenuJson(rows[0]);
  });
}

/**
 * DELETE /sys/permission/delete|deleteBatch: each menu with everything below it. Grants (of
 * roles, departments, department roles) and data rules go with the rows (foreign keys cascade).
 */
export async function deleteMenus(db: Db, auth: AuthContext, rawIds: unknown, info: Audit): Promise<number> {
  const ids = parseIdList(rawIds);
  if (ids.length === 0) throw new BizError(MENU_MESSAGES.notFound);
  const dataRules = await menuRules(db, auth);
  return db.transaction(async (tx) => {
    const roots: MenuAdminRow[] = [];
    for (const id of ids) roots.push(await writableMenu(tx, id, dataRules));
    const all = await descendantIds(tx, ids);
    await tx.query('DELETE FROM sys_permission WHERE id = ANY($1::varchar[])', [all]);
    await refreshLeaf(
      tx,
      roots.map((r) => r.parent_id).filter((pid) => pid && !all.includes(pid)),
    );
    await audit(
      tx,
      auth,
      info,
      'delete',
      `删除菜单：${roots.map((r) => r.name).join('、')}（含下级共 ${all.length} 项）`,
    );
    return all.length;
  });
}

/** A live menu row the caller may see through the menu page's data rules; else 未找到菜单信息. */
export async function visibleMenu(db: Db, auth: AuthContext, id: string): Promise<MenuAdminRow> {
  const w = whereForIds({
    schema: permissionSchema,
    alias: 'p',
    ids: id,
    fixedWhere: (p) => [`p.del_flag = ${p.add(0)}`],
    dataRules: await menuRules(db, auth),
  });
  const row = (
    await db.query<MenuAdminRow>(`SELECT p.* FROM sys_permission p WHERE ${w.where}`, w.params)
  )[0];
  if (!row) throw new BizError(MENU_MESSAGES.notFound);
  return row;
}
